import "server-only";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { askRefundsAfterResponse, paymentProvider } from "./providers";
import type { TCheckoutResult } from "./razorpay-checkout";

/** The payment screen's report of how a payment went, counted as the payment's own provider says (lib/payments/providers.ts). */
export async function confirmPayment({
  userId,
  paymentId,
  status,
  result,
}: {
  userId: string;
  paymentId: string;
  status: "success" | "failed";
  result?: TCheckoutResult;
}): Promise<{ status: "success" | "failed" | "pending" | "refunding" }> {
  const payment = await getDb().payment.findFirst({
    where: { id: paymentId, userId, kind: "payment" },
    select: { amount: true, status: true, provider: true, gatewayOrderId: true },
  });
  if (!payment) throw new AppError("PAYMENT_NOT_FOUND");
  const outcome = await paymentProvider(payment.provider).confirm({ userId, paymentId, status, result, payment });
  // A captured payment of a seller Razorpay Route can pay gets its transfer (on hold) after the answer.
  await askRefundsAfterResponse();
  return outcome;
}
