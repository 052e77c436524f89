import { ApiError } from "@/lib/api-client/fetch";
import { dedupeMessages, messagesApi, type TMessage } from "./client";

const msg = (id: string, message = "hi"): TMessage => ({ id, sender_id: "a", receiver_id: "b", sender_name: "A", pet_id: null, pet_name: null, message, created_at: "2026-11-21T10:00:00.000Z", is_read: false });

/** The server's answer for the next call (the browser's fetch, answered in memory). */
function answer(body: unknown, status = 200) {
  global.fetch = jest.fn(async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } })) as typeof fetch;
}

describe("dedupeMessages", () => {
  it("keeps the first copy of each id and says whether there were repeats", () => {
    const { messages, hasDuplicates } = dedupeMessages([msg("1", "first"), msg("2"), msg("1", "again")]);
    expect(messages.map((m) => [m.id, m.message])).toEqual([["1", "first"], ["2", "hi"]]);
    expect(hasDuplicates).toBe(true);
    expect(dedupeMessages([msg("1"), msg("2")]).hasDuplicates).toBe(false);
  });
});

describe("messagesApi answer checks", () => {
  it.each([
    ["no list", { success: true }],
    ["a list with a broken item", { success: true, conversations: [{ other_user_id: "x" }] }],
  ])("conversations: %s is 'Invalid conversations data'", async (_label, body) => {
    answer(body);
    await expect(messagesApi.conversations()).rejects.toMatchObject({ message: "Invalid conversations data" });
  });

  it.each([
    ["no list", { success: true, participant: { id: "b", name: "B" } }],
    ["messages that are not objects", { success: true, messages: ["hi"] }],
  ])("thread: %s is 'Invalid messages data'", async (_label, body) => {
    answer(body);
    await expect(messagesApi.thread("b")).rejects.toMatchObject({ message: "Invalid messages data" });
  });

  it("reads a valid thread with its participant, and a server refusal keeps its code", async () => {
    answer({ success: true, participant: { id: "b", name: "Bala" }, messages: [msg("1")] });
    await expect(messagesApi.thread("b")).resolves.toEqual({ participant: { id: "b", name: "Bala" }, messages: [msg("1")] });
    answer({ success: false, code: "NOT_FOUND", message: "User not found" }, 404);
    const e = await messagesApi.thread("zz").catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ status: 404, code: "NOT_FOUND", message: "User not found" });
  });

  it("counts unread as a whole number, 0 when missing", async () => {
    answer({ success: true, unread: 3 });
    await expect(messagesApi.unread()).resolves.toBe(3);
    answer({ success: true });
    await expect(messagesApi.unread()).resolves.toBe(0);
  });
});
