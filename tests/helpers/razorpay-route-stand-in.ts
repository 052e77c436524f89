import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";

// The Razorpay Route part of the stand-in of Razorpay's REST API (./razorpay-stand-in.ts): linked
// accounts (v2: the account, its stakeholders, its Route product and settlement bank account) and
// transfers of captured payments to them (v1: created, held, released, reversed, settled), with the
// request checks, entities and error bodies of Razorpay's Route API reference. What Razorpay does on its
// own side (reviewing an account's KYC, processing and settling a transfer) the tests do through its
// methods, which answer the signed webhook Razorpay would post about it.

type TPaymentLike = { id: string; amount: number; amount_refunded: number; status: string; currency: string };
type TAddress = { street1: string; street2: string; city: string; state: string; postal_code: string; country: string };
export type TStandInRequirement = {
  field_reference: string;
  resolution_url: string;
  status: string;
  reason_code: string;
  description?: string;
};

export type TStandInAccount = {
  id: string;
  type: "route";
  status: "created" | "suspended";
  email: string;
  phone: string;
  legal_business_name: string;
  business_type: string;
  contact_name: string;
  profile: { category: string; subcategory: string; addresses: { registered: TAddress } };
  legal_info: { pan?: string; gst?: string };
  notes: Record<string, string>;
  created_at: number;
};
export type TStandInStakeholder = {
  entity: "stakeholder";
  id: string;
  account_id: string;
  name: string;
  email: string;
  phone: { primary?: string };
  kyc: { pan?: string };
  notes: Record<string, string>;
};
export type TStandInProduct = {
  id: string;
  account_id: string;
  product_name: "route";
  activation_status: "requested" | "needs_clarification" | "under_review" | "activated" | "suspended";
  requirements: TStandInRequirement[];
  active_configuration: { settlements: { account_number: string | null; ifsc_code: string | null; beneficiary_name: string | null } };
  tnc: { accepted: boolean; accepted_at: number };
  requested_at: number;
};
export type TStandInTransfer = {
  id: string;
  entity: "transfer";
  status: "pending" | "processed" | "failed" | "reversed" | "partially_reversed";
  source: string;
  recipient: string;
  amount: number;
  currency: string;
  amount_reversed: number;
  fees: number;
  tax: number | null;
  notes: Record<string, string>;
  linked_account_notes: string[];
  on_hold: boolean;
  on_hold_until: number | null;
  settlement_status: "pending" | "on_hold" | "settled";
  recipient_settlement_id: string | null;
  created_at: number;
  processed_at: number | null;
  error: {
    code: string | null;
    description: string | null;
    reason: string | null;
    field: string | null;
    step: string | null;
    id: string | null;
    source: string | null;
    metadata: null;
  };
};
export type TStandInReversal = {
  id: string;
  entity: "reversal";
  transfer_id: string;
  amount: number;
  fee: number;
  tax: number;
  currency: string;
  notes: Record<string, string>;
  initiator_id: string;
  customer_refund_id: null;
  created_at: number;
};
type TSettlement = {
  id: string;
  entity: "settlement";
  amount: number;
  status: "processed";
  fees: number;
  tax: number;
  utr: string;
  created_at: number;
};

const idOf = (prefix: string) => `${prefix}_${randomBytes(10).toString("base64url").replace(/[-_]/g, "x").slice(0, 14)}`;
const now = () => Math.floor(Date.now() / 1000);
const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);
const strings = (v: unknown): Record<string, string> =>
  isRecord(v) ? (Object.fromEntries(Object.entries(v).filter(([, x]) => typeof x === "string")) as Record<string, string>) : {};

const BUSINESS_TYPES = new Set([
  "proprietorship",
  "individual",
  "partnership",
  "private_limited",
  "public_limited",
  "llp",
  "ngo",
  "educational_institutes",
  "trust",
  "society",
  "not_yet_registered",
  "other",
  "huf",
]);
const PAN = /^[A-Za-z]{5}[0-9]{4}[A-Za-z]$/;
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A refusal as Razorpay words it: 400 BAD_REQUEST_ERROR with the field it is about. */
class Refusal extends Error {
  constructor(
    readonly description: string,
    readonly field?: string,
    readonly reason = "input_validation_failed",
    readonly status = 400,
  ) {
    super(description);
  }
}
const refuse = (description: string, field?: string, reason?: string): never => {
  throw new Refusal(description, field, reason);
};

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
}

