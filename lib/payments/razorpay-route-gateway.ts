import "server-only";
import type Razorpay from "razorpay";

// Razorpay Route through the official SDK (docs/payments.md, "Razorpay Route"): linked accounts (v2:
// the account, its stakeholder, the Route product and its settlement bank account), transfers of a
// captured payment to a linked account (v1: created on hold, released, reversed), and the settlements
// that paid them out. Amounts in paise. Bank details pass through here on their way to Razorpay and are
// never logged: a failure logs Razorpay's code, field and description only.

/** A linked account's onboarding state at Razorpay: the account's status and its Route product's. */
export type TGatewayLinkedAccount = { id: string; status: string };
export type TRouteRequirement = { field_reference: string; reason_code: string | null; description: string | null; status: string | null };
export type TGatewayRouteProduct = { id: string; activationStatus: string; requirements: TRouteRequirement[] };
/** A transfer: `settlementStatus` is `on_hold` while held, `pending` once released, `settled` when paid to the seller's bank. */
export type TGatewayTransfer = {
  id: string;
  status: string;
  source: string | null;
  recipient: string | null;
  amount: number;
  amountReversed: number;
  onHold: boolean;
  settlementStatus: string | null;
  recipientSettlementId: string | null;
  notes: Record<string, string>;
};
export type TGatewayReversal = { id: string; transferId: string; amount: number; notes: Record<string, string> };

/**
 * Razorpay answered, and refused what was asked (`refused`: a 4xx with its error body: the input, the
 * account's state, an amount too large), or did not answer at all (an outage: ask again later).
 */
export class RouteGatewayError extends Error {
  constructor(
    readonly refused: boolean,
    readonly description: string,
    readonly field: string | null,
    readonly reason: string | null,
  ) {
    super(description);
    this.name = "RouteGatewayError";
  }
}

type TSdkError = { statusCode?: number | string; error?: { code?: string; description?: string; field?: string; reason?: string } };

async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    const sdk = e as TSdkError;
    const status = Number(sdk?.statusCode);
    const refused = status >= 400 && status < 500 && !!sdk?.error;
    const description = sdk?.error?.description ?? (e instanceof Error ? e.message : String(e));
    const field = sdk?.error?.field ?? null;
    console.error(
      `[payments] razorpay route ${what} failed (${sdk?.statusCode ?? "no answer"})${field ? ` on ${field}` : ""}: ${description}`,
    );
    throw new RouteGatewayError(refused, description, field, sdk?.error?.reason ?? null);
  }
}

type TRecord = Record<string, unknown>;
const text = (v: unknown) => (typeof v === "string" ? v : null);
const notesOf = (v: unknown): Record<string, string> =>
  v && typeof v === "object" && !Array.isArray(v)
    ? Object.fromEntries(Object.entries(v as TRecord).flatMap(([k, x]) => (typeof x === "string" ? [[k, x]] : [])))
    : {};

export const toRequirements = (v: unknown): TRouteRequirement[] =>
  Array.isArray(v)
    ? v
        .flatMap((r) =>
          r && typeof r === "object" && typeof (r as TRecord).field_reference === "string"
            ? [
                {
                  field_reference: String((r as TRecord).field_reference).slice(0, 200),
                  reason_code: text((r as TRecord).reason_code)?.slice(0, 100) ?? null,
                  description: text((r as TRecord).description)?.slice(0, 500) ?? null,
                  status: text((r as TRecord).status)?.slice(0, 50) ?? null,
                },
              ]
            : [],
        )
        .slice(0, 30)
    : [];

const toProduct = (p: TRecord): TGatewayRouteProduct => ({
  id: String(p.id),
  activationStatus: String(p.activation_status ?? "requested"),
  requirements: toRequirements(p.requirements),
});

export function toTransfer(t: TRecord): TGatewayTransfer {
  return {
    id: String(t.id),
    status: String(t.status),
    source: text(t.source),
    recipient: text(t.recipient),
    amount: Number(t.amount),
    amountReversed: Number(t.amount_reversed ?? 0),
    onHold: t.on_hold === true || t.on_hold === 1,
    settlementStatus: text(t.settlement_status),
    recipientSettlementId: text(t.recipient_settlement_id),
    notes: notesOf(t.notes),
  };
}

