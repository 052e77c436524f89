import { GET as getThread } from "@/app/server/messages/[id]/route";
import { GET as runJob } from "@/app/server/messages/mails/run/route";
import { POST as send } from "@/app/server/messages/route";
import { PUT as saveNotifications } from "@/app/server/profile/notifications/route";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { sendMessage, getThread as readThread } from "@/lib/messages/service";
import {
  deliverDueMessageMails,
  deliverDueMessageMailsInPassing,
  IN_PASSING_EVERY_MS,
  MESSAGE_MAIL_INTERVAL_MS,
} from "@/lib/notifications/message-mails";
import { closeDb, resetDb } from "../helpers/db";
import { createPet, createUser } from "../helpers/fixtures";
import { call } from "../helpers/http";

// A new message's mail waits MESSAGE_MAIL_DELAY_MINUTES (5 in the tests, the default) and goes only if
// the message is still unread then: one per conversation in a 10-minute window, counting what is unread.
// The job runs here at a given `now` (minutes after the messages were sent) instead of waiting.

const db = getDb();
type TUser = Awaited<ReturnType<typeof createUser>>;
const MIN = 60_000;
const later = (minutes: number) => new Date(Date.now() + minutes * MIN);
const CRON = "message-mails-cron-secret-0123456789";

const post = (from: TUser, to: TUser, message: string, petId?: string) =>
  call(send, "POST", "/server/messages", { token: from.token, body: { receiver_id: to.id, message, pet_id: petId } });
const open = (as: TUser, other: TUser) =>
  call(getThread, "GET", `/server/messages/${other.id}`, { token: as.token, params: { id: other.id } });
const mailsTo = (u: { id: string }) =>
  db.mail.findMany({ where: { userId: u.id, kind: "notify_new_message" }, orderBy: { createdAt: "asc" } });

let seller: TUser;
let buyer: TUser;
let third: TUser;

beforeAll(async () => {
  await resetDb();
  env().CRON_SECRET = CRON;
  seller = await createUser({ name: "Lakshmi Reddy", verified: true });
  buyer = await createUser({ name: "Arjun Mehta", verified: true });
  third = await createUser({ name: "Kavya Rao", verified: true });
});
afterAll(async () => {
  env().CRON_SECRET = undefined;
  await closeDb();
});
beforeEach(async () => {
  await db.rateLimit.deleteMany();
  await db.mail.deleteMany({ where: { kind: "notify_new_message" } });
  await db.message.deleteMany();
});

// First in the file: requests deliver due mails in passing at most every 30 s per instance, and every
// messages' route call takes that turn (this test's first one is the send below).
it("a later request delivers a due mail in passing, without the scheduler", async () => {
  await sendMessage({ senderId: buyer.id, receiverId: seller.id, petId: null, body: "Is Bruno still available?" });
  expect(await mailsTo(seller)).toHaveLength(0);
  // Its minutes pass (the due time moved back instead of the clock on).
  await db.message.updateMany({ data: { mailDueAt: new Date(Date.now() - 1000) } });
  // Someone else's message, in another conversation: after its answer, the due mail goes.
  expect((await post(third, buyer, "Hello")).status).toBe(201);
  const mails = await mailsTo(seller);
  expect(mails).toHaveLength(1);
  expect(mails[0].text).toContain("Is Bruno still available?");
  // Not the new message's: it is not due yet.
  expect(await mailsTo(buyer)).toHaveLength(0);
  // The turn in passing is taken at most every 30 s per instance.
  const at = later(10);
  expect(await deliverDueMessageMailsInPassing({ now: at })).not.toBeNull();
  expect(await deliverDueMessageMailsInPassing({ now: new Date(at.getTime() + IN_PASSING_EVERY_MS - 1) })).toBeNull();
});

