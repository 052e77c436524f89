import { GET as inbox } from "@/app/server/admin/support/route";
import { GET as detail } from "@/app/server/admin/support/[id]/route";
import { POST as close } from "@/app/server/admin/support/[id]/close/route";
import { POST as reopen } from "@/app/server/admin/support/[id]/reopen/route";
import { POST as reply } from "@/app/server/admin/support/[id]/reply/route";
import { POST as contact } from "@/app/server/contact/route";
import { POST as support } from "@/app/server/support/route";
import { getDb } from "@/lib/db";
import { formatTicket } from "@/lib/support/ticket";
import { closeDb, resetDb } from "../helpers/db";
import { createPet, createUser } from "../helpers/fixtures";
import { call } from "../helpers/http";

const db = getDb();
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
let seq = 0;

async function createModerator() {
  const user = await createUser({ verified: true, name: "Moderator Meena" });
  await db.user.update({ where: { id: user.id }, data: { role: "moderator" } });
  return user;
}

/** A request straight in the database, received `ageMs` ago. */
async function createRequest({
  ageMs = HOUR,
  status = "open",
  answeredAfterMs,
  locale = "en",
  petId,
  subject = "Help please",
}: {
  ageMs?: number;
  status?: "open" | "answered" | "closed";
  answeredAfterMs?: number;
  locale?: "en" | "te" | "hi";
  petId?: string;
  subject?: string | null;
} = {}) {
  const createdAt = new Date(Date.now() - ageMs);
  return db.supportRequest.create({
    data: {
      kind: subject === null ? "contact" : "support",
      name: `Sender ${++seq}`,
      email: `sender${seq}@example.com`,
      subject,
      message: `Message number ${seq}`,
      status,
      locale,
      petId,
      createdAt,
      answeredAt: answeredAfterMs === undefined ? null : new Date(createdAt.getTime() + answeredAfterMs),
      closedAt: status === "closed" ? new Date() : null,
    },
  });
}

const list = (token: string, status?: string) =>
  call(inbox, "GET", "/server/admin/support", { token, query: status === undefined ? {} : { status } });
const ids = (res: { json: Record<string, any> }) => res.json.requests.map((r: { id: string }) => r.id); // eslint-disable-line @typescript-eslint/no-explicit-any
const act = (handler: typeof close, token: string, id: string, action: string, body?: unknown) =>
  call(handler, "POST", `/server/admin/support/${id}/${action}`, { token, params: { id }, body });

beforeEach(resetDb);
afterAll(closeDb);

describe("the language of a request", () => {
  it("is stored from the sender's language choice (support and contact forms); English without one", async () => {
    const te = await call(support, "POST", "/server/support", {
      cookie: "NEXT_LOCALE=te",
      body: { name: "Sita", email: "sita@example.com", subject: "Payment", message: "Where is my refund?" },
    });
    expect(te.status).toBe(201);
    const hi = await call(contact, "POST", "/server/contact", {
      cookie: "NEXT_LOCALE=hi",
      body: { name: "Amit", email: "amit@example.com", message: "Namaste" },
    });
    expect(hi.status).toBe(201);
    const none = await call(contact, "POST", "/server/contact", { body: { name: "Ann", email: "ann@example.com", message: "Hello" } });
    expect(none.status).toBe(201);
    const rows = new Map((await db.supportRequest.findMany()).map((r) => [r.email, r]));
    expect(rows.get("sita@example.com")).toMatchObject({ kind: "support", locale: "te", status: "open", answeredAt: null, closedAt: null });
    expect(rows.get("amit@example.com")).toMatchObject({ kind: "contact", locale: "hi", status: "open" });
    expect(rows.get("ann@example.com")).toMatchObject({ locale: "en" });
  });
});

