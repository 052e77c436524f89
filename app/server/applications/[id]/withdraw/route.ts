// POST /server/applications/{id}/withdraw — the applicant withdraws (a chosen one before paying: the reserved order is cancelled)
import { withRoute } from "@/lib/api/route";
import { withdrawApplication } from "@/lib/applications/service";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, params }) => {
  await withdrawApplication({ applicationId: params.id, applicantId: auth.user.id });
  return { message: "Application withdrawn" };
});
