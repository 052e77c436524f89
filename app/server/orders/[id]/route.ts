// GET /server/orders/{id} — one order for its buyer or seller, with its protection state, deadlines and (buyer, held) the code
import { withRoute } from "@/lib/api/route";
import { getOrderDetail } from "@/lib/protection/order-detail";
import * as contract from "./contract";

export const GET = withRoute(contract.GET, async ({ auth, params }) => ({
  order: await getOrderDetail({ orderId: params.id, userId: auth.user.id }),
}));