describe("GET /server/admin/support", () => {
  it("lists the requests to work on: overdue ones on top, then the oldest, with both clocks and the counts", async () => {
    const moderator = await createModerator();
    const fresh = await createRequest({ ageMs: 2 * HOUR });
    const unacknowledged = await createRequest({ ageMs: 30 * HOUR });
    const answered = await createRequest({ ageMs: 3 * DAY, status: "answered", answeredAfterMs: 2 * HOUR });
    const unresolved = await createRequest({ ageMs: 16 * DAY, status: "answered", answeredAfterMs: 30 * HOUR });
    const closed = await createRequest({ ageMs: 20 * DAY, status: "closed", answeredAfterMs: HOUR });

    const res = await list(moderator.token);
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([unresolved.id, unacknowledged.id, answered.id, fresh.id]);
    expect(ids(res)).not.toContain(closed.id);
    expect(res.json.counts).toEqual({ open: 2, answered: 2, closed: 1, overdue: 2 });

    const byId = new Map(res.json.requests.map((r: { id: string }) => [r.id, r]));
    expect(byId.get(fresh.id)).toMatchObject({
      status: "open",
      isOverdue: false,
      replies: 0,
      listing: null,
      locale: "en",
      preview: fresh.message,
      acknowledge: { state: "running", dueAt: new Date(fresh.createdAt.getTime() + DAY).toISOString(), stoppedAt: null },
      resolve: { state: "running", dueAt: new Date(fresh.createdAt.getTime() + 15 * DAY).toISOString() },
    });
    expect(byId.get(unacknowledged.id)).toMatchObject({
      isOverdue: true,
      acknowledge: { state: "overdue" },
      resolve: { state: "running" },
    });
    expect(byId.get(answered.id)).toMatchObject({ isOverdue: false, acknowledge: { state: "met" }, resolve: { state: "running" } });
    expect(byId.get(unresolved.id)).toMatchObject({ isOverdue: true, acknowledge: { state: "metLate" }, resolve: { state: "overdue" } });
  });

  it("filters by status: open, answered, closed (most recently closed first) and all (closed last)", async () => {
    const moderator = await createModerator();
    const open = await createRequest({ ageMs: 2 * HOUR });
    const answered = await createRequest({ ageMs: 5 * HOUR, status: "answered", answeredAfterMs: HOUR });
    const closedEarlier = await createRequest({ ageMs: 20 * DAY, status: "closed" });
    await db.supportRequest.update({ where: { id: closedEarlier.id }, data: { closedAt: new Date(Date.now() - DAY) } });
    const closedLater = await createRequest({ ageMs: 2 * DAY, status: "closed" });

    expect(ids(await list(moderator.token, "open"))).toEqual([open.id]);
    expect(ids(await list(moderator.token, "answered"))).toEqual([answered.id]);
    const closedList = await list(moderator.token, "closed");
    expect(ids(closedList)).toEqual([closedLater.id, closedEarlier.id]);
    // A closed request is overdue for nothing: its clocks stopped.
    expect(closedList.json.requests.every((r: { isOverdue: boolean }) => !r.isOverdue)).toBe(true);
    expect(ids(await list(moderator.token, "all"))).toEqual([answered.id, open.id, closedLater.id, closedEarlier.id]);
    const bad = await list(moderator.token, "spam");
    expect([bad.status, bad.json.code]).toEqual([400, "INVALID_QUERY"]);
  });

  it("shows an appeal's listing: its name, status and why it is hidden", async () => {
    const moderator = await createModerator();
    const seller = await createUser({ verified: true });
    const pet = await createPet(seller.id, { name: "Appealed Annie" });
    await db.pet.update({
      where: { id: pet.id },
      data: {
        status: "hidden",
        hiddenCause: "moderator",
        hiddenAt: new Date(),
        hiddenReason: "Photos of another animal",
        appealedAt: new Date(),
      },
    });
    const appeal = await createRequest({ petId: pet.id, subject: "Appeal: Appealed Annie" });
    const res = await list(moderator.token);
    expect(res.json.requests[0]).toMatchObject({
      id: appeal.id,
      listing: { id: pet.id, name: "Appealed Annie", status: "hidden", hiddenCause: "moderator", hiddenReason: "Photos of another animal" },
    });
  });
});

