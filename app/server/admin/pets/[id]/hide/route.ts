// POST /server/admin/pets/{id}/hide — a moderator hides a listing (or keeps one hidden by reports), with a reason for its seller
import { withRoute } from "@/lib/api/route";
import { hideListing } from "@/lib/moderation/hide-listing";
import { ZModerationReason } from "@/lib/moderation/reports-schemas";

export const POST = withRoute({
  auth: "required",
  role: "moderator",
  notFound: "PET_NOT_FOUND",
  body: ZModerationReason,
  handler: async ({ auth, params, body }) => {
    await hideListing({ petId: params.id, actor: auth.user, reason: body.reason });
    return { message: "The listing is hidden." };
  },
});
