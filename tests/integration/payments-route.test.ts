import { GET, PATCH, POST } from "@/app/server/sellers/payout-account/route";
import { POST as webhook } from "@/app/server/payments/webhook/route";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { handleRouteWebhook } from "@/lib/payments/razorpay-route-webhook";
import { reconcilePayments } from "@/lib/payments/razorpay-reconcile";
import { closeDb, resetDb } from "../helpers/db";
import { createUser } from "../helpers/fixtures";
import { call } from "../helpers/http";
import { givePhoneVerified } from "../helpers/phone";
import { withRazorpayStandIn } from "../helpers/razorpay";
import type { TRazorpayStandIn } from "../helpers/razorpay-stand-in";

// Sellers' bank accounts linked through Razorpay Route (lib/payouts/linked-account.ts,
// lib/payments/razorpay-route-accounts.ts), against the stand-in of Razorpay's API: onboarding (account,
// stakeholder, Route product, settlement bank account), what we keep (masked copies only), the states
// Route's webhooks move it through, and what a seller may and may not send.

const db = getDb();
const standInOf = withRazorpayStandIn();
let standIn: TRazorpayStandIn;

beforeAll(async () => {
  await resetDb();
  standIn = standInOf();
});
afterAll(closeDb);

const PAN = "ABCPK1234F";
const ACCOUNT_NUMBER = "001234567891234";
const details = (over: Record<string, unknown> = {}) => ({
  business_type: "individual",
  legal_name: "Lakshmi Reddy",
  pan: PAN,
  phone: "+91 98765 43210",
  address_line1: "12-3-45, Road No. 2",
  address_line2: "Banjara Hills",
  city: "Hyderabad",
  state: "Telangana",
  postal_code: "500034",
  account_number: ACCOUNT_NUMBER,
  ifsc: "sbin0001234",
  ...over,
});

type TUser = Awaited<ReturnType<typeof createUser>>;
const link = (user: TUser, body: unknown = details()) => call(POST, "POST", "/server/sellers/payout-account", { token: user.token, body });
const resend = (user: TUser, body: unknown = details()) =>
  call(PATCH, "PATCH", "/server/sellers/payout-account", { token: user.token, body });
const mine = (user: TUser) => call(GET, "GET", "/server/sellers/payout-account", { token: user.token });
const gatewayIdOf = async (user: TUser) => (await db.linkedAccount.findUniqueOrThrow({ where: { userId: user.id } })).gatewayAccountId!;
function deliver(hook: { body: string; signature: string; eventId: string }) {
  return call(webhook, "POST", "/server/payments/webhook", {
    rawBody: hook.body,
    headers: { "content-type": "application/json", "x-razorpay-signature": hook.signature, "x-razorpay-event-id": hook.eventId },
  });
}
/** A seller who can link an account: email verified, and a verified mobile number (lib/phone). */
async function seller(name = "Lakshmi Reddy") {
  const user = await createUser({ verified: true, name });
  await givePhoneVerified(user.id);
  return user;
}

/** Every row of every table, as text: where a whole PAN or account number would show if we kept one. */
async function everythingStored(): Promise<string> {
  const tables = await db.$queryRaw<{ tablename: string }[]>`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`;
  const texts: string[] = [];
  for (const { tablename } of tables) {
    const rows = await db.$queryRawUnsafe<{ row: string }[]>(`SELECT row_to_json(t)::text AS row FROM "${tablename}" t`);
    texts.push(...rows.map((r) => r.row));
  }
  return texts.join("\n");
}

