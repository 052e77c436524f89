import "server-only";
// The payment screen's report of how a payment went, one way: this service asks the payment's own
// provider what its gateway says (lib/payments/providers.ts, which records nothing), then records it.
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { askRefundsAfterResponse, paymentProvider } from "./providers";
import type { TCheckoutResult } from "./razorpay-checkout";
import { settleCapture } from "./razorpay-settle";
import { verifyPayment } from "./service";

/** What the page's report of a payment comes to. `refunding`: captured for a payment closed meanwhile, so given back. */
export type TConfirmed = { status: "success" | "failed" | "pending" | "refunding" };

/** The codes of a capture that could not pay its orders: closed meanwhile, or its orders no longer payable (settled below). */
const CAPTURE_PAYS_NOTHING = new Set(["PAYMENT_CLOSED", "ORDER_NOT_PAYABLE", "PET_NOT_AVAILABLE", "ALREADY_PAID"]);

/**
 * Counts the page's report as the payment's provider says. Reported again after the webhook recorded it,
 * it is success again (the buyer did pay); captured for a payment closed meanwhile, it is refunded now and
 * answers `refunding`; a failure closes nothing with Razorpay (Checkout retries). docs/payments.md.
 */
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
}): Promise<TConfirmed> {
  const payment = await getDb().payment.findFirst({
    where: { id: paymentId, userId, kind: "payment" },
    select: { amount: true, status: true, provider: true, gatewayOrderId: true, gatewayPaymentId: true },
  });
  if (!payment) throw new AppError("PAYMENT_NOT_FOUND");
  const verdict = await paymentProvider(payment.provider).judge({ userId, paymentId, status, result, payment });
  const outcome = await record({ userId, paymentId, payment, verdict });
  // A captured payment of a seller Razorpay Route can pay gets its transfer (on hold) after the answer.
  await askRefundsAfterResponse();
  return outcome;
}

async function record({
  userId,
  paymentId,
  payment,
  verdict,
}: {
  userId: string;
  paymentId: string;
  payment: { status: string; gatewayPaymentId: string | null };
  verdict: Awaited<ReturnType<ReturnType<typeof paymentProvider>["judge"]>>;
}): Promise<TConfirmed> {
  switch (verdict.status) {
    case "record":
      return verifyPayment({ userId, paymentId, status: verdict.outcome });
    case "failed":
      if (payment.status === "success") throw new AppError("ALREADY_PAID");
      return { status: "failed" };
    case "pending":
    case "refunding":
      return { status: verdict.status };
    case "signed":
      if (payment.gatewayPaymentId === verdict.gatewayPaymentId) return { status: "success" };
      throw new AppError("ALREADY_PAID");
    case "captured":
      if (payment.status === "created") {
        try {
          return await verifyPayment({ userId, paymentId, status: "success", gatewayPaymentId: verdict.captured.id });
        } catch (e) {
          // Paid meanwhile by the webhook with this very payment: success. Anything else is settled below.
          if (!(e instanceof AppError) || !CAPTURE_PAYS_NOTHING.has(e.code)) throw e;
        }
      }
      // Closed, or its orders no longer payable: what Razorpay took pays nothing and is given back.
      switch (await settleCapture(verdict.captured)) {
        case "paid":
        case "already":
          return { status: "success" };
        case "refunded":
        case "refunded_before":
          return { status: "refunding" };
        default:
          throw new AppError("ALREADY_PAID");
      }
  }
}
