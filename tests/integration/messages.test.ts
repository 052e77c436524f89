import { GET as getThread } from "@/app/server/messages/[id]/route";
import { GET as listConversations, POST as send } from "@/app/server/messages/route";
import { GET as unread } from "@/app/server/messages/unread/route";
import { MESSAGE_LIMITS } from "@/lib/messages/limits";
import { getDb } from "@/lib/db";
import { closeDb, resetDb } from "../helpers/db";
import { createPet, createUser } from "../helpers/fixtures";
import { call } from "../helpers/http";

const db = getDb();
type TUser = Awaited<ReturnType<typeof createUser>>;
let seller: TUser;
let buyer: TUser;
let third: TUser;
let petId: string;

const post = (from: TUser, body: Record<string, unknown>) => call(send, "POST", "/server/messages", { token: from.token, body });
const thread = (as: TUser, other: TUser) =>
  call(getThread, "GET", `/server/messages/${other.id}`, { token: as.token, params: { id: other.id } });
const unreadOf = async (u: TUser) => (await call(unread, "GET", "/server/messages/unread", { token: u.token })).json.unread;

beforeAll(async () => {
  await resetDb();
  seller = await createUser({ name: "Lakshmi Reddy" });
  buyer = await createUser({ name: "Arjun Mehta" });
  third = await createUser({ name: "Curious Third" });
  petId = (await createPet(seller.id, { name: "Bruno" })).id;
});
afterAll(closeDb);
beforeEach(() => db.rateLimit.deleteMany());

describe("POST /server/messages", () => {
  it("sends a message about a pet", async () => {
    const res = await post(buyer, { receiver_id: seller.id, pet_id: petId, message: "  Is Bruno still available?  " });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      success: true,
      message: "Message sent successfully",
      data: { sender_id: buyer.id, sender_name: "Arjun Mehta", pet_name: "Bruno", message: "Is Bruno still available?", is_read: false },
    });
  });

  it.each([
    ["a blank message", { receiver_id: "x", message: "   " }, 422, "Message cannot be empty"],
    ["2,001 characters", { receiver_id: "x", message: "a".repeat(2001) }, 422, "A chat message must be at most 2000 characters"],
    ["no receiver", { message: "hi" }, 422, "receiver_id is required"],
    ["a number as the message", { receiver_id: "x", message: 42 }, 422, "Message must be text"],
  ])("refuses %s", async (_label, body, status, message) => {
    const res = await post(buyer, body);
    expect(res.status).toBe(status);
    expect(res.json.message).toBe(message);
  });

  it("refuses no session, an unknown receiver, oneself and an unknown pet", async () => {
    expect((await call(send, "POST", "/server/messages", { body: { receiver_id: seller.id, message: "hi" } })).status).toBe(401);
    const unknown = await post(buyer, { receiver_id: "nobody", message: "hi" });
    expect([unknown.status, unknown.json.message]).toEqual([404, "Recipient not found"]);
    const self = await post(buyer, { receiver_id: buyer.id, message: "hi" });
    expect([self.status, self.json.message]).toEqual([400, "You cannot send a message to yourself"]);
    const pet = await post(buyer, { receiver_id: seller.id, pet_id: "nope", message: "hi" });
    expect([pet.status, pet.json.message]).toEqual([404, "Pet not found"]);
  });

  it("is rate limited against flooding", async () => {
    const { name, limit } = MESSAGE_LIMITS.sendPerUser;
    // The sender's window, opened now, lasts an hour here: on a busy machine the sends below can take
    // longer than the real minute, which would end and restart the count before the one refused.
    await db.rateLimit.create({
      data: { key: `${name}:${third.id}`, count: 0, windowStart: new Date(), expiresAt: new Date(Date.now() + 3_600_000) },
    });
    for (let i = 0; i < limit; i++) expect((await post(third, { receiver_id: seller.id, message: `spam ${i}` })).status).toBe(201);
    const limited = await post(third, { receiver_id: seller.id, message: "one more" });
    expect([limited.status, limited.json.code]).toEqual([429, "RATE_LIMITED"]);
    expect(await db.message.count({ where: { senderId: third.id } })).toBe(limit);
    await db.message.deleteMany({ where: { senderId: third.id } });
  });
});

