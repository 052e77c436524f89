import * as z from "zod";
import "@/lib/zod";
import { pageCursor, pageLimit } from "@/lib/validation/page-query";

// The console's payment problems (/server/admin/payment-problems): shared by the handlers and the console's forms.

export const PAYMENT_PROBLEM_LIMITS = { note: 1000, pageSize: 50 } as const;

/** GET: open problems (or resolved ones), newest first, keyset-paged by nextCursor. */
export const ZPaymentProblemsQuery = z.object({
  state: z.preprocess((x) => (x === "" ? undefined : x), z.enum(["open", "resolved"], "state must be open or resolved").default("open")),
  limit: pageLimit(PAYMENT_PROBLEM_LIMITS.pageSize),
  cursor: pageCursor,
});
export type TPaymentProblemsQuery = z.infer<typeof ZPaymentProblemsQuery>;

const note = z
  .string("PAYMENT_PROBLEM_NOTE_REQUIRED")
  .trim()
  .min(1, "PAYMENT_PROBLEM_NOTE_REQUIRED")
  .max(PAYMENT_PROBLEM_LIMITS.note, "PAYMENT_PROBLEM_NOTE_TOO_LONG")
  .meta({ description: "What the moderator found or did (kept in the audit log and on the problem)." });

/** POST …/{id}/resolve: the note is required. */
export const ZResolvePaymentProblem = z.object({ note });
export type TResolvePaymentProblem = z.infer<typeof ZResolvePaymentProblem>;

/** POST …/{id}/retry: a note is optional (a retry that only marks resolved keeps it). */
export const ZRetryPaymentProblem = z.object({ note: note.optional() });
export type TRetryPaymentProblem = z.infer<typeof ZRetryPaymentProblem>;
