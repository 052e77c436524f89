// GET /server/admin/support — moderators: the support inbox (overdue first, then the oldest)
import { withRoute } from "@/lib/api/route";
import { listSupportRequests } from "@/lib/moderation/support-inbox";
import { ZSupportInboxQuery } from "@/lib/moderation/support-schemas";

export const GET = withRoute({
  auth: "required",
  role: "moderator",
  query: ZSupportInboxQuery,
  handler: async ({ query }) => listSupportRequests({ filter: query.status }),
});
