// The bodies and queries of the listing-moderation endpoints (lib/moderation/listing-moderation.ts and the
// operations beside it): the reports queue's actions under /server/admin, the audit log's paging, and a
// seller's appeal of a hidden listing.
import * as z from "zod";
import "@/lib/zod";
import { keyV } from "@/lib/validation/messages";
import { makePageQuery } from "@/lib/validation/page-query";

export const MODERATION_REASON_MAX = 1000;
/** An appeal is a support request: the support form's limit (Validation.messageMax names it). */
export const APPEAL_MESSAGE_MAX = 5000;
export const AUDIT_PAGE_SIZE = 50;

const reasonText = z.string("MODERATION_REASON_REQUIRED").trim().max(MODERATION_REASON_MAX, "MODERATION_REASON_TOO_LONG");

/** Hide, delete, and act on a conversation report: the reason is required (the seller or sender reads it). */
export const ZModerationReason = z.object({ reason: reasonText.min(1, "MODERATION_REASON_REQUIRED") });
/** Restore, dismiss: a reason is welcome (the audit log keeps it) but not required; no body at all is fine. */
export const ZOptionalModerationReason = z.object({ reason: reasonText.default("") });
export type TModerationReason = z.infer<typeof ZModerationReason>;

/** POST /server/pets/{id}/appeal: the seller's message to the moderators. */
export const ZAppeal = z.object({
  message: z.string(keyV("messageRequired")).trim().min(1, keyV("messageRequired")).max(APPEAL_MESSAGE_MAX, keyV("messageMax")),
});
export type TAppeal = z.infer<typeof ZAppeal>;

/** GET /server/admin/audit: newest first, keyset-paged by the answer's nextCursor. */
export const ZAuditQuery = makePageQuery(AUDIT_PAGE_SIZE);
export type TAuditQuery = z.infer<typeof ZAuditQuery>;
