import { endpoint } from "@/lib/api/contract";
import { okAnswer } from "@/lib/http/envelope";
import { ZAuditPage } from "@/lib/moderation/reports-responses";
import { ZAuditQuery } from "@/lib/moderation/reports-schemas";

export const GET = endpoint({
  tag: "Moderation",
  summary: "The audit log",
  description:
    "Every moderation action, newest first, keyset-paged: pass nextCursor as cursor for older entries. The log is append-only: no endpoint changes or deletes an entry, and the database refuses to.",
  auth: "required",
  role: "moderator",
  query: ZAuditQuery,
  errors: ["INVALID_CURSOR"],
  responses: [{ status: 200, description: "One page of the log.", schema: okAnswer(ZAuditPage.shape) }],
});
