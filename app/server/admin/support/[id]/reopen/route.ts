// POST /server/admin/support/{id}/reopen — moderators: reopen a closed request
import { withRoute } from "@/lib/api/route";
import { reopenSupportRequest } from "@/lib/moderation/support-inbox";

export const POST = withRoute({
  auth: "required",
  role: "moderator",
  notFound: "SUPPORT_REQUEST_NOT_FOUND",
  handler: async ({ auth, params }) => ({
    message: "The request is open again",
    request: await reopenSupportRequest({ actor: { id: auth.user.id, email: auth.user.email }, id: params.id }),
  }),
});
