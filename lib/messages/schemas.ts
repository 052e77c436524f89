import * as z from "zod";
import "@/lib/zod";

// Texts a person can meet are error codes (lib/http/errors.ts); the rest are details for API clients.

export const MAX_MESSAGE_LENGTH = 2000;

export const ZSendMessage = z.object({
  receiver_id: z.string("receiver_id is required").trim().min(1, "receiver_id is required").max(40, "RECIPIENT_NOT_FOUND"),
  pet_id: z
    .string("pet_id must be text")
    .trim()
    .max(40, "PET_NOT_FOUND")
    .nullish()
    .transform((v) => v || null),
  message: z.string("Message must be text").trim().min(1, "MESSAGE_EMPTY").max(MAX_MESSAGE_LENGTH, "MESSAGE_TOO_LONG"),
});
export type TSendMessage = z.infer<typeof ZSendMessage>;

export const MAX_REPORT_NOTE_LENGTH = 1000;

/** POST /server/messages/report: the other person of the conversation, the pet it is about (optional) and a note. */
export const ZReportConversation = z.object({
  userId: z.string("userId is required").trim().min(1, "userId is required").max(40, "USER_NOT_FOUND"),
  petId: z
    .string("petId must be text")
    .trim()
    .max(40, "PET_NOT_FOUND")
    .nullish()
    .transform((v) => v || null),
  note: z
    .string("Note must be text")
    .trim()
    .max(MAX_REPORT_NOTE_LENGTH, `Note must be at most ${MAX_REPORT_NOTE_LENGTH} characters`)
    .default(""),
});
export type TReportConversation = z.infer<typeof ZReportConversation>;