describe("linking a bank account", () => {
  it("sends Razorpay the account, its stakeholder, the Route product and the bank account, and keeps only masked copies", async () => {
    const user = await seller();
    const logged = [jest.spyOn(console, "error"), jest.spyOn(console, "log"), jest.spyOn(console, "warn")];
    const before = standIn.requests.length;
    const res = await link(user);
    const said = logged.flatMap((spy) => spy.mock.calls.map((c) => c.join(" ")));
    logged.forEach((spy) => spy.mockRestore());
    expect(res.status).toBe(201);
    expect(res.json.account).toEqual({
      state: "under_review",
      legal_name: "Lakshmi Reddy",
      pan_masked: "ABXXXXX34F",
      account_masked: "XXXXXX1234",
      ifsc: "SBIN0001234",
      can_resend: false,
      requirements: [],
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    // Route's four steps, in order.
    const asked = standIn.requests
      .slice(before)
      .map((r) => `${r.method} ${r.path.replace(/acc_prd_\w+/, ":pid").replace(/acc_\w+/, ":id")}`);
    expect(asked.slice(0, 4)).toEqual([
      "POST /v2/accounts",
      "POST /v2/accounts/:id/stakeholders",
      "POST /v2/accounts/:id/products",
      "PATCH /v2/accounts/:id/products/:pid",
    ]);
    const accountId = await gatewayIdOf(user);
    expect(standIn.route.accounts.get(accountId)).toMatchObject({
      type: "route",
      email: user.email,
      phone: "9876543210",
      business_type: "individual",
      legal_business_name: "Lakshmi Reddy",
      contact_name: "Lakshmi Reddy",
      profile: {
        category: "ecommerce",
        subcategory: "ecommerce_marketplace",
        addresses: { registered: { city: "Hyderabad", postal_code: "500034" } },
      },
    });
    const stakeholder = [...standIn.route.stakeholders.values()].find((s) => s.account_id === accountId);
    expect(stakeholder).toMatchObject({ name: "Lakshmi Reddy", email: user.email, kyc: { pan: PAN } });
    const product = [...standIn.route.products.values()].find((p) => p.account_id === accountId);
    expect(product?.active_configuration.settlements).toEqual({
      account_number: ACCOUNT_NUMBER,
      ifsc_code: "SBIN0001234",
      beneficiary_name: "Lakshmi Reddy",
    });
    expect(await db.linkedAccount.findUniqueOrThrow({ where: { userId: user.id } })).toMatchObject({
      stakeholderId: stakeholder!.id,
      productId: product!.id,
      state: "under_review",
      panMasked: "ABXXXXX34F",
      accountMasked: "XXXXXX1234",
    });
    // Nowhere in the database, and never in a log.
    const stored = await everythingStored();
    expect(stored).toContain("ABXXXXX34F");
    expect(stored).not.toContain(PAN);
    expect(stored).not.toContain(ACCOUNT_NUMBER);
    expect(said.filter((line) => line.includes(PAN) || line.includes(ACCOUNT_NUMBER))).toEqual([]);
  });

  it("shows each seller only their own", async () => {
    const owner = await seller();
    await link(owner);
    const other = await seller("Ravi Teja");
    expect((await mine(other)).json).toEqual({ success: true, provider: "razorpay", account: null });
    expect((await mine(owner)).json.account).toMatchObject({ pan_masked: "ABXXXXX34F", account_masked: "XXXXXX1234" });
  });

  it("is one per seller", async () => {
    const user = await seller();
    expect((await link(user)).status).toBe(201);
    const again = await link(user, details({ account_number: "99998888777766" }));
    expect([again.status, again.json.code]).toEqual([409, "LINKED_ACCOUNT_EXISTS"]);
    expect((await mine(user)).json.account.account_masked).toBe("XXXXXX1234");
  });

  it.each([
    ["a PAN of the wrong shape", { pan: "ABCD1234F" }, "pan", "payoutPan"],
    ["a company's PAN for an individual", { pan: "AAACL1234C" }, "pan", "payoutPanKind"],
    ["an IFSC without its 0", { ifsc: "SBIN1001234" }, "ifsc", "payoutIfsc"],
    ["an account number of 8 digits", { account_number: "12345678" }, "account_number", "payoutAccountNumber"],
    ["an account number of 19 digits", { account_number: "1234567890123456789" }, "account_number", "payoutAccountNumber"],
    ["a PIN code of 5 digits", { postal_code: "50003" }, "postal_code", "payoutPostalCode"],
    ["a phone that is not a mobile", { phone: "12345" }, "phone", "phoneInvalid"],
    ["a name too short for Razorpay", { legal_name: "Om" }, "legal_name", "payoutLegalName"],
    ["a firm without its contact person", { business_type: "partnership", pan: "AAAFL1234C" }, "contact_name", "payoutContactName"],
    ["an unknown kind of seller", { business_type: "trust" }, "business_type", "payoutBusinessType"],
  ])("refuses %s, sending nothing to Razorpay", async (_what, over, field, code) => {
    const user = await seller();
    const before = standIn.requests.length;
    const res = await link(user, details(over));
    expect([res.status, res.json.code, res.json.fieldCodes?.[field]]).toEqual([422, "VALIDATION", [code]]);
    expect(standIn.requests.length).toBe(before);
    expect(await db.linkedAccount.count({ where: { userId: user.id } })).toBe(0);
  });

  it("takes a firm's PAN and its contact person", async () => {
    const user = await seller("Sharma Kennels");
    const res = await link(
      user,
      details({ business_type: "partnership", legal_name: "Sharma Kennels", pan: "AAAFS1234K", contact_name: "Anil Sharma" }),
    );
    expect(res.status).toBe(201);
    const accountId = await gatewayIdOf(user);
    expect(standIn.route.accounts.get(accountId)).toMatchObject({
      business_type: "partnership",
      contact_name: "Anil Sharma",
      legal_info: { pan: "AAAFS1234K" },
    });
    expect([...standIn.route.stakeholders.values()].find((s) => s.account_id === accountId)).toMatchObject({
      name: "Anil Sharma",
      kyc: {},
    });
  });

  it("needs a verified email, which Razorpay writes to", async () => {
    const user = await createUser({ name: "Not Verified" });
    const res = await link(user);
    expect([res.status, res.json.code]).toEqual([403, "EMAIL_NOT_VERIFIED"]);
  });

  it("when Razorpay refuses a detail, names the field, and a corrected send continues where it stopped", async () => {
    const user = await seller();
    // Razorpay takes names of up to 120 characters as a bank account's beneficiary.
    const longName = `Lakshmi ${"Venkata ".repeat(15)}Reddy`;
    const refused = await link(user, details({ legal_name: longName }));
    expect([refused.status, refused.json.code, refused.json.fieldCodes]).toEqual([
      422,
      "LINKED_ACCOUNT_REFUSED",
      { legal_name: ["LINKED_ACCOUNT_FIELD_REFUSED"] },
    ]);
    const row = await db.linkedAccount.findUniqueOrThrow({ where: { userId: user.id } });
    expect(row).toMatchObject({
      state: "created",
      gatewayAccountId: expect.stringMatching(/^acc_/),
      productId: expect.stringMatching(/^acc_prd_/),
    });
    expect((await mine(user)).json.account).toMatchObject({ state: "created", can_resend: true });
    const accounts = standIn.route.accounts.size;
    const fixed = await resend(user);
    expect([fixed.status, fixed.json.account.state]).toEqual([200, "under_review"]);
    // The same account at Razorpay, its stakeholder edited rather than a second one made.
    expect(standIn.route.accounts.size).toBe(accounts);
    expect(await db.linkedAccount.findUniqueOrThrow({ where: { userId: user.id } })).toMatchObject({
      gatewayAccountId: row.gatewayAccountId,
      stakeholderId: row.stakeholderId,
      productId: row.productId,
    });
  });

  it("when Razorpay refuses the account itself, keeps nothing of it and the seller can send again", async () => {
    const user = await seller();
    // Razorpay already has an account with this email (an earlier attempt elsewhere).
    standIn.route.accounts.set("acc_EarlierOne0001", {
      ...[...standIn.route.accounts.values()][0],
      id: "acc_EarlierOne0001",
      email: user.email,
    });
    const refused = await link(user);
    expect([refused.status, refused.json.code, refused.json.fieldCodes]).toEqual([422, "LINKED_ACCOUNT_REFUSED", undefined]);
    expect(await db.linkedAccount.findUniqueOrThrow({ where: { userId: user.id } })).toMatchObject({
      state: "created",
      gatewayAccountId: null,
    });
    standIn.route.accounts.delete("acc_EarlierOne0001");
    expect((await resend(user)).json.account.state).toBe("under_review");
  });

  it("when Razorpay does not answer, says so (502), and a second send finishes it", async () => {
    const user = await seller();
    standIn.setDown(true);
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const failed = await link(user).finally(() => standIn.setDown(false));
    logged.mockRestore();
    expect([failed.status, failed.json.code]).toEqual([502, "PAYMENT_GATEWAY_ERROR"]);
    expect((await resend(user)).json.account.state).toBe("under_review");
  });

  it("resends only an unfinished or questioned one", async () => {
    const nobody = await seller();
    expect((await resend(nobody)).json.code).toBe("LINKED_ACCOUNT_NOT_FOUND");
    const user = await seller();
    await link(user);
    const locked = await resend(user);
    expect([locked.status, locked.json.code]).toEqual([409, "LINKED_ACCOUNT_LOCKED"]);
  });

  it("is rate limited per seller", async () => {
    const user = await seller();
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) answers.push((await resend(user)).status);
    expect(answers).toEqual([...Array(10).fill(404), 429]);
  });
});

describe("Route's webhooks", () => {
  it("move the account's state as Razorpay reads it: needs clarification (with what it asked), then activated; a replay or a late event changes nothing", async () => {
    const user = await seller();
    await link(user);
    const accountId = await gatewayIdOf(user);
    const clarify = standIn.route.askClarification(accountId);
    expect((await deliver(clarify)).status).toBe(200);
    const questioned = (await mine(user)).json.account;
    expect(questioned).toMatchObject({ state: "needs_clarification", can_resend: true });
    expect(questioned.requirements).toEqual(
      expect.arrayContaining([
        { field: "settlements.account_number", reason: "needs_clarification", description: "Max retry exceeded for bank account details." },
        { field: "settlements.ifsc_code", reason: "needs_clarification", description: "Max retry exceeded for bank account details." },
      ]),
    );
    // The seller corrects the bank account and sends again: Razorpay checks it anew.
    const fixed = await resend(user, details({ account_number: "5566778899001122", ifsc: "HDFC0000123" }));
    expect(fixed.json.account).toMatchObject({
      state: "under_review",
      account_masked: "XXXXXX1122",
      ifsc: "HDFC0000123",
      requirements: [],
    });
    const activated = standIn.route.activateAccount(accountId);
    expect((await deliver(activated)).status).toBe(200);
    expect((await mine(user)).json.account.state).toBe("activated");
    // The old clarification delivered again (a retry under a new id) reads Razorpay's state: still activated.
    expect((await deliver({ ...clarify, eventId: "evt_late_retry_1" })).status).toBe(200);
    expect((await mine(user)).json.account).toMatchObject({ state: "activated", requirements: [] });
  });

  it("account.suspended stops it", async () => {
    const user = await seller();
    await link(user);
    const accountId = await gatewayIdOf(user);
    await deliver(standIn.route.activateAccount(accountId));
    expect((await deliver(standIn.route.suspendAccount(accountId))).status).toBe(200);
    expect((await mine(user)).json.account.state).toBe("suspended");
  });

  it("an account that is not ours is unmatched, another product's event is ignored, an unreadable one unmatched", async () => {
    const payload = {
      merchant_product: { entity: { id: "acc_prd_X", merchant_id: "acc_NotOurs000001", activation_status: "activated" }, data: [] },
    };
    expect(await handleRouteWebhook("product.route.activated", payload)).toBe("unmatched");
    expect(await handleRouteWebhook("product.payment_gateway.activated", payload)).toBe("ignored");
    expect(await handleRouteWebhook("product.route.activated", { merchant_product: "garbled" })).toBe("unmatched");
  });

  it("when Razorpay cannot be asked for the state, the webhook fails so that Razorpay delivers it again", async () => {
    const user = await seller();
    await link(user);
    const hook = standIn.route.activateAccount(await gatewayIdOf(user));
    standIn.setDown(true);
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const failed = await deliver(hook).finally(() => standIn.setDown(false));
    logged.mockRestore();
    expect(failed.status).toBe(503);
    expect((await deliver(hook)).status).toBe(200);
    expect((await mine(user)).json.account.state).toBe("activated");
  });

  it("a lost webhook is caught up by the reconciliation, which reads waiting accounts again", async () => {
    const user = await seller();
    await link(user);
    standIn.route.activateAccount(await gatewayIdOf(user)); // never delivered
    await reconcilePayments({ now: new Date(Date.now() + 31 * 60_000) });
    expect((await mine(user)).json.account.state).toBe("activated");
  });
});

describe("with the mock provider", () => {
  it("there is nothing to link: our team sends payouts", async () => {
    const config = env();
    config.PAYMENT_PROVIDER = "mock";
    try {
      const user = await seller();
      expect((await mine(user)).json).toEqual({ success: true, provider: "mock", account: null });
      const res = await link(user);
      expect([res.status, res.json.code]).toEqual([409, "LINKED_ACCOUNT_NOT_NEEDED"]);
      expect(await db.linkedAccount.count({ where: { userId: user.id } })).toBe(0);
    } finally {
      config.PAYMENT_PROVIDER = "razorpay";
    }
  });
});
