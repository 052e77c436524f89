// GET /server/admin/audit — the audit log, newest first, keyset-paged (read only: no route changes an entry)
import { withRoute } from "@/lib/api/route";
import { getAuditPage } from "@/lib/moderation/get-audit-page";
import * as contract from "./contract";

export const GET = withRoute(contract.GET, async ({ query }) => getAuditPage(query));