it("sending sets the due time 5 minutes on; a message read within them sends no mail", async () => {
  const before = Date.now();
  expect((await post(buyer, seller, "Is Bruno still available?")).status).toBe(201);
  const [m] = await db.message.findMany({ select: { mailDueAt: true } });
  expect(m.mailDueAt!.getTime()).toBeGreaterThanOrEqual(before + 5 * MIN);
  expect(m.mailDueAt!.getTime()).toBeLessThanOrEqual(Date.now() + 5 * MIN);
  // Nothing is due before the 5 minutes.
  expect(await deliverDueMessageMails({ now: later(4) })).toMatchObject({ conversations: 0, mailed: 0 });
  // The seller has the chat open: the thread is read at once.
  expect((await open(seller, buyer)).status).toBe(200);
  expect(await db.message.count({ where: { mailDueAt: { not: null } } })).toBe(0);
  expect(await deliverDueMessageMails({ now: later(6) })).toMatchObject({ conversations: 0, mailed: 0 });
  expect(await mailsTo(seller)).toHaveLength(0);
});

it("one still unread at the due time sends exactly one mail, in the receiver's language, then nothing more", async () => {
  await db.user.update({ where: { id: seller.id }, data: { locale: "te" } });
  const pet = await createPet(seller.id, { name: "Bruno" });
  expect((await post(buyer, seller, "Is <b>Bruno</b> still available?", pet.id)).status).toBe(201);
  expect(await deliverDueMessageMails({ now: later(6) })).toEqual({
    conversations: 1,
    mailed: 1,
    postponed: 0,
    skipped: 0,
    isComplete: true,
  });
  const mails = await mailsTo(seller);
  expect(mails).toHaveLength(1);
  expect(mails[0].to).toBe(seller.email);
  expect(mails[0].subject).toBe("PawBazaarలో Arjun Mehta నుంచి కొత్త సందేశం");
  expect(mails[0].text).toContain("Bruno గురించి Arjun Mehta మీకు ఒక సందేశం పంపారు:");
  expect(mails[0].html).toContain("Is &lt;b&gt;Bruno&lt;/b&gt; still available?");
  expect(mails[0].link).toBe(`http://localhost:3000/te/messages?receiverId=${buyer.id}`);
  // Told of: no due time left, and a run again (however late) mails nothing.
  expect(await db.message.count({ where: { mailDueAt: { not: null } } })).toBe(0);
  expect(await deliverDueMessageMails({ now: later(60) })).toMatchObject({ conversations: 0, mailed: 0 });
  expect(await mailsTo(seller)).toHaveLength(1);
  await db.user.update({ where: { id: seller.id }, data: { locale: "en" } });
});

it("20 messages within the window send one mail that counts them and quotes the first three", async () => {
  for (let i = 1; i <= 20; i++) expect((await post(buyer, seller, `Question ${i} about the puppy`)).status).toBe(201);
  const run = await deliverDueMessageMails({ now: later(6) });
  expect(run).toMatchObject({ conversations: 1, mailed: 1 });
  const [mail, ...more] = await mailsTo(seller);
  expect(more).toHaveLength(0);
  expect(mail.subject).toBe("20 unread messages from Arjun Mehta on PawBazaar");
  expect(mail.text).toContain("You have 20 unread messages from Arjun Mehta:");
  expect(mail.text).toContain("“Question 1 about the puppy”");
  expect(mail.text).toContain("“Question 3 about the puppy”");
  expect(mail.text).not.toContain("Question 4 about");
  expect(mail.text).toContain("And 17 more messages in the chat.");
});

it("a second conversation gets its own mail, and only messages the receiver has not read are counted", async () => {
  expect((await post(buyer, seller, "From the buyer")).status).toBe(201);
  expect((await post(third, seller, "From Kavya, first")).status).toBe(201);
  expect((await post(third, seller, "From Kavya, second")).status).toBe(201);
  // And the other way round: the buyer's own conversation with the seller is another mail's.
  expect((await post(seller, buyer, "Yes, he is")).status).toBe(201);
  expect(await deliverDueMessageMails({ now: later(6) })).toMatchObject({ conversations: 3, mailed: 3 });
  const toSeller = await mailsTo(seller);
  expect(toSeller.map((m) => m.subject).sort()).toEqual([
    "2 unread messages from Kavya Rao on PawBazaar",
    "New message from Arjun Mehta on PawBazaar",
  ]);
  expect(await mailsTo(buyer)).toHaveLength(1);
});

