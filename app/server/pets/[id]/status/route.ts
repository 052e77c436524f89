// PATCH /server/pets/{id}/status — the owner marks a listing active, inactive or sold
import { withRoute } from "@/lib/api/route";
import { ZPetStatus } from "@/lib/pets/schemas";
import { setPetStatus } from "@/lib/pets/set-pet-status";

export const PATCH = withRoute({
  auth: "required",
  notFound: "PET_NOT_FOUND",
  body: ZPetStatus,
  handler: async ({ auth, params, body }) => {
    await setPetStatus({ petId: params.id, userId: auth.user.id, status: body.status });
    return { message: "Listing status updated.", status: body.status };
  },
});
