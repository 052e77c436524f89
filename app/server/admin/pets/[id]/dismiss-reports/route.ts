// POST /server/admin/pets/{id}/dismiss-reports — a moderator closes a listing's open reports, leaving the listing as it is
import { withRoute } from "@/lib/api/route";
import { dismissListingReports } from "@/lib/moderation/dismiss-listing-reports";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, params, body }) => {
  await dismissListingReports({ petId: params.id, actor: auth.user, reason: body.reason });
  return { message: "The reports are dismissed." };
});