it("runs at once never mail twice (two runs, and the scheduler's call beside them)", async () => {
  const people = await Promise.all([1, 2, 3, 4, 5].map(async (i) => createUser({ name: `Writer ${i}` })));
  for (const p of people) {
    for (let i = 0; i < 3; i++) expect((await post(p, seller, `Hello from ${p.id} #${i}`)).status).toBe(201);
  }
  expect((await post(seller, buyer, "To the buyer")).status).toBe(201);
  // Due for the job's own clock: the scheduler's call runs at the real time.
  await db.message.updateMany({ data: { mailDueAt: new Date(Date.now() - 1000) } });
  const [a, b, c] = await Promise.all([
    deliverDueMessageMails(),
    deliverDueMessageMails(),
    call(runJob, "GET", "/server/messages/mails/run", { headers: { authorization: `Bearer ${CRON}` } }),
  ]);
  expect(c.status).toBe(200);
  expect(a.mailed + b.mailed + c.json.run.mailed).toBe(6);
  const toSeller = await mailsTo(seller);
  expect(toSeller).toHaveLength(5);
  expect(new Set(toSeller.map((m) => m.link)).size).toBe(5);
  expect(toSeller.every((m) => m.subject.startsWith("3 unread messages from Writer"))).toBe(true);
  expect(await mailsTo(buyer)).toHaveLength(1);
});

it("a conversation mailed in the last 10 minutes waits for the window's end, and then tells only what came since", async () => {
  expect((await post(buyer, seller, "First")).status).toBe(201);
  await deliverDueMessageMails({ now: later(6) });
  const [first] = await mailsTo(seller);
  expect(first.subject).toBe("New message from Arjun Mehta on PawBazaar");
  expect((await post(buyer, seller, "Second")).status).toBe(201);
  expect((await post(buyer, seller, "Third")).status).toBe(201);
  // Due at 5 minutes, but the window of the first mail is still open: they wait for its end.
  expect(await deliverDueMessageMails({ now: later(6) })).toMatchObject({ conversations: 1, mailed: 0, postponed: 1 });
  const due = await db.message.findMany({ where: { mailDueAt: { not: null } }, select: { mailDueAt: true } });
  expect(due).toHaveLength(2);
  for (const m of due) expect(m.mailDueAt!.getTime()).toBe(first.createdAt.getTime() + MESSAGE_MAIL_INTERVAL_MS);
  expect(await mailsTo(seller)).toHaveLength(1);
  // The window ends: one mail of the two still unread, not of the first.
  expect(await deliverDueMessageMails({ now: later(11) })).toMatchObject({ mailed: 1 });
  const [, second] = await mailsTo(seller);
  expect(second.subject).toBe("2 unread messages from Arjun Mehta on PawBazaar");
  expect(second.text).toContain("“Second”");
  expect(second.text).not.toContain("“First”");
  // Read before a window ends: nothing more.
  expect((await post(buyer, seller, "Fourth")).status).toBe(201);
  expect((await open(seller, buyer)).status).toBe(200);
  expect(await deliverDueMessageMails({ now: later(30) })).toMatchObject({ conversations: 0, mailed: 0 });
  expect(await mailsTo(seller)).toHaveLength(2);
});

it("respects the receiver's mail switch: off, no mail, and turning it on later does not mail what was due", async () => {
  const prefs = (newMessage: boolean) =>
    call(saveNotifications, "PUT", "/server/profile/notifications", {
      token: seller.token,
      body: { newMessage, newOrder: true, orderDecision: true },
    });
  expect((await prefs(false)).status).toBe(200);
  expect((await post(buyer, seller, "Hello?")).status).toBe(201);
  expect(await deliverDueMessageMails({ now: later(6) })).toMatchObject({ conversations: 1, mailed: 0, skipped: 1 });
  expect((await prefs(true)).status).toBe(200);
  expect(await deliverDueMessageMails({ now: later(7) })).toMatchObject({ conversations: 0, mailed: 0 });
  expect(await mailsTo(seller)).toHaveLength(0);
  // On again: the next message mails.
  expect((await post(buyer, seller, "Hello again?")).status).toBe(201);
  expect(await deliverDueMessageMails({ now: later(6) })).toMatchObject({ mailed: 1 });
});

