// What the message endpoints answer, as zod schemas: the service's types are inferred from them, and
// the API reference (lib/openapi) describes the answers with them.
import * as z from "zod";
import { okAnswer } from "@/lib/http/envelope";
import { SCAM_SIGNALS } from "./constants";

export const ZConversationDto = z
  .object({
    other_user_id: z.string(),
    other_user_name: z.string(),
    pet_name: z.string().nullable().meta({ description: "The pet of the latest message that names one." }),
    last_message: z.string(),
    last_message_time: z.iso.datetime(),
    unread_count: z.number().int().meta({ description: "Messages from the other person that I have not opened." }),
  })
  .meta({ id: "Conversation", description: "A conversation with one other user." });
export type TConversationDto = z.infer<typeof ZConversationDto>;

export const ZMessageDto = z
  .object({
    id: z.string(),
    sender_id: z.string(),
    receiver_id: z.string(),
    sender_name: z.string(),
    pet_id: z.string().nullable(),
    pet_name: z.string().nullable(),
    message: z.string(),
    created_at: z.iso.datetime(),
    is_read: z.boolean(),
    safety: z.array(z.enum(SCAM_SIGNALS)).meta({
      description:
        "What a message I received carries that advance-fee scams use (lib/messages/scam-signals.ts): a phone number, a UPI ID, bank details, a payment link, a request for an advance or fee. Always empty for the messages I sent. Nothing is blocked and the text is never changed; the chat shows a safety notice.",
    }),
  })
  .meta({ id: "Message", description: "One message." });
export type TMessageDto = z.infer<typeof ZMessageDto>;

/** The other person of a conversation: a brand-new conversation needs their name before any message. */
export const ZParticipantDto = z
  .object({ id: z.string(), name: z.string() })
  .meta({ id: "Participant", description: "The other person of a conversation." });
export type TParticipantDto = z.infer<typeof ZParticipantDto>;

/** GET /server/messages. */
export const ZConversationsAnswer = okAnswer({ conversations: z.array(ZConversationDto) });
/** GET /server/messages/{id}: the other person, then the messages oldest first. */
export const ZThreadAnswer = okAnswer({ participant: ZParticipantDto, messages: z.array(ZMessageDto) });
/** GET /server/messages/unread. */
export const ZUnreadAnswer = okAnswer({ unread: z.number().int() });
/** POST /server/messages: the message as stored. */
export const ZSentMessageAnswer = okAnswer({ message: z.string(), data: ZMessageDto });
