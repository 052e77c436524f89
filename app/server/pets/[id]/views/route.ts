// POST /server/pets/{id}/views — the pet page's beacon: counts a view once per visitor per day, never
// the owner's. The page itself does not count (it may come from a cache without a render).
import { AppError } from "@/lib/http/errors";
import { ok } from "@/lib/http/respond";
import { withRoute } from "@/lib/http/route";
import { PET_LIMITS } from "@/lib/pets/limits";
import { recordView } from "@/lib/pets/service";

export const POST = withRoute({
  auth: "optional",
  notFoundMessage: "Pet not found",
  rateLimit: ({ ip }) => [{ rule: PET_LIMITS.viewsPerIp, subject: ip }],
  handler: async ({ params, auth, ip, req }) => {
    const counted = await recordView({ petId: params.id, viewerUserId: auth?.user.id, ip, userAgent: req.headers.get("user-agent") ?? "" });
    if (counted === null) throw new AppError("NOT_FOUND", "Pet not found");
    return ok({ counted });
  },
});