describe("one request: GET, reply, close, reopen", () => {
  it("GET answers the whole message and its replies; an unknown or malformed id is SUPPORT_REQUEST_NOT_FOUND", async () => {
    const moderator = await createModerator();
    const request = await createRequest({ subject: "Whole message" });
    const res = await call(detail, "GET", `/server/admin/support/${request.id}`, { token: moderator.token, params: { id: request.id } });
    expect(res.status).toBe(200);
    expect(res.json.request).toMatchObject({
      id: request.id,
      subject: "Whole message",
      message: request.message,
      replyList: [],
      status: "open",
    });
    for (const id of ["cnotarequest0000000000000", "not an id"]) {
      const missing = await call(detail, "GET", `/server/admin/support/${encodeURIComponent(id)}`, {
        token: moderator.token,
        params: { id },
      });
      expect([missing.status, missing.json.code]).toEqual([404, "SUPPORT_REQUEST_NOT_FOUND"]);
    }
  });

  it("a reply is kept, mailed to the sender in the request's language (escaped), and marks the request answered once", async () => {
    const moderator = await createModerator();
    const request = await createRequest({ ageMs: 30 * HOUR, locale: "te", subject: "Refund <not> received" });
    const body = "We have refunded the amount.\nIt reaches your bank in 5 days. <b>Thanks</b>";
    const res = await act(reply, moderator.token, request.id, "reply", { message: `  ${body}  ` });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("The reply is sent");
    expect(res.json.request).toMatchObject({ status: "answered", replies: 1, isOverdue: false, acknowledge: { state: "metLate" } });
    expect(res.json.request.replyList).toEqual([
      { id: expect.any(String), body, createdAt: expect.any(String), authorName: "Moderator Meena" },
    ]);

    const row = await db.supportRequest.findUniqueOrThrow({ where: { id: request.id }, include: { replies: true } });
    expect(row.status).toBe("answered");
    expect(row.answeredAt).toBeInstanceOf(Date);
    expect(row.replies).toEqual([expect.objectContaining({ body, authorId: moderator.id })]);

    const mail = await db.mail.findFirstOrThrow({ where: { to: request.email, kind: "support_reply" } });
    expect(mail.subject).toBe(`జవాబు: Refund <not> received (${formatTicket(request.ticket)})`);
    expect(mail.text).toContain("మా సహాయ బృందం మీ సందేశానికి జవాబు ఇచ్చింది:");
    expect(mail.text).toContain("We have refunded the amount.\nIt reaches your bank in 5 days. <b>Thanks</b>");
    expect(mail.text).toContain(request.message);
    expect(mail.html).not.toContain("<b>Thanks</b>");
    expect(mail.html).toContain("&lt;b&gt;Thanks&lt;/b&gt;");

    // A second reply keeps the time of the first (the acknowledge clock stopped then).
    const second = await act(reply, moderator.token, request.id, "reply", { message: "One more thing." });
    expect(second.status).toBe(200);
    const after = await db.supportRequest.findUniqueOrThrow({ where: { id: request.id } });
    expect(after.answeredAt).toEqual(row.answeredAt);
    expect(second.json.request.replyList.map((r: { body: string }) => r.body)).toEqual([body, "One more thing."]);
    expect(await db.mail.count({ where: { to: request.email, kind: "support_reply" } })).toBe(2);

    const audit = await db.auditEntry.findMany({ where: { targetRequestId: request.id } });
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([
      ["support_replied", moderator.id],
      ["support_replied", moderator.id],
    ]);
  });

  it("a contact message's reply has the contact subject, in English for an English sender", async () => {
    const moderator = await createModerator();
    const request = await createRequest({ subject: null });
    expect((await act(reply, moderator.token, request.id, "reply", { message: "Yes, we do." })).status).toBe(200);
    const mail = await db.mail.findFirstOrThrow({ where: { to: request.email, kind: "support_reply" } });
    expect(mail.subject).toBe(`Reply to your message to PawBazaar (${formatTicket(request.ticket)})`);
    expect(mail.text).toContain("Our support team has replied to your message:");
  });

  it.each([
    ["missing", {}, "messageRequired"],
    ["blank", { message: "  \n " }, "messageRequired"],
    ["too long", { message: "x".repeat(5001) }, "messageMax"],
  ])("refuses a %s reply and stores nothing", async (_what, body, code) => {
    const moderator = await createModerator();
    const request = await createRequest();
    const res = await act(reply, moderator.token, request.id, "reply", body);
    expect([res.status, res.json.code, res.json.fieldCodes]).toEqual([422, "VALIDATION", { message: [code] }]);
    expect(await db.supportReply.count()).toBe(0);
    expect(await db.mail.count({ where: { kind: "support_reply" } })).toBe(0);
    expect((await db.supportRequest.findUniqueOrThrow({ where: { id: request.id } })).status).toBe("open");
  });

  it("close and reopen: status and clocks follow, each with its audit row; the wrong state is refused and changes nothing", async () => {
    const moderator = await createModerator();
    const request = await createRequest({ ageMs: 16 * DAY });
    const closed = await act(close, moderator.token, request.id, "close");
    expect(closed.status).toBe(200);
    expect(closed.json.request).toMatchObject({
      status: "closed",
      isOverdue: false,
      resolve: { state: "metLate" },
      acknowledge: { state: "metLate" },
    });
    expect((await db.supportRequest.findUniqueOrThrow({ where: { id: request.id } })).closedAt).toBeInstanceOf(Date);

    const twice = await act(close, moderator.token, request.id, "close");
    expect([twice.status, twice.json.code]).toEqual([409, "SUPPORT_ALREADY_CLOSED"]);
    const replyClosed = await act(reply, moderator.token, request.id, "reply", { message: "Too late" });
    expect([replyClosed.status, replyClosed.json.code]).toEqual([409, "SUPPORT_REQUEST_CLOSED"]);
    expect(await db.supportReply.count()).toBe(0);

    // Never answered: reopened as open, and overdue again at once.
    const reopened = await act(reopen, moderator.token, request.id, "reopen");
    expect(reopened.status).toBe(200);
    expect(reopened.json.request).toMatchObject({ status: "open", closedAt: null, isOverdue: true });
    const again = await act(reopen, moderator.token, request.id, "reopen");
    expect([again.status, again.json.code]).toEqual([409, "SUPPORT_NOT_CLOSED"]);

    // Answered, closed, reopened: answered again.
    expect((await act(reply, moderator.token, request.id, "reply", { message: "Sorted." })).status).toBe(200);
    expect((await act(close, moderator.token, request.id, "close")).status).toBe(200);
    expect((await act(reopen, moderator.token, request.id, "reopen")).json.request.status).toBe("answered");

    const actions = (
      await db.auditEntry.findMany({ where: { targetRequestId: request.id }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] })
    ).map((a) => a.action);
    expect(actions).toEqual(["support_closed", "support_reopened", "support_replied", "support_closed", "support_reopened"]);
  });

  it("each action on an unknown request is SUPPORT_REQUEST_NOT_FOUND", async () => {
    const moderator = await createModerator();
    const id = "cnotarequest0000000000000";
    for (const [handler, action, body] of [
      [reply, "reply", { message: "Hi" }],
      [close, "close", undefined],
      [reopen, "reopen", undefined],
    ] as const) {
      const res = await act(handler, moderator.token, id, action, body);
      expect([action, res.status, res.json.code]).toEqual([action, 404, "SUPPORT_REQUEST_NOT_FOUND"]);
    }
    expect(await db.auditEntry.count()).toBe(0);
  });
});
