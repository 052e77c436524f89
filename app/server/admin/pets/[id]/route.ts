// DELETE /server/admin/pets/{id} — a moderator deletes a listing and its photos, with a reason for its seller
import { withRoute } from "@/lib/api/route";
import { deleteListing } from "@/lib/moderation/delete-listing";
import { ZModerationReason } from "@/lib/moderation/reports-schemas";

export const DELETE = withRoute({
  auth: "required",
  role: "moderator",
  notFound: "PET_NOT_FOUND",
  body: ZModerationReason,
  handler: async ({ auth, params, body }) => {
    await deleteListing({ petId: params.id, actor: auth.user, reason: body.reason });
    return { message: "The listing is deleted." };
  },
});