describe("conversations and threads", () => {
  it("lists one conversation per other user, newest first, with the pet of the latest message naming one and my unread count", async () => {
    await post(buyer, { receiver_id: seller.id, pet_id: null, message: "Also, can I visit on Sunday?" });
    const res = await call(listConversations, "GET", "/server/messages", { token: seller.token });
    expect(res.status).toBe(200);
    expect(res.json.conversations).toEqual([
      {
        other_user_id: buyer.id,
        other_user_name: "Arjun Mehta",
        pet_name: "Bruno",
        last_message: "Also, can I visit on Sunday?",
        last_message_time: expect.any(String),
        unread_count: 2,
      },
    ]);
    expect(await unreadOf(seller)).toBe(2);
    const mine = await call(listConversations, "GET", "/server/messages", { token: buyer.token });
    expect(mine.json.conversations[0]).toMatchObject({ other_user_id: seller.id, other_user_name: "Lakshmi Reddy", unread_count: 0 });
  });

  it("opening a conversation gives the messages oldest first and marks mine read; unread goes back to 0", async () => {
    const res = await thread(seller, buyer);
    expect(res.json.messages.map((m: { message: string }) => m.message)).toEqual([
      "Is Bruno still available?",
      "Also, can I visit on Sunday?",
    ]);
    expect(res.json.messages[0]).toMatchObject({ sender_id: buyer.id, sender_name: "Arjun Mehta", pet_name: "Bruno", is_read: false });
    expect(await unreadOf(seller)).toBe(0);
    expect((await thread(seller, buyer)).json.messages.every((m: { is_read: boolean }) => m.is_read)).toBe(true);

    await post(seller, { receiver_id: buyer.id, pet_id: petId, message: "Yes! Sunday 11 am works." });
    expect(await unreadOf(buyer)).toBe(1);
    const conv = await call(listConversations, "GET", "/server/messages", { token: buyer.token });
    expect(conv.json.conversations[0]).toMatchObject({ last_message: "Yes! Sunday 11 am works.", unread_count: 1 });
  });

  it("a third user can neither read nor mark read a conversation between two others", async () => {
    await post(seller, { receiver_id: buyer.id, message: "Private note for Arjun" });
    // The buyer sells nothing and has never written to the third: not even their name.
    const peek = await thread(third, buyer);
    expect([peek.status, peek.json.code, peek.json.messages]).toEqual([404, "USER_NOT_FOUND", undefined]);
    // The seller's name is on the pet page: the chat opens, empty.
    const peek2 = await thread(third, seller);
    expect(peek2.json.messages).toEqual([]);
    expect(await unreadOf(buyer)).toBe(2);
    expect((await call(listConversations, "GET", "/server/messages", { token: third.token })).json.conversations).toEqual([]);
  });

  it("returns user text exactly as sent, never as markup", async () => {
    const text = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    await post(buyer, { receiver_id: seller.id, message: text });
    const res = await thread(seller, buyer);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.json.messages.at(-1).message).toBe(text);
  });

  it("names the other person of a conversation", async () => {
    const existing = await thread(buyer, seller);
    expect(existing.json.participant).toEqual({ id: seller.id, name: "Lakshmi Reddy" });
    expect(existing.json.messages.length).toBeGreaterThan(0);
  });

  describe("whose name it tells (ids must not turn into members' names)", () => {
    const hasName = (res: { json: unknown }, name: string) => JSON.stringify(res.json).includes(name);

    it("a stranger with no conversation and no listing anyone can open: 404 'User not found', as for an unknown id, without the name", async () => {
      const asker = await createUser({ name: "Name Collector" });
      const stranger = await createUser({ name: "Quiet Buyer" });
      // Listings nobody but their seller may open do not count either.
      await createPet(stranger.id, { name: "Set Aside", status: "inactive" });
      const hidden = await createPet(stranger.id, { name: "Taken Down" });
      await db.pet.update({
        where: { id: hidden.id },
        data: { status: "hidden", hiddenAt: new Date(), hiddenCause: "moderator", hiddenReason: "Scam" },
      });
      // Someone else's conversation with them does not count.
      await post(buyer, { receiver_id: stranger.id, message: "Hello there" });

      const res = await thread(asker, stranger);
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ success: false, code: "USER_NOT_FOUND", message: "User not found" });
      expect(hasName(res, "Quiet Buyer")).toBe(false);
      // The same answer as an id nobody has.
      const unknown = await call(getThread, "GET", "/server/messages/ckunknownuser000000000000", {
        token: asker.token,
        params: { id: "ckunknownuser000000000000" },
      });
      expect([unknown.status, unknown.json]).toEqual([res.status, res.json]);
      expect(await db.message.count({ where: { receiverId: stranger.id, isRead: false } })).toBe(1);
    });

    it("the seller of an active listing, with no conversation yet (Contact seller on the pet page): their name and no messages", async () => {
      const asker = await createUser({ name: "First Contact" });
      const newSeller = await createUser({ name: "Meena Iyer" });
      await createPet(newSeller.id, { name: "Coco" });
      const res = await thread(asker, newSeller);
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ success: true, participant: { id: newSeller.id, name: "Meena Iyer" }, messages: [] });
    });

    it("the seller of a sold listing (its page is public and still has Contact seller): their name", async () => {
      const asker = await createUser({ name: "Late Buyer" });
      const soldOut = await createUser({ name: "Ravi Kumar" });
      await createPet(soldOut.id, { name: "Snowy", status: "sold" });
      const res = await thread(asker, soldOut);
      expect([res.status, res.json.participant]).toEqual([200, { id: soldOut.id, name: "Ravi Kumar" }]);
    });

    it("a conversation partner who sells nothing: their name, whoever wrote first", async () => {
      const writer = await createUser({ name: "Sita Rao" });
      const reader = await createUser({ name: "Gopal Das" });
      expect((await thread(writer, reader)).status).toBe(404);
      expect((await post(writer, { receiver_id: reader.id, message: "Hi Gopal" })).status).toBe(201);
      const mine = await thread(writer, reader);
      expect([mine.status, mine.json.participant]).toEqual([200, { id: reader.id, name: "Gopal Das" }]);
      const theirs = await thread(reader, writer);
      expect([theirs.status, theirs.json.participant, theirs.json.messages.map((m: { message: string }) => m.message)]).toEqual([
        200,
        { id: writer.id, name: "Sita Rao" },
        ["Hi Gopal"],
      ]);
    });
  });

  it.each([
    ["an unknown id", "ckunknownuser000000000000"],
    ["a malformed id", "x".repeat(300)],
    ["an id with odd characters", "' OR 1=1 --"],
  ])("answers 404 'User not found' for %s, never 500", async (_label, id) => {
    const res = await call(getThread, "GET", `/server/messages/${encodeURIComponent(id)}`, { token: buyer.token, params: { id } });
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ success: false, code: "USER_NOT_FOUND", message: "User not found" });
  });

  it("refuses a conversation with oneself", async () => {
    const res = await thread(buyer, buyer);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("You cannot send a message to yourself");
  });

  it("needs a session", async () => {
    expect((await call(listConversations, "GET", "/server/messages")).status).toBe(401);
    expect((await call(getThread, "GET", `/server/messages/${seller.id}`, { params: { id: seller.id } })).status).toBe(401);
    expect((await call(unread, "GET", "/server/messages/unread")).status).toBe(401);
  });
});