const toReversal = (r: TRecord): TGatewayReversal => ({
  id: String(r.id),
  transferId: String(r.transfer_id),
  amount: Number(r.amount),
  notes: notesOf(r.notes),
});

const itemsOf = (list: unknown): TRecord[] => ((list as { items?: unknown })?.items as TRecord[] | undefined) ?? [];

/** What Route's onboarding sends: the seller as a linked account (type "route") and its stakeholder. */
export type TLinkedAccountDetails = {
  email: string;
  phone: string;
  legalName: string;
  contactName: string;
  businessType: string;
  /** The PAN: the stakeholder's own for an individual or a proprietor, the business's otherwise. */
  pan: string;
  address: { street1: string; street2: string; city: string; state: string; postalCode: string };
  notes: Record<string, string>;
};
export type TSettlementAccount = { accountNumber: string; ifsc: string; beneficiaryName: string };

/** Business types whose PAN is a person's (the stakeholder's), not a company's or a firm's. */
const PERSONAL_PAN = new Set(["individual", "proprietorship"]);
/**
 * Razorpay's business category for a seller on a marketplace: Razorpay derives the merchant category
 * code from it. Ours is one category for every seller: a pet sold on PawBazaar.
 */
const PROFILE = { category: "ecommerce", subcategory: "ecommerce_marketplace" } as const;

function accountBody(d: TLinkedAccountDetails) {
  return {
    email: d.email,
    phone: d.phone,
    type: "route",
    legal_business_name: d.legalName,
    business_type: d.businessType,
    contact_name: d.contactName,
    profile: {
      ...PROFILE,
      addresses: {
        registered: {
          street1: d.address.street1,
          street2: d.address.street2,
          city: d.address.city,
          state: d.address.state,
          postal_code: d.address.postalCode,
          country: "IN",
        },
      },
    },
    ...(PERSONAL_PAN.has(d.businessType) ? {} : { legal_info: { pan: d.pan } }),
    notes: d.notes,
  };
}

function stakeholderBody(d: TLinkedAccountDetails) {
  return {
    name: d.contactName,
    email: d.email,
    phone: { primary: d.phone },
    ...(PERSONAL_PAN.has(d.businessType) ? { kyc: { pan: d.pan } } : {}),
    notes: d.notes,
  };
}

// The SDK's types lag behind Route's API (`type: "route"`, the stakeholder's fields, settlements on a
// product): the bodies are Route's own, as its API reference gives them, passed through as they are.
type TAny = never;

