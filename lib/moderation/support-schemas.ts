import * as z from "zod";
import "@/lib/zod";
import { keyV, type TV } from "@/lib/validation/messages";
import { SUPPORT_LIMITS } from "@/lib/support/schemas";

// The support inbox's endpoints (/server/admin/support…), shared by the handlers and the console's forms.

export const SUPPORT_INBOX_STATUSES = ["open", "answered", "closed"] as const;
export type TSupportStatus = (typeof SUPPORT_INBOX_STATUSES)[number];
/** The inbox's filters: one status, every request, or (without `status`) the ones still to work on. */
export const SUPPORT_INBOX_FILTERS = ["pending", ...SUPPORT_INBOX_STATUSES, "all"] as const;
export type TSupportInboxFilter = (typeof SUPPORT_INBOX_FILTERS)[number];

/** GET /server/admin/support: `status` open, answered, closed or all; without it, open and answered. */
export const ZSupportInboxQuery = z.object({
  status: z.preprocess(
    (x) => (x === "" ? undefined : x),
    z.enum(SUPPORT_INBOX_FILTERS, "status must be pending, open, answered, closed or all").default("pending"),
  ),
});
export type TSupportInboxQuery = z.infer<typeof ZSupportInboxQuery>;

/**
 * POST /server/admin/support/{id}/reply: the answer mailed to the sender, as long as their message may be.
 * `message`, like the support form's field, is a multi-line text for the input hygiene (lib/http/input.ts).
 */
export const makeSupportReplySchema = (v: TV = keyV) =>
  z.object({ message: z.string(v("messageRequired")).trim().min(1, v("messageRequired")).max(SUPPORT_LIMITS.message, v("messageMax")) });

export const ZSupportReply = makeSupportReplySchema();
export type TSupportReply = z.infer<typeof ZSupportReply>;
