// POST /server/pets/{id}/report — any signed-in user reports a listing (reason + note); the third verified
// reporter of an active listing hides it until a moderator looks (lib/moderation/report-listing.ts)
import { ok } from "@/lib/http/respond";
import { withRoute } from "@/lib/api/route";
import { reportListing } from "@/lib/moderation/report-listing";
import { PET_LIMITS } from "@/lib/pets/limits";
import { ZReport } from "@/lib/pets/schemas";

export const POST = withRoute({
  auth: "required",
  notFound: "PET_NOT_FOUND",
  body: ZReport,
  rateLimit: ({ auth }) => [{ rule: PET_LIMITS.reportPerUser, subject: auth!.user.id }],
  handler: async ({ auth, params, body }) => {
    await reportListing({ petId: params.id, reporterId: auth.user.id, reason: body.reason, note: body.note });
    return ok({ message: "Thank you. Our team will review this listing." }, { status: 201 });
  },
});
