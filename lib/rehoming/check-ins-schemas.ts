import * as z from "zod";
import "@/lib/zod";
import { CHECK_IN_NOTE_MAX_LENGTH } from "./constants";

// Shared by the check-in answer form and its handler (POST /server/check-ins/{id}). Every message a
// person can meet is an error code, which the form shows in the reader's language.

export const CHECK_IN_ANSWER_VALUES = ["settling_well", "some_trouble", "needs_new_home"] as const;
export type TCheckInAnswerValue = (typeof CHECK_IN_ANSWER_VALUES)[number];

export const ZCheckInAnswer = z.object({
  answer: z.enum(CHECK_IN_ANSWER_VALUES, "CHECK_IN_ANSWER_INVALID"),
  note: z.string("CHECK_IN_NOTE_TOO_LONG").trim().max(CHECK_IN_NOTE_MAX_LENGTH, "CHECK_IN_NOTE_TOO_LONG").nullish(),
});
export type TCheckInAnswerInput = z.infer<typeof ZCheckInAnswer>;

/** The answer a mail's button chose (`?answer=` on the answer page), or null for anything else. */
export const answerParam = (raw: string | string[] | undefined): TCheckInAnswerValue | null =>
  typeof raw === "string" && (CHECK_IN_ANSWER_VALUES as readonly string[]).includes(raw) ? (raw as TCheckInAnswerValue) : null;
