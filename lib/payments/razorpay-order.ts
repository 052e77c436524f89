import "server-only";
import { getDb } from "@/lib/db";
import type { TRazorpayGateway } from "./razorpay-gateway";
import type { TRazorpayCheckoutDto } from "./responses";

/**
 * Razorpay's order for an open payment: made once, at its total in paise, with our payment's id as its
 * receipt, and kept on the payment. Made outside the payment's transaction (it is a call to Razorpay);
 * when two requests make one at once, the first kept wins and the other order is never paid.
 */
export async function openCheckout(
  gateway: TRazorpayGateway,
  payment: { paymentId: string; total: number; gatewayOrderId: string | null },
): Promise<TRazorpayCheckoutDto> {
  let orderId = payment.gatewayOrderId;
  if (!orderId) {
    const order = await gateway.createOrder({ amount: payment.total * 100, receipt: payment.paymentId });
    const kept = await getDb().payment.updateMany({
      where: { id: payment.paymentId, gatewayOrderId: null },
      data: { gatewayOrderId: order.id },
    });
    orderId =
      kept.count === 1
        ? order.id
        : (await getDb().payment.findUniqueOrThrow({ where: { id: payment.paymentId }, select: { gatewayOrderId: true } })).gatewayOrderId!;
  }
  return { provider: "razorpay", key_id: gateway.keyId, order_id: orderId, amount: payment.total * 100, currency: "INR" };
}
