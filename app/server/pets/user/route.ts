// GET /server/pets/user — the signed-in user's listings, every status
import { withRoute } from "@/lib/api/route";
import { listSellerPets } from "@/lib/pets/list-seller-pets";

export const GET = withRoute({
  auth: "required",
  handler: async ({ auth }) => ({ pets: await listSellerPets({ sellerId: auth.user.id }) }),
});