const settlementRequirements = (accountId: string, productId: string, reason = "field_missing"): TStandInRequirement[] =>
  ["settlements.beneficiary_name", "settlements.account_number", "settlements.ifsc_code"].map((field_reference) => ({
    field_reference,
    resolution_url: `/accounts/${accountId}/products/${productId}`,
    status: "required",
    reason_code: reason,
  }));

export function routeStandIn({
  payments,
  envelope,
}: {
  /** The stand-in's payments: what a transfer is made from. */
  payments: Map<string, TPaymentLike>;
  /** A signed webhook as Razorpay posts it, from the stand-in (its secret, its envelope). */
  envelope: (event: string, payload: Record<string, unknown>, accountId: string) => { body: string; signature: string; eventId: string };
}) {
  const accounts = new Map<string, TStandInAccount>();
  const stakeholders = new Map<string, TStandInStakeholder>();
  const products = new Map<string, TStandInProduct>();
  const transfers = new Map<string, TStandInTransfer>();
  const reversals = new Map<string, TStandInReversal>();
  const settlements = new Map<string, TSettlement>();

  const accountOf = (id: string) =>
    accounts.get(id) ?? refuse("Linked account does not exist", "account_id", "linked_account_id_does_not_exist");
  const routeOf = (accountId: string) => [...products.values()].find((p) => p.account_id === accountId);
  const transferOf = (id: string) => transfers.get(id) ?? refuse("The id provided does not exist", "id");

  function checkAddress(v: unknown, at: string): TAddress {
    if (!isRecord(v)) return refuse(`The ${at} field is required.`, at);
    const text = (k: string, min: number, max: number) => {
      const x = v[k];
      if (typeof x !== "string" || x.trim().length < min || x.length > max)
        refuse(`The ${k} field must be between ${min} and ${max} characters.`, `${at}.${k}`);
      return x as string;
    };
    const postal = String(v.postal_code ?? "");
    if (!/^[0-9]{6}$/.test(postal)) refuse("The postal code must be 6 digits.", `${at}.postal_code`);
    if (v.country !== "IN" && v.country !== "india") refuse("The country provided is invalid.", `${at}.country`);
    return {
      street1: text("street1", 1, 100),
      street2: text("street2", 1, 100),
      city: text("city", 1, 100),
      state: text("state", 2, 32),
      postal_code: postal,
      country: "IN",
    };
  }

  function createAccount(body: Record<string, unknown>): TStandInAccount {
    if (body.type !== "route") refuse("The type field is invalid.", "type");
    if (typeof body.email !== "string" || !EMAIL.test(body.email) || body.email.length > 132)
      refuse("The email must be a valid email address.", "email");
    const duplicate = [...accounts.values()].find((a) => a.email === body.email);
    if (duplicate) refuse(`Merchant email already exists for account - ${duplicate.id}`, "email", "email_already_exists");
    if (typeof body.phone !== "string" || !/^[0-9]{8,15}$/.test(body.phone)) refuse("The phone format is invalid.", "phone");
    const name = body.legal_business_name;
    if (typeof name !== "string" || name.length < 4 || name.length > 200)
      refuse("The legal business name must be between 4 and 200 characters.", "legal_business_name");
    if (typeof body.business_type !== "string" || !BUSINESS_TYPES.has(body.business_type)) refuse("Invalid business type", "business_type");
    if (typeof body.contact_name !== "string" || body.contact_name.length < 4 || body.contact_name.length > 255)
      refuse("The contact name must be between 4 and 255 characters.", "contact_name");
    const profile = body.profile;
    if (!isRecord(profile) || typeof profile.category !== "string" || typeof profile.subcategory !== "string")
      refuse("The profile category and subcategory are required.", "profile.category");
    const p = profile as Record<string, unknown>;
    const registered = checkAddress(isRecord(p.addresses) ? p.addresses.registered : undefined, "profile.addresses.registered");
    const legal = isRecord(body.legal_info) ? body.legal_info : {};
    if (legal.pan !== undefined && (typeof legal.pan !== "string" || !PAN.test(legal.pan)))
      refuse("The pan field is invalid.", "legal_info.pan");
    const account: TStandInAccount = {
      id: idOf("acc"),
      type: "route",
      status: "created",
      email: body.email as string,
      phone: body.phone as string,
      legal_business_name: name as string,
      business_type: body.business_type as string,
      contact_name: body.contact_name as string,
      profile: { category: p.category as string, subcategory: p.subcategory as string, addresses: { registered } },
      legal_info: strings(legal),
      notes: strings(body.notes),
      created_at: now(),
    };
    accounts.set(account.id, account);
    return account;
  }

  function editAccount(account: TStandInAccount, body: Record<string, unknown>): TStandInAccount {
    if ("email" in body || "business_type" in body || "type" in body)
      refuse("The email, type and business type of an account cannot be changed.", "email");
    if (body.phone !== undefined) {
      if (typeof body.phone !== "string" || !/^[0-9]{8,15}$/.test(body.phone)) refuse("The phone format is invalid.", "phone");
      account.phone = body.phone as string;
    }
    if (body.legal_business_name !== undefined) {
      const name = body.legal_business_name;
      if (typeof name !== "string" || name.length < 4 || name.length > 200)
        refuse("The legal business name must be between 4 and 200 characters.", "legal_business_name");
      account.legal_business_name = name as string;
    }
    if (typeof body.contact_name === "string") account.contact_name = body.contact_name;
    if (isRecord(body.profile) && isRecord(body.profile.addresses))
      account.profile.addresses.registered = checkAddress(body.profile.addresses.registered, "profile.addresses.registered");
    if (isRecord(body.legal_info)) {
      if (body.legal_info.pan !== undefined && (typeof body.legal_info.pan !== "string" || !PAN.test(body.legal_info.pan)))
        refuse("The pan field is invalid.", "legal_info.pan");
      account.legal_info = strings(body.legal_info);
    }
    return account;
  }

  function stakeholderFrom(account: TStandInAccount, body: Record<string, unknown>, id = idOf("sth")): TStandInStakeholder {
    if (typeof body.name !== "string" || !body.name.trim() || body.name.length > 255) refuse("The name field is required.", "name");
    if (typeof body.email !== "string" || !EMAIL.test(body.email)) refuse("The email must be a valid email address.", "email");
    const kyc = isRecord(body.kyc) ? body.kyc : {};
    // A person's PAN: its fourth letter is P.
    if (kyc.pan !== undefined && (typeof kyc.pan !== "string" || !PAN.test(kyc.pan) || kyc.pan[3].toUpperCase() !== "P"))
      refuse("The pan field is invalid.", "kyc.pan");
    const phone = isRecord(body.phone) ? body.phone : {};
    if (phone.primary !== undefined && (typeof phone.primary !== "string" || !/^[0-9]{8,11}$/.test(phone.primary)))
      refuse("The phone format is invalid.", "phone.primary");
    return {
      entity: "stakeholder",
      id,
      account_id: account.id,
      name: body.name as string,
      email: body.email as string,
      phone: strings(phone),
      kyc: strings(kyc),
      notes: strings(body.notes),
    };
  }

  function configureRoute(product: TStandInProduct, body: Record<string, unknown>) {
    if (body.tnc_accepted !== undefined && body.tnc_accepted !== true) refuse("The terms and conditions must be accepted.", "tnc_accepted");
    const s = body.settlements;
    if (!isRecord(s)) return product;
    if (typeof s.account_number !== "string" || !/^[0-9]{5,20}$/.test(s.account_number))
      refuse("The account number is invalid.", "settlements.account_number");
    if (typeof s.ifsc_code !== "string" || !IFSC.test(s.ifsc_code)) refuse("The ifsc code is invalid.", "settlements.ifsc_code");
    if (typeof s.beneficiary_name !== "string" || s.beneficiary_name.length < 4 || s.beneficiary_name.length > 120)
      refuse("The beneficiary name must be between 4 and 120 characters.", "settlements.beneficiary_name");
    product.active_configuration.settlements = {
      account_number: s.account_number as string,
      ifsc_code: s.ifsc_code as string,
      beneficiary_name: s.beneficiary_name as string,
    };
    // New bank details are checked again, whatever the account's state was.
    product.requirements = [];
    product.activation_status = "under_review";
    return product;
  }

  function createTransfers(payment: TPaymentLike, body: Record<string, unknown>) {
    if (payment.status !== "captured")
      refuse("Transfer cannot be initiated as the payment is not captured", "payment_id", "payment_not_captured");
    const asked = body.transfers;
    if (!Array.isArray(asked) || !asked.length) refuse("The transfers field is required.", "transfers");
    const made = (asked as unknown[]).map((t, i) => {
      if (!isRecord(t)) return refuse("The transfer is invalid.", `transfers.${i}`);
      const account = typeof t.account === "string" ? accounts.get(t.account) : undefined;
      if (!account) return refuse("The account id provided does not exist", `transfers.${i}.account`);
      const product = routeOf(account.id);
      if (account.status === "suspended" || product?.activation_status !== "activated")
        return refuse(
          "Transfers cannot be made to a linked account that is not activated",
          `transfers.${i}.account`,
          "linked_account_not_activated",
        );
      if (typeof t.amount !== "number" || !Number.isInteger(t.amount) || t.amount < 100)
        return refuse("The amount must be atleast INR 1.00", `transfers.${i}.amount`);
      if (t.currency !== "INR") return refuse("The currency provided is invalid.", `transfers.${i}.currency`);
      const onHold = t.on_hold === true || t.on_hold === 1 || t.on_hold === "1";
      return {
        account: account.id,
        amount: t.amount,
        onHold,
        notes: strings(t.notes),
        onHoldUntil: typeof t.on_hold_until === "number" ? t.on_hold_until : null,
      };
    });
    // What the payment can still pay out: its captured amount, less refunds and the transfers made from it (less their reversals).
    const transferred = [...transfers.values()]
      .filter((t) => t.source === payment.id && t.status !== "failed")
      .reduce((sum, t) => sum + t.amount - t.amount_reversed, 0);
    const total = made.reduce((sum, t) => sum + t.amount, 0);
    if (total + transferred > payment.amount - payment.amount_refunded)
      refuse("The sum of amount requested for transfer is greater than the captured amount", "amount", "transfer_amount_exceeds_captured");
    return made.map((t): TStandInTransfer => {
      const transfer: TStandInTransfer = {
        id: idOf("trf"),
        entity: "transfer",
        status: "pending",
        source: payment.id,
        recipient: t.account,
        amount: t.amount,
        currency: "INR",
        amount_reversed: 0,
        fees: 0,
        tax: null,
        notes: t.notes,
        linked_account_notes: [],
        on_hold: t.onHold,
        on_hold_until: t.onHoldUntil,
        settlement_status: t.onHold ? "on_hold" : "pending",
        recipient_settlement_id: null,
        created_at: now(),
        processed_at: null,
        error: { code: null, description: null, reason: null, field: null, step: null, id: null, source: null, metadata: null },
      };
      transfers.set(transfer.id, transfer);
      return transfer;
    });
  }

  function editTransfer(transfer: TStandInTransfer, body: Record<string, unknown>) {
    if (transfer.settlement_status === "settled")
      refuse("Settlement for this transfer has already been processed", "on_hold", "transfer_already_settled");
    if (transfer.status === "failed" || transfer.status === "reversed") refuse("The transfer cannot be modified", "id");
    const onHold = body.on_hold;
    if (onHold !== true && onHold !== false && onHold !== 0 && onHold !== 1) refuse("The on hold field must be true or false.", "on_hold");
    transfer.on_hold = onHold === true || onHold === 1;
    transfer.on_hold_until = transfer.on_hold && typeof body.on_hold_until === "number" ? body.on_hold_until : null;
    transfer.settlement_status = transfer.on_hold ? "on_hold" : "pending";
    return transfer;
  }

  function reverse(transfer: TStandInTransfer, body: Record<string, unknown>): TStandInReversal {
    if (transfer.status === "failed") refuse("The transfer has failed and cannot be reversed", "id");
    const left = transfer.amount - transfer.amount_reversed;
    const amount = body.amount ?? left;
    if (typeof amount !== "number" || !Number.isInteger(amount) || amount < 1) refuse("The amount must be a positive integer.", "amount");
    if ((amount as number) > left)
      refuse("The reversal amount provided is greater than the unreversed transfer amount", "amount", "reversal_amount_exceeds_transfer");
    transfer.amount_reversed += amount as number;
    transfer.status = transfer.amount_reversed === transfer.amount ? "reversed" : "partially_reversed";
    const reversal: TStandInReversal = {
      id: idOf("rvrsl"),
      entity: "reversal",
      transfer_id: transfer.id,
      amount: amount as number,
      fee: 0,
      tax: 0,
      currency: "INR",
      notes: strings(body.notes),
      initiator_id: "standin",
      customer_refund_id: null,
      created_at: now(),
    };
    reversals.set(reversal.id, reversal);
    return reversal;
  }

  const collection = <T>(items: T[]) => ({ entity: "collection", count: items.length, items });

  /**
   * Answers a Route request; false when it is not one (the stand-in answers it). `parts` are the path's
   * segments (`v2`, `accounts`, …); `query` is the URL's search parameters.
   */
  function handle(method: string, parts: string[], query: URLSearchParams, body: Record<string, unknown>, res: ServerResponse): boolean {
    const [version, resource, id, sub, subId] = parts;
    const answer = (run: () => unknown, status = 200) => {
      try {
        send(res, status, run());
      } catch (e) {
        if (!(e instanceof Refusal)) throw e;
        send(res, e.status, {
          error: {
            code: "BAD_REQUEST_ERROR",
            description: e.description,
            field: e.field ?? null,
            source: "business",
            step: "NA",
            reason: e.reason,
            metadata: {},
          },
        });
      }
      return true;
    };
    if (version === "v2" && resource === "accounts") {
      if (method === "POST" && !id) return answer(() => createAccount(body));
      if (!id) return false;
      if (method === "GET" && !sub) return answer(() => accountOf(id));
      if (method === "PATCH" && !sub) return answer(() => editAccount(accountOf(id), body));
      if (sub === "stakeholders") {
        if (method === "POST" && !subId)
          return answer(() => {
            const account = accountOf(id);
            const made = stakeholderFrom(account, body);
            stakeholders.set(made.id, made);
            return made;
          });
        if (method === "PATCH" && subId)
          return answer(() => {
            const account = accountOf(id);
            const known = stakeholders.get(subId);
            if (!known || known.account_id !== id) return refuse("Stakeholder does not exist", "stakeholder_id");
            const merged = { name: known.name, email: known.email, ...body };
            const edited = stakeholderFrom(account, merged, subId);
            stakeholders.set(subId, edited);
            return edited;
          });
      }
      if (sub === "products") {
        if (method === "POST" && !subId)
          return answer(() => {
            const account = accountOf(id);
            if (body.product_name !== "route") refuse("The product name is invalid.", "product_name");
            if (body.tnc_accepted !== true) refuse("The terms and conditions must be accepted.", "tnc_accepted");
            if (routeOf(account.id))
              refuse("The product has already been requested for this account", "product_name", "product_already_requested");
            const productId = idOf("acc_prd");
            const product: TStandInProduct = {
              id: productId,
              account_id: account.id,
              product_name: "route",
              // What Route still needs: the bank account its transfers settle to.
              activation_status: "needs_clarification",
              requirements: settlementRequirements(account.id, productId),
              active_configuration: { settlements: { account_number: null, ifsc_code: null, beneficiary_name: null } },
              tnc: { accepted: true, accepted_at: now() },
              requested_at: now(),
            };
            products.set(productId, product);
            return product;
          });
        if (subId && (method === "PATCH" || method === "GET"))
          return answer(() => {
            accountOf(id);
            const product = products.get(subId);
            if (!product || product.account_id !== id) return refuse("The id provided does not exist", "product_id");
            return method === "GET" ? product : configureRoute(product, body);
          });
      }
      return false;
    }
    if (version !== "v1") return false;
    if (resource === "payments" && id && sub === "transfers") {
      const payment = payments.get(id);
      if (method === "POST")
        return answer(() => collection(createTransfers(payment ?? refuse("The id provided does not exist", "id"), body)));
      if (method === "GET")
        return answer(() => {
          if (!payment) refuse("The id provided does not exist", "id");
          return collection([...transfers.values()].filter((t) => t.source === id));
        });
      return false;
    }
    if (resource !== "transfers") return false;
    if (method === "GET" && !id)
      return answer(() => {
        const settlement = query.get("recipient_settlement_id");
        const count = Number(query.get("count") ?? 10);
        const skip = Number(query.get("skip") ?? 0);
        if (!Number.isInteger(count) || count < 1 || count > 100) refuse("The count must be between 1 and 100.", "count");
        const all = [...transfers.values()].filter((t) => !settlement || t.recipient_settlement_id === settlement).reverse();
        return collection(all.slice(skip, skip + count));
      });
    if (!id) return false;
    if (method === "GET" && !sub) return answer(() => transferOf(id));
    if (method === "PATCH" && !sub) return answer(() => editTransfer(transferOf(id), body));
    if (sub === "reversals") {
      if (method === "POST") return answer(() => reverse(transferOf(id), body));
      if (method === "GET") return answer(() => collection([...reversals.values()].filter((r) => r.transfer_id === transferOf(id).id)));
    }
    return false;
  }

  const merchantProduct = (product: TStandInProduct) => ({
    merchant_product: {
      entity: { id: product.id, merchant_id: product.account_id, activation_status: product.activation_status },
      data: product.requirements.length ? { requirements: product.requirements } : [],
    },
  });
  const routeFor = (accountId: string) => {
    const product = routeOf(accountId);
    if (!product) throw new Error(`no Route product for ${accountId} at the stand-in`);
    return product;
  };
  const transferFor = (id: string) => {
    const transfer = transfers.get(id);
    if (!transfer) throw new Error(`no transfer ${id} at the stand-in`);
    return transfer;
  };

  return {
    handle,
    accounts,
    stakeholders,
    products,
    transfers,
    reversals,
    settlements,
    /** Razorpay has checked the account and the bank account: Route is activated (product.route.activated). */
    activateAccount(accountId: string) {
      const product = routeFor(accountId);
      if (!product.active_configuration.settlements.account_number) throw new Error(`${accountId} has no bank account yet`);
      product.activation_status = "activated";
      product.requirements = [];
      return envelope("product.route.activated", merchantProduct(product), accountId);
    },
    /** Razorpay needs something clarified (product.route.needs_clarification), the bank details by default, as its sample says. */
    askClarification(accountId: string, requirements?: TStandInRequirement[]) {
      const product = routeFor(accountId);
      product.activation_status = "needs_clarification";
      product.requirements =
        requirements ??
        settlementRequirements(accountId, product.id, "needs_clarification").map((r) => ({
          ...r,
          description: "Max retry exceeded for bank account details.",
        }));
      return envelope("product.route.needs_clarification", merchantProduct(product), accountId);
    },
    /** Razorpay suspends the linked account (account.suspended; the entity's id without its acc_ prefix, as Razorpay sends it). */
    suspendAccount(accountId: string) {
      const account = accounts.get(accountId);
      if (!account) throw new Error(`no account ${accountId} at the stand-in`);
      account.status = "suspended";
      return envelope(
        "account.suspended",
        { account: { entity: { id: accountId.replace(/^acc_/, ""), entity: "merchant", suspended_at: now() } } },
        accountId,
      );
    },
    /** Razorpay moved the transfer's money to the linked account (transfer.processed). */
    processTransfer(transferId: string) {
      const transfer = transferFor(transferId);
      if (transfer.status === "pending") transfer.status = "processed";
      transfer.processed_at = now();
      return envelope("transfer.processed", { transfer: { entity: { ...transfer } } }, "acc_standin");
    },
    /** The transfer could not be made (transfer.failed). */
    failTransfer(transferId: string, description = "The linked account's bank details are invalid") {
      const transfer = transferFor(transferId);
      transfer.status = "failed";
      transfer.error = { ...transfer.error, code: "BAD_REQUEST_ERROR", description, reason: "transfer_failed", source: "business" };
      return envelope("transfer.failed", { transfer: { entity: { ...transfer } } }, "acc_standin");
    },
    /**
     * Razorpay settles a released transfer to the seller's bank (settlement.processed): only a processed
     * transfer that is not on hold, for what was not reversed.
     */
    settleTransfer(transferId: string) {
      const transfer = transferFor(transferId);
      if (transfer.status !== "processed" && transfer.status !== "partially_reversed")
        throw new Error(`${transferId} is ${transfer.status}, not processed`);
      if (transfer.on_hold) throw new Error(`${transferId} is on hold: Razorpay settles no held transfer`);
      const settlement: TSettlement = {
        id: idOf("setl"),
        entity: "settlement",
        amount: transfer.amount - transfer.amount_reversed,
        status: "processed",
        fees: 0,
        tax: 0,
        utr: `UTR${randomBytes(6).toString("hex").toUpperCase()}`,
        created_at: now(),
      };
      settlements.set(settlement.id, settlement);
      transfer.settlement_status = "settled";
      transfer.recipient_settlement_id = settlement.id;
      return envelope("settlement.processed", { settlement: { entity: settlement } }, transfer.recipient);
    },
  };
}

export type TRouteStandIn = ReturnType<typeof routeStandIn>;
