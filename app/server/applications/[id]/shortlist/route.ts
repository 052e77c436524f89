// POST /server/applications/{id}/shortlist — the owner shortlists an application, or takes it off the shortlist
import { withRoute } from "@/lib/api/route";
import { shortlistApplication } from "@/lib/applications/service";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, params, body }) => {
  await shortlistApplication({ applicationId: params.id, ownerId: auth.user.id, shortlisted: body.shortlisted });
  return { message: body.shortlisted ? "Shortlisted" : "Removed from the shortlist" };
});