it("no mail about a message from an account deleted before it was due", async () => {
  const leaver = await createUser({ name: "Soon Gone" });
  expect((await post(leaver, seller, "Bye")).status).toBe(201);
  await db.user.update({ where: { id: leaver.id }, data: { deletedAt: new Date(), name: "Deleted user" } });
  expect(await deliverDueMessageMails({ now: later(6) })).toMatchObject({ mailed: 0, skipped: 1 });
  expect(await mailsTo(seller)).toHaveLength(0);
});

it("the scheduler's call needs the secret", async () => {
  expect((await call(runJob, "GET", "/server/messages/mails/run")).status).toBe(401);
  const wrong = await call(runJob, "GET", "/server/messages/mails/run", { headers: { authorization: "Bearer wrong" } });
  expect(wrong.json.code).toBe("CRON_SECRET_INVALID");
  const ok = await call(runJob, "GET", "/server/messages/mails/run", { headers: { authorization: `Bearer ${CRON}` } });
  expect(ok.status).toBe(200);
  expect(ok.json.run).toEqual({ conversations: 0, mailed: 0, postponed: 0, skipped: 0, isComplete: true });
});

describe("100 people chatting, 20 messages each", () => {
  // 50 pairs: each person writes 20 messages to the other within a few minutes. Before, every message's
  // answer looked for a mail and the first of each conversation sent one at once, app open or not: 100
  // mails, and 100 more every 10 minutes the chat went on. Now the mail waits for the message to be unread.
  let pairs: { a: string; b: string }[] = [];

  beforeAll(async () => {
    const ids: string[] = [];
    for (let i = 0; i < 100; i++) {
      const u = await db.user.create({ data: { name: `Chatter ${i}`, email: `chatter${i}@example.com`, passwordHash: "x" } });
      ids.push(u.id);
    }
    pairs = Array.from({ length: 50 }, (_, i) => ({ a: ids[2 * i], b: ids[2 * i + 1] }));
  });

  const chat = async ({ isAppOpen }: { isAppOpen: boolean }) => {
    // Ten conversations at a time: as many as the pool's connections (a burst beyond that waits its turn,
    // which tests/integration/pool.test.ts checks; here it would only make the run slower).
    for (let round = 0; round < 20; round++) {
      for (let at = 0; at < pairs.length; at += 10) {
        await Promise.all(
          pairs.slice(at, at + 10).map(async ({ a, b }) => {
            await sendMessage({ senderId: a, receiverId: b, petId: null, body: `a${round}` });
            await sendMessage({ senderId: b, receiverId: a, petId: null, body: `b${round}` });
            // With the app open, each one's chat shows the other's message as it comes: read.
            if (isAppOpen) await Promise.all([readThread({ userId: b, otherUserId: a }), readThread({ userId: a, otherUserId: b })]);
          }),
        );
      }
    }
    expect(await db.message.count()).toBe(2000);
    const run = await deliverDueMessageMails({ now: later(6) });
    expect(run.isComplete).toBe(true);
    return db.mail.count({ where: { kind: "notify_new_message" } });
  };

  it("with the app open: 2,000 messages, no mail", async () => {
    expect(await chat({ isAppOpen: true })).toBe(0);
  }, 180_000);

  it("with nobody reading: one mail per person and conversation (100), each counting its 20", async () => {
    expect(await chat({ isAppOpen: false })).toBe(100);
    const subjects = await db.mail.findMany({ where: { kind: "notify_new_message" }, select: { subject: true } });
    expect(subjects.every((m) => /^20 unread messages from Chatter \d+ on PawBazaar$/.test(m.subject))).toBe(true);
  }, 180_000);
});
