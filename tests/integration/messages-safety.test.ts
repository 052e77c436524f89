import { GET as getThread } from "@/app/server/messages/[id]/route";
import { POST as report } from "@/app/server/messages/report/route";
import { POST as send } from "@/app/server/messages/route";
import { getDb } from "@/lib/db";
import { MESSAGE_LIMITS } from "@/lib/messages/limits";
import { deliverDueMessageMails } from "@/lib/notifications/message-mails";
import { closeDb, resetDb } from "../helpers/db";
import { createPet, createUser } from "../helpers/fixtures";
import { call } from "../helpers/http";

// Chat scam defences: the thread answer says what a received message carries that advance-fee scams use
// (`safety`), never on the sender's own copy and never changing the text; "Report conversation" writes
// one row per pair into the moderators' queue.

const db = getDb();
type TUser = Awaited<ReturnType<typeof createUser>>;
let seller: TUser;
let buyer: TUser;
let stranger: TUser;
let petId: string;

const post = (from: TUser, to: TUser, message: string, pet: string | null = null) =>
  call(send, "POST", "/server/messages", { token: from.token, body: { receiver_id: to.id, pet_id: pet, message } });
const thread = (as: TUser, other: TUser) =>
  call(getThread, "GET", `/server/messages/${other.id}`, { token: as.token, params: { id: other.id } });
const reportAs = (as: TUser | null, body: unknown) => call(report, "POST", "/server/messages/report", { token: as?.token, body });
const reportRow = (reporter: TUser, reported: TUser) =>
  db.conversationReport.findUnique({ where: { reporterId_reportedUserId: { reporterId: reporter.id, reportedUserId: reported.id } } });

beforeAll(async () => {
  await resetDb();
  seller = await createUser({ name: "Fake Breeder" });
  buyer = await createUser({ name: "Priya Sharma" });
  stranger = await createUser({ name: "Never Wrote" });
  petId = (await createPet(seller.id, { name: "Rocky" })).id;
});
afterAll(closeDb);
beforeEach(() => db.rateLimit.deleteMany());

describe("safety signals on the thread answer", () => {
  const SCAM = "Pay 2000 advance to lakshmi@okhdfcbank, call +91 98480 12345";
  const ADVANCE_HI = "पहले 2000 एडवांस भेजिए, फिर कूरियर से भेज देंगे";
  const ORDINARY = "She is 8 weeks old, price ₹25,000. Come on Sunday, pincode 500081.";

  beforeAll(async () => {
    expect((await post(buyer, seller, "Is Rocky still available?", petId)).status).toBe(201);
    const sent = await post(seller, buyer, SCAM, petId);
    expect(sent.status).toBe(201);
    // The sender's own copy in the send answer carries nothing.
    expect(sent.json.data).toMatchObject({ message: SCAM, safety: [] });
    expect((await post(seller, buyer, ADVANCE_HI)).status).toBe(201);
    expect((await post(seller, buyer, ORDINARY)).status).toBe(201);
    // Still unread 5 minutes on: each receiver's mail goes (lib/notifications/message-mails.ts).
    await deliverDueMessageMails({ now: new Date(Date.now() + 6 * 60 * 1000) });
  });

  it("marks what a received message carries, and leaves its text exactly as sent", async () => {
    const res = await thread(buyer, seller);
    expect(res.status).toBe(200);
    expect(res.json.messages.map((m: { message: string; safety: string[] }) => [m.message, m.safety])).toEqual([
      ["Is Rocky still available?", []], // the buyer's own
      [SCAM, ["phone", "upi", "advance"]],
      [ADVANCE_HI, ["advance"]],
      [ORDINARY, []],
    ]);
  });

  it("never marks the sender's own copies", async () => {
    const res = await thread(seller, buyer);
    expect(res.status).toBe(200);
    const mine = res.json.messages.filter((m: { sender_id: string }) => m.sender_id === seller.id);
    expect(mine.map((m: { message: string }) => m.message)).toEqual([SCAM, ADVANCE_HI, ORDINARY]);
    expect(mine.every((m: { safety: string[] }) => m.safety.length === 0)).toBe(true);
    // What the buyer sent the seller is ordinary.
    expect(res.json.messages[0]).toMatchObject({ sender_id: buyer.id, safety: [] });
  });

  it("warns in the new-message mail too, and only for such a message", async () => {
    // The seller's three messages to the buyer, the scam one first: their mail carries the warning.
    const [toBuyer, ...more] = await db.mail.findMany({ where: { to: buyer.email, kind: "notify_new_message" } });
    expect(more).toHaveLength(0);
    expect(toBuyer.text).toContain("You have 3 unread messages from Fake Breeder about Rocky:");
    expect(toBuyer.text).toContain("Pay 2000 advance to lakshmi@okhdfcbank");
    expect(toBuyer.text).toContain("Safety: pay only through PawBazaar.");
    // The buyer's ordinary question to the seller does not.
    const [toSeller] = await db.mail.findMany({ where: { to: seller.email, kind: "notify_new_message" } });
    expect(toSeller.text).toContain("Is Rocky still available?");
    expect(toSeller.text).not.toContain("Safety:");
  });

  it("stores the message unchanged (nothing is blocked or rewritten)", async () => {
    const stored = await db.message.findMany({ where: { senderId: seller.id }, orderBy: { createdAt: "asc" }, select: { body: true } });
    expect(stored.map((m) => m.body)).toEqual([SCAM, ADVANCE_HI, ORDINARY]);
  });
});

