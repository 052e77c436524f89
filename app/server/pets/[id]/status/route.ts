// PATCH /server/pets/{id}/status — the owner marks a listing active, inactive or sold
import { withRoute } from "@/lib/api/route";
import { setPetStatus } from "@/lib/pets/set-pet-status";
import * as contract from "./contract";

export const PATCH = withRoute(contract.PATCH, async ({ auth, params, body }) => {
  await setPetStatus({ petId: params.id, userId: auth.user.id, status: body.status });
  return { message: "Listing status updated.", status: body.status };
});
