// POST /server/orders/dispute/statement — the seller adds their side to an open dispute (a form with photos)
import { withRoute } from "@/lib/api/route";
import { addSellerStatement } from "@/lib/disputes/service";
import { notifyProtectionStep } from "@/lib/notifications/protection";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, body, form }) => {
  await addSellerStatement({ sellerId: auth.user.id, input: body, form });
  await notifyProtectionStep({ orderId: body.order_id, step: "dispute_statement" });
  return { message: "Your statement has been added" };
});