describe("POST /server/messages/report", () => {
  it("reports a conversation: one open row with the note and the pet of our latest message that names one", async () => {
    const res = await reportAs(buyer, { userId: seller.id, note: "Asked for an advance by UPI" });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      success: true,
      message: "Thanks — we review reports within 24 hours",
      ticket: expect.stringMatching(/^PB-\d{6,}$/),
    });
    expect(await reportRow(buyer, seller)).toMatchObject({
      status: "open",
      note: "Asked for an advance by UPI",
      petId,
      resolvedAt: null,
      resolvedById: null,
    });
  });

  it("a second report updates the same row and re-opens it after a moderator closed it", async () => {
    const moderator = await createUser({ name: "Moderator" });
    const first = await reportRow(buyer, seller);
    await db.conversationReport.update({
      where: { id: first!.id },
      data: { status: "dismissed", resolvedAt: new Date(), resolvedById: moderator.id },
    });

    const again = await reportAs(buyer, { userId: seller.id, petId, note: "Now asks for a courier fee too" });
    expect(again.status).toBe(200);
    expect(again.json.message).toBe("Thanks — we review reports within 24 hours");
    const rows = await db.conversationReport.findMany({ where: { reporterId: buyer.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: first!.id,
      status: "open",
      resolvedAt: null,
      resolvedById: null,
      note: "Now asks for a courier fee too",
      petId,
    });
    expect(rows[0].createdAt.getTime()).toBeGreaterThanOrEqual(first!.createdAt.getTime());

    // Without a new note, the earlier one stays.
    expect((await reportAs(buyer, { userId: seller.id })).status).toBe(200);
    expect((await reportRow(buyer, seller))!.note).toBe("Now asks for a courier fee too");
  });

  it("lets the other side report too (its own row)", async () => {
    const res = await reportAs(seller, { userId: buyer.id, petId: null, note: "" });
    expect(res.status).toBe(201);
    expect(await reportRow(seller, buyer)).toMatchObject({ status: "open", note: "", petId });
    expect(await db.conversationReport.count()).toBe(2);
  });

  it("refuses someone I have never exchanged a message with", async () => {
    const res = await reportAs(buyer, { userId: stranger.id, note: "?" });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({
      success: false,
      code: "CONVERSATION_REPORT_NO_MESSAGES",
      message: "You can only report someone you have exchanged messages with.",
    });
    expect(await reportRow(buyer, stranger)).toBeNull();
  });

  it("refuses myself", async () => {
    const res = await reportAs(buyer, { userId: buyer.id });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: "CONVERSATION_REPORT_SELF", message: "You cannot report yourself." });
  });

  it.each([
    ["an unknown user", { userId: "ckunknownuser000000000000" }, 404, "USER_NOT_FOUND"],
    ["an id that cannot be one", { userId: "' OR 1=1 --" }, 404, "USER_NOT_FOUND"],
    ["an unknown pet", { userId: "SELLER", petId: "ckunknownpet0000000000000" }, 404, "PET_NOT_FOUND"],
    ["no user", { note: "hi" }, 422, "VALIDATION"],
    ["a number as the note", { userId: "SELLER", note: 42 }, 422, "VALIDATION"],
    ["a note of 1,001 characters", { userId: "SELLER", note: "x".repeat(1001) }, 422, "VALIDATION"],
    ["an overlong user id", { userId: "x".repeat(41) }, 422, "VALIDATION"],
  ])("refuses %s with a clear 4xx", async (_label, body, status, code) => {
    const filled = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, v === "SELLER" ? seller.id : v]));
    const res = await reportAs(buyer, filled);
    expect([res.status, res.json.code]).toEqual([status, code]);
  });

  it("answers hostile values in any field with a 4xx, never a 5xx, and stores nothing for them", async () => {
    const before = await db.conversationReport.count();
    const hostile: unknown[] = [
      "\u0000",
      "\ud800",
      "x".repeat(100_000),
      "' OR 1=1 --",
      "<script>alert(1)</script>",
      2147483648,
      null,
      true,
      [],
      {},
      ["a"],
      { $ne: null },
    ];
    for (const field of ["userId", "petId", "note"]) {
      for (const value of hostile) {
        await db.rateLimit.deleteMany(); // what answers is the value, not the limit
        const res = await reportAs(buyer, { userId: stranger.id, petId: null, note: "", [field]: value });
        expect([field, JSON.stringify(value).slice(0, 20), res.status >= 400 && res.status < 500 && res.status !== 429]).toEqual([
          field,
          JSON.stringify(value).slice(0, 20),
          true,
        ]);
      }
    }
    expect(await db.conversationReport.count()).toBe(before);
  });

  it("answers 404 'User not found' for an unknown user, with the code", async () => {
    const res = await reportAs(buyer, { userId: "ckunknownuser000000000000" });
    expect(res.json).toMatchObject({ success: false, code: "USER_NOT_FOUND", message: "User not found" });
  });

  it("needs a session", async () => {
    const res = await reportAs(null, { userId: seller.id });
    expect(res.status).toBe(401);
    expect(res.json.code).toBe("UNAUTHORIZED");
  });

  it("is rate limited per reporter", async () => {
    for (let i = 0; i < MESSAGE_LIMITS.reportPerUser.limit; i++)
      expect((await reportAs(buyer, { userId: seller.id, note: `again ${i}` })).status).toBe(200);
    const limited = await reportAs(buyer, { userId: seller.id, note: "one more" });
    expect(limited.status).toBe(429);
    expect(limited.json.code).toBe("RATE_LIMITED");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // The other side has its own budget.
    expect((await reportAs(seller, { userId: buyer.id })).status).toBe(200);
  });
});
