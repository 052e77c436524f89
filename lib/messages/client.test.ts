import { ApiError } from "@/lib/api-client/fetch";
import { dedupeMessages, messagesApi, type TMessageDto } from "./client";

const msg = (id: string, message = "hi", safety: TMessageDto["safety"] = []): TMessageDto => ({
  id,
  sender_id: "a",
  receiver_id: "b",
  sender_name: "A",
  pet_id: null,
  pet_name: null,
  message,
  created_at: "2026-11-21T10:00:00.000Z",
  is_read: false,
  safety,
});

/** The server's answer for the next call (the browser's fetch, answered in memory). */
function answer(body: unknown, status = 200) {
  global.fetch = jest.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
  ) as typeof fetch;
}

describe("dedupeMessages", () => {
  it("keeps the first copy of each id and says whether there were repeats", () => {
    const { messages, hasDuplicates } = dedupeMessages([msg("1", "first"), msg("2"), msg("1", "again")]);
    expect(messages.map((m) => [m.id, m.message])).toEqual([
      ["1", "first"],
      ["2", "hi"],
    ]);
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

  it("keeps the safety signals it knows, in order and once each; none when the answer has none", async () => {
    const { safety: _, ...withoutSafety } = msg("2");
    answer({
      success: true,
      participant: { id: "b", name: "Bala" },
      messages: [{ ...msg("1"), safety: ["advance", "upi", "made_up", 7, "upi"] }, withoutSafety, { ...msg("3"), safety: "phone" }],
    });
    const { messages } = await messagesApi.thread("b");
    expect(messages.map((m) => m.safety)).toEqual([["upi", "advance"], [], []]);
  });

  it("reports a conversation with POST /server/messages/report", async () => {
    answer({ success: true, message: "Thanks — we review reports within 24 hours" }, 201);
    await expect(messagesApi.report({ userId: "b", petId: null, note: "asked for an advance" })).resolves.toMatchObject({ success: true });
    const [url, init] = (global.fetch as jest.Mock).mock.calls[0];
    expect(String(url)).toMatch(/\/server\/messages\/report$/);
    expect(init).toMatchObject({ method: "POST" });
    expect(JSON.parse(init.body)).toEqual({ userId: "b", petId: null, note: "asked for an advance" });
  });

  it("counts unread as a whole number, 0 when missing", async () => {
    answer({ success: true, unread: 3 });
    await expect(messagesApi.unread()).resolves.toBe(3);
    answer({ success: true });
    await expect(messagesApi.unread()).resolves.toBe(0);
  });
});