describe("POST /server/messages about a listing the sender cannot see", () => {
  // An inactive or hidden listing is its seller's (and the moderators'): to anyone else it answers as an
  // unknown one does, and the answer names nothing. Between two people who already wrote about it, it stays.
  let asker: TUser;
  let owner: TUser;
  const NEVER = "cmneverexisted000000000000";
  const ask = (from: TUser, to: TUser, pet: string, message = "Is this one still available?") =>
    post(from, { receiver_id: to.id, pet_id: pet, message });
  const namesOf = async (userId: string) => JSON.stringify(await db.liveEvent.findMany({ where: { userId }, select: { data: true } }));

  beforeAll(async () => {
    asker = await createUser({ name: "Asha Asker" });
    owner = await createUser({ name: "Omkar Owner" });
  });

  it.each(["inactive", "hidden"] as const)(
    "a stranger's message about a listing that is %s: as for an unknown one, and nothing is sent",
    async (status) => {
      const secret = await createPet(owner.id, { name: `Secret ${status} Sheru` });
      await db.pet.update({ where: { id: secret.id }, data: { status } });
      const unknown = await ask(asker, owner, NEVER);
      const res = await ask(asker, owner, secret.id);
      expect([res.status, res.json.code]).toEqual([404, "PET_NOT_FOUND"]);
      expect(res.json).toEqual(unknown.json);
      expect(JSON.stringify(res.json)).not.toContain("Sheru");
      expect(await db.message.count({ where: { petId: secret.id } })).toBe(0);
      expect(await namesOf(asker.id)).not.toContain("Sheru");
      expect(await namesOf(owner.id)).not.toContain("Sheru");
      // A deleted listing too.
      await db.pet.delete({ where: { id: secret.id } });
      expect((await ask(asker, owner, secret.id)).json).toEqual(unknown.json);
    },
  );

  it("a sold listing, and the seller's own listing in any state, may be named", async () => {
    const sold = await createPet(owner.id, { name: "Sold Sultan", status: "sold" });
    const soldRes = await ask(asker, owner, sold.id);
    expect([soldRes.status, soldRes.json.data?.pet_name]).toEqual([201, "Sold Sultan"]);
    for (const status of ["inactive", "hidden"] as const) {
      const own = await createPet(owner.id, { name: `Own ${status}` });
      await db.pet.update({ where: { id: own.id }, data: { status } });
      const res = await ask(owner, asker, own.id, "You asked about this one earlier?");
      expect([res.status, res.json.data?.pet_name]).toEqual([201, `Own ${status}`]);
    }
  });

  it("the two who already wrote about a listing keep writing about it after it is hidden; anyone else is told nothing", async () => {
    const bruno = await createPet(owner.id, { name: "Later Hidden Laddu" });
    expect((await ask(asker, owner, bruno.id, "Is Laddu vaccinated?")).status).toBe(201);
    await db.pet.update({ where: { id: bruno.id }, data: { status: "hidden", hiddenCause: "moderator", hiddenAt: new Date() } });

    const reply = await ask(owner, asker, bruno.id, "Yes, both doses.");
    expect([reply.status, reply.json.data?.pet_name]).toEqual([201, "Later Hidden Laddu"]);
    const again = await ask(asker, owner, bruno.id, "Thanks!");
    expect([again.status, again.json.data?.pet_name]).toEqual([201, "Later Hidden Laddu"]);

    // Someone who never wrote about it, to either of the two.
    const unknown = await ask(third, owner, NEVER);
    for (const to of [owner, asker]) {
      const res = await ask(third, to, bruno.id);
      expect(res.json).toEqual(unknown.json);
    }
    expect(await namesOf(third.id)).not.toContain("Laddu");
  });
});
