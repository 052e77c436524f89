// POST /server/orders/handover — the seller enters the buyer's handover code: the pet is handed over
import { withRoute } from "@/lib/api/route";
import { notifyProtectionStep } from "@/lib/notifications/protection";
import { handOverWithCode } from "@/lib/orders/protection";
import { refreshSellerPages } from "@/lib/pets/revalidate";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, body }) => {
  await handOverWithCode({ orderId: body.order_id, sellerId: auth.user.id, code: body.code });
  await notifyProtectionStep({ orderId: body.order_id, step: "handed_over" });
  await refreshSellerPages(auth.user.id);
  return { message: "Handover recorded" };
});
