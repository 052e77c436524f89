// POST /server/orders/confirm-handover — the buyer confirms they have the pet
import { withRoute } from "@/lib/api/route";
import { notifyProtectionStep } from "@/lib/notifications/protection";
import { confirmHandover } from "@/lib/orders/protection";
import { refreshSellerPages } from "@/lib/pets/revalidate";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, body }) => {
  const { sellerId } = await confirmHandover({ orderId: body.order_id, buyerId: auth.user.id });
  await notifyProtectionStep({ orderId: body.order_id, step: "handed_over" });
  await refreshSellerPages(sellerId);
  return { message: "Handover recorded" };
});
