// GET /server/admin/reports — the moderators' queue: listings with open reports, and open conversation reports
import { withRoute } from "@/lib/api/route";
import { getReportsQueue } from "@/lib/moderation/get-reports-queue";

export const GET = withRoute({
  auth: "required",
  role: "moderator",
  handler: async () => getReportsQueue(),
});
