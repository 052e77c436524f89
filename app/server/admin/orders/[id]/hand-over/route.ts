// POST /server/admin/orders/{id}/hand-over — moderators: record a handover the code locked out
import { withRoute } from "@/lib/api/route";
import { handOverByModerator } from "@/lib/order-steps/service";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, params }) => {
  await handOverByModerator({ orderId: params.id, actor: { id: auth.user.id, email: auth.user.email } });
  return { message: "Handover recorded" };
});
