// GET /server/admin/support/{id} — moderators: one support request with its replies
import { withRoute } from "@/lib/api/route";
import { getSupportRequest } from "@/lib/moderation/support-inbox";

export const GET = withRoute({
  auth: "required",
  role: "moderator",
  notFound: "SUPPORT_REQUEST_NOT_FOUND",
  handler: async ({ params }) => ({ request: await getSupportRequest({ id: params.id }) }),
});
