// Typed calls to /server/messages for the browser. Texts live in messages/*.json,
// namespace Messages.
import { apiCall, type TBodyOf } from "@/lib/api-client/call";
import { ApiError } from "@/lib/api-client/fetch";
// Types only: erased at build time, so zod never reaches the browser through them.
import type { ZTicketAnswer } from "@/lib/support/responses";
import type {
  TConversationDto,
  TMessageDto,
  TParticipantDto,
  ZConversationsAnswer,
  ZSentMessageAnswer,
  ZThreadAnswer,
  ZUnreadAnswer,
} from "./responses";
import type { ZReportConversation, ZSendMessage } from "./schemas";
import { SCAM_SIGNALS, type TScamSignal } from "./constants";

export type { TConversationDto, TMessageDto, TParticipantDto, TScamSignal };

export const INVALID_CONVERSATIONS_MESSAGE = "Invalid conversations data";
export const INVALID_MESSAGES_MESSAGE = "Invalid messages data";

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === "string";
const textOrNull = (v: unknown) => (isText(v) && v ? v : null);
const isSignal = (v: unknown): v is TScamSignal => SCAM_SIGNALS.includes(v as TScamSignal);
/** The safety signals of a message: the ones this page knows, each once (an older server sends none). */
const signalsOf = (v: unknown): TScamSignal[] => (Array.isArray(v) ? SCAM_SIGNALS.filter((s) => v.filter(isSignal).includes(s)) : []);

// The chat reads its answers through guards named after their DTOs: it must still open on an answer
// of a server a version older (no `safety` then), and a broken list is refused as a whole ('Invalid
// conversations data', 'Invalid messages data') rather than shown shorter.

/** One conversation of the answer, or null when a required field is missing. */
function guardConversation(v: unknown): TConversationDto | null {
  if (!isObject(v) || !isText(v.other_user_id) || !isText(v.other_user_name) || !isText(v.last_message) || !isText(v.last_message_time))
    return null;
  const unread = Number(v.unread_count);
  return {
    other_user_id: v.other_user_id,
    other_user_name: v.other_user_name,
    pet_name: textOrNull(v.pet_name),
    last_message: v.last_message,
    last_message_time: v.last_message_time,
    unread_count: Number.isInteger(unread) && unread > 0 ? unread : 0,
  };
}

/** One message of the answer, or null when a required field is missing. */
function guardMessage(v: unknown): TMessageDto | null {
  if (!isObject(v) || !isText(v.id) || !isText(v.sender_id) || !isText(v.message) || !isText(v.created_at)) return null;
  return {
    id: v.id,
    sender_id: v.sender_id,
    receiver_id: isText(v.receiver_id) ? v.receiver_id : "",
    sender_name: isText(v.sender_name) ? v.sender_name : "",
    pet_id: textOrNull(v.pet_id),
    pet_name: textOrNull(v.pet_name),
    message: v.message,
    created_at: v.created_at,
    is_read: v.is_read === true,
    safety: signalsOf(v.safety),
  };
}

/** The other person, or null when the answer names none it can read. */
const guardParticipant = (p: unknown): TParticipantDto | null =>
  isObject(p) && isText(p.id) && isText(p.name) ? { id: p.id, name: p.name } : null;

/** Every item must be valid: a half-readable list is a broken answer, not a shorter conversation. */
function listOf<T>(value: unknown, map: (v: unknown) => T | null, message: string): T[] {
  const invalid = () => new ApiError({ status: 200, code: "INVALID_RESPONSE", message });
  if (!Array.isArray(value)) throw invalid();
  return value.map((v) => {
    const item = map(v);
    if (!item) throw invalid();
    return item;
  });
}

/** The messages without repeated ids (the first copy wins), and whether there were any repeats. */
export function dedupeMessages(messages: TMessageDto[]): { messages: TMessageDto[]; hasDuplicates: boolean } {
  const seen = new Set<string>();
  const unique = messages.filter((m) => (seen.has(m.id) ? false : (seen.add(m.id), true)));
  return { messages: unique, hasDuplicates: unique.length !== messages.length };
}

export const messagesApi = {
  /** GET /server/messages → my conversations, newest first ('Invalid conversations data' without a valid list). */
  conversations: async (signal?: AbortSignal) =>
    listOf(
      (await apiCall<typeof ZConversationsAnswer>("/messages", { signal })).conversations,
      guardConversation,
      INVALID_CONVERSATIONS_MESSAGE,
    ),
  /** GET /server/messages/{userId} → who they are, and our messages oldest first ('Invalid messages data' without a valid list). */
  thread: async (userId: string, signal?: AbortSignal) => {
    const body = await apiCall<typeof ZThreadAnswer>(`/messages/${encodeURIComponent(userId)}`, { signal });
    return { participant: guardParticipant(body.participant), messages: listOf(body.messages, guardMessage, INVALID_MESSAGES_MESSAGE) };
  },
  /** GET /server/messages/unread → how many messages to me are unread (the header badge). */
  unread: async (signal?: AbortSignal) => {
    const n = Number((await apiCall<typeof ZUnreadAnswer>("/messages/unread", { signal })).unread);
    return Number.isInteger(n) && n > 0 ? n : 0;
  },
  /** POST /server/messages { receiver_id, pet_id, message } → the stored message. */
  send: async ({ receiverId, petId, message }: { receiverId: string; petId: string | null; message: string }) => {
    const body = await apiCall<typeof ZSentMessageAnswer, typeof ZSendMessage>("/messages", {
      method: "POST",
      body: { receiver_id: receiverId, pet_id: petId, message },
    });
    return { message: body.message, data: guardMessage(body.data) };
  },
  /** POST /server/messages/report { userId, petId, note } → the conversation goes to the moderators (again: re-opened), with its ticket. */
  report: (body: TBodyOf<typeof ZReportConversation>) =>
    apiCall<typeof ZTicketAnswer, typeof ZReportConversation>("/messages/report", { method: "POST", body }),
};

/** A thread as the chat reads it: its participant null when the answer names none it can read. */
export type TThread = Awaited<ReturnType<typeof messagesApi.thread>>;
