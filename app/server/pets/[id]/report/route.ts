// POST /server/pets/{id}/report — any signed-in user reports a listing (reason + note)
import { ok } from "@/lib/http/respond";
import { withRoute } from "@/lib/api/route";
import { PET_LIMITS } from "@/lib/pets/limits";
import { ZReport } from "@/lib/pets/schemas";
import { reportPet } from "@/lib/pets/service";

export const POST = withRoute({
  auth: "required",
  notFound: "PET_NOT_FOUND",
  body: ZReport,
  rateLimit: ({ auth }) => [{ rule: PET_LIMITS.reportPerUser, subject: auth!.user.id }],
  handler: async ({ auth, params, body }) => {
    await reportPet({ petId: params.id, reporterId: auth.user.id, reason: body.reason, note: body.note });
    return ok({ message: "Thank you. Our team will review this listing." }, { status: 201 });
  },
});
