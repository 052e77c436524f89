// GET /server/admin/audit — the audit log, newest first, keyset-paged (read only: no route changes an entry)
import { withRoute } from "@/lib/api/route";
import { getAuditPage } from "@/lib/moderation/get-audit-page";
import { ZAuditQuery } from "@/lib/moderation/reports-schemas";

export const GET = withRoute({
  auth: "required",
  role: "moderator",
  query: ZAuditQuery,
  handler: async ({ query }) => getAuditPage(query),
});
