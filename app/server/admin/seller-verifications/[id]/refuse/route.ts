// POST /server/admin/seller-verifications/{id}/refuse — moderators: refuse a registration, with a reason
import { withRoute } from "@/lib/api/route";
import { refuseRegistration } from "@/lib/sellers/registration-service";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, params, body }) => {
  await refuseRegistration({ registrationId: params.id, actor: { id: auth.user.id, email: auth.user.email }, reason: body.reason });
  return { message: "Registration refused" };
});
