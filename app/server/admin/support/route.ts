// GET /server/admin/support — moderators: the support inbox (overdue first, then the oldest)
import { withRoute } from "@/lib/api/route";
import { listSupportRequests } from "@/lib/moderation/support-inbox";
import * as contract from "./contract";

export const GET = withRoute(contract.GET, async ({ query }) => listSupportRequests({ filter: query.status }));
