// POST /server/admin/support/{id}/close — moderators: close a request (resolved)
import { withRoute } from "@/lib/api/route";
import { closeSupportRequest } from "@/lib/moderation/support-inbox";

export const POST = withRoute({
  auth: "required",
  role: "moderator",
  notFound: "SUPPORT_REQUEST_NOT_FOUND",
  handler: async ({ auth, params }) => ({
    message: "The request is closed",
    request: await closeSupportRequest({ actor: { id: auth.user.id, email: auth.user.email }, id: params.id }),
  }),
});
