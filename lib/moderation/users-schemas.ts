import * as z from "zod";
import "@/lib/zod";

// The moderation console's user endpoints (/server/admin/users…): shared by the handlers and the
// console's forms. The suspension reason's failures are error codes (texts in `Errors`), so the form
// shows them in the moderator's language with the same rule the server applies.

export const MODERATION_USER_LIMITS = { reason: 500, query: 100, results: 50 } as const;

type TReasonCode = "SUSPEND_REASON_REQUIRED" | "SUSPEND_REASON_TOO_LONG";

/** POST /server/admin/users/{id}/suspend. `text` words a failure (the form's translator; the code itself on the server). */
export const makeSuspendUserSchema = (text: (code: TReasonCode) => string = (code) => code) =>
  z.object({
    reason: z
      .string(text("SUSPEND_REASON_REQUIRED"))
      .trim()
      .min(1, text("SUSPEND_REASON_REQUIRED"))
      .max(MODERATION_USER_LIMITS.reason, text("SUSPEND_REASON_TOO_LONG")),
  });

export const ZSuspendUser = makeSuspendUserSchema();
export type TSuspendUser = z.infer<typeof ZSuspendUser>;

/** GET /server/admin/users: `q` is part of an email address or a name (any case); without it, the newest members. */
export const ZUserSearchQuery = z.object({
  q: z.preprocess(
    (x) => (typeof x === "string" ? x.trim() || undefined : x),
    z.string().max(MODERATION_USER_LIMITS.query, `q must be at most ${MODERATION_USER_LIMITS.query} characters`).optional(),
  ),
});
export type TUserSearchQuery = z.infer<typeof ZUserSearchQuery>;
