// POST /server/admin/pets/{id}/restore — a moderator brings a hidden listing back and dismisses its open reports
import { withRoute } from "@/lib/api/route";
import { restoreListing } from "@/lib/moderation/restore-listing";
import { ZOptionalModerationReason } from "@/lib/moderation/reports-schemas";

export const POST = withRoute({
  auth: "required",
  role: "moderator",
  notFound: "PET_NOT_FOUND",
  body: ZOptionalModerationReason,
  handler: async ({ auth, params, body }) => {
    await restoreListing({ petId: params.id, actor: auth.user, reason: body.reason });
    return { message: "The listing is visible again." };
  },
});
