// GET /server/pets/user — the signed-in user's listings, every status
import { withRoute } from "@/lib/api/route";
import { listSellerPets } from "@/lib/pets/list-seller-pets";
import * as contract from "./contract";

export const GET = withRoute(contract.GET, async ({ auth }) => ({ pets: await listSellerPets({ sellerId: auth.user.id }) }));