/** Route's calls, on the SDK instance the gateway made (its base address pointed at a stand-in in the tests). */
export function routeGateway(sdk: Razorpay) {
  return {
    // ── Linked accounts (v2) ──
    async createAccount(details: TLinkedAccountDetails): Promise<TGatewayLinkedAccount> {
      const a = (await call("linked account", () => sdk.accounts.create(accountBody(details) as TAny))) as unknown as TRecord;
      return { id: String(a.id), status: String(a.status) };
    },
    /** The account's details again (what `needs_clarification` asked for); its email and business type cannot change. */
    async editAccount(accountId: string, details: TLinkedAccountDetails): Promise<TGatewayLinkedAccount> {
      const { email: _email, business_type: _type, type: _route, ...editable } = accountBody(details);
      const a = (await call("linked account edit", () => sdk.accounts.edit(accountId, editable as TAny))) as unknown as TRecord;
      return { id: String(a.id), status: String(a.status) };
    },
    async fetchAccount(accountId: string): Promise<TGatewayLinkedAccount> {
      const a = (await call("linked account's state", () => sdk.accounts.fetch(accountId))) as unknown as TRecord;
      return { id: String(a.id), status: String(a.status) };
    },
    async createStakeholder(accountId: string, details: TLinkedAccountDetails): Promise<{ id: string }> {
      const s = (await call("stakeholder", () =>
        sdk.stakeholders.create(accountId, stakeholderBody(details) as TAny),
      )) as unknown as TRecord;
      return { id: String(s.id) };
    },
    async editStakeholder(accountId: string, stakeholderId: string, details: TLinkedAccountDetails): Promise<{ id: string }> {
      const s = (await call("stakeholder edit", () =>
        sdk.stakeholders.edit(accountId, stakeholderId, stakeholderBody(details) as TAny),
      )) as unknown as TRecord;
      return { id: String(s.id) };
    },
    /** Asks for the Route product on the account, its terms accepted (Razorpay answers what it still needs: the bank account). */
    async requestRoute(accountId: string): Promise<TGatewayRouteProduct> {
      const p = await call("route product", () =>
        sdk.products.requestProductConfiguration(accountId, { product_name: "route", tnc_accepted: true }),
      );
      return toProduct(p as unknown as TRecord);
    },
    /** The bank account Route settles the seller's transfers to. */
    async configureSettlements(accountId: string, productId: string, s: TSettlementAccount): Promise<TGatewayRouteProduct> {
      const body = {
        settlements: { account_number: s.accountNumber, ifsc_code: s.ifsc, beneficiary_name: s.beneficiaryName },
        tnc_accepted: true,
      };
      const p = await call("route settlements", () => sdk.products.edit(accountId, productId, body as TAny));
      return toProduct(p as unknown as TRecord);
    },
    async fetchRouteProduct(accountId: string, productId: string): Promise<TGatewayRouteProduct> {
      return toProduct((await call("route product's state", () => sdk.products.fetch(accountId, productId))) as unknown as TRecord);
    },

    // ── Transfers (v1) ──
    /** A transfer of `amount` paise of a captured payment to a linked account, on hold until released. */
    async createTransfer({
      paymentId,
      account,
      amount,
      notes,
    }: {
      paymentId: string;
      account: string;
      amount: number;
      notes: Record<string, string>;
    }): Promise<TGatewayTransfer> {
      const list = await call("transfer", () =>
        sdk.payments.transfer(paymentId, { transfers: [{ account, amount, currency: "INR", notes, on_hold: true }] }),
      );
      const [made] = itemsOf(list);
      if (!made) throw new RouteGatewayError(false, "Razorpay answered no transfer", null, null);
      return toTransfer(made);
    },
    /** Every transfer of a payment (to find one by its notes when its asker died before keeping the answer). */
    async fetchPaymentTransfers(paymentId: string): Promise<TGatewayTransfer[]> {
      return itemsOf(await call("payment's transfers", () => sdk.payments.fetchTransfer(paymentId))).map(toTransfer);
    },
    async fetchTransfer(transferId: string): Promise<TGatewayTransfer> {
      return toTransfer((await call("transfer's state", () => sdk.transfers.fetch(transferId))) as unknown as TRecord);
    },
    /** Lets Razorpay settle the transfer to the seller's bank account. */
    async releaseTransfer(transferId: string): Promise<TGatewayTransfer> {
      return toTransfer((await call("transfer release", () => sdk.transfers.edit(transferId, { on_hold: false }))) as unknown as TRecord);
    },
    /** Takes `amount` paise of a transfer back from the linked account to ours (before a refund is asked). */
    async reverseTransfer(transferId: string, amount: number, notes: Record<string, string>): Promise<TGatewayReversal> {
      const r = await call("transfer reversal", () => sdk.transfers.reverse(transferId, { amount, notes } as { amount: number }));
      return toReversal(r as unknown as TRecord);
    },
    /** A transfer's reversals (GET /v1/transfers/:id/reversals, which the SDK has no method for: its own client asks). */
    async fetchTransferReversals(transferId: string): Promise<TGatewayReversal[]> {
      const api = (sdk as unknown as { api: { get(p: { url: string }): Promise<unknown> } }).api;
      return itemsOf(await call("transfer's reversals", () => api.get({ url: `/transfers/${transferId}/reversals` }))).map(toReversal);
    },
    /** The transfers a settlement paid out (its id from `settlement.processed`). */
    async fetchSettlementTransfers(settlementId: string): Promise<TGatewayTransfer[]> {
      const list = await call("settlement's transfers", () => sdk.transfers.all({ recipient_settlement_id: settlementId, count: 100 }));
      return itemsOf(list).map(toTransfer);
    },
  };
}

export type TRouteGateway = ReturnType<typeof routeGateway>;
