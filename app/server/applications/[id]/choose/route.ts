// POST /server/applications/{id}/choose — the owner chooses a home: a reserved order at the adoption fee, the others declined
import { withRoute } from "@/lib/api/route";
import { chooseApplication } from "@/lib/applications/service";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, params }) => {
  const { orderId } = await chooseApplication({ applicationId: params.id, ownerId: auth.user.id });
  return { message: "Home chosen", order_id: orderId };
});
