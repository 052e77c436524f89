import "server-only";
import { runAfterResponse } from "@/lib/http/after";
import { AppError } from "@/lib/http/errors";
import { razorpay } from "./payment-settings";
import { judgeRazorpayReport, type TCheckoutResult, type TRazorpayVerdict } from "./razorpay-checkout";
import { openCheckout } from "./razorpay-order";
import { issuePendingRefunds } from "./razorpay-refunds";
import { syncRouteTransfers } from "./razorpay-route-transfers";
import type { TRazorpayCheckoutDto } from "./responses";

// Whoever takes the money, behind one interface: the payment step (lib/payments/service.ts, the
// create-order and verify routes) asks the payment's provider, never Razorpay by name. Two of them:
// - the mock, the default: a pretend gateway whose payment screen says how the payment went, for the
//   demo and every test of the flow. Its payments are created, then success or failed; its refunds are
//   done at once.
// - Razorpay (PAYMENT_PROVIDER=razorpay): its Checkout takes the money, and only its word counts. Its
//   payments are created, then success or failed as Razorpay settles them (the page, its webhooks, the
//   reconciliation); its refunds are created (initiated) until the bank has paid them back.

export type TProviderName = "mock" | "razorpay";

/** An open payment, as create-order opened it. */
export type TOpenedPayment = { paymentId: string; total: number; gatewayOrderId: string | null };

/** A payment as its page reports it, with what was recorded of it. */
export type TReportedPayment = {
  userId: string;
  paymentId: string;
  status: "success" | "failed";
  result?: TCheckoutResult;
  payment: { amount: number; status: string; gatewayOrderId: string | null };
};

export type TPaymentProvider = {
  name: TProviderName;
  /** What the payment screen opens for a payment just opened: nothing more with the mock; Razorpay's Checkout. */
  openCheckout(payment: TOpenedPayment): Promise<TRazorpayCheckoutDto | undefined>;
  /**
   * What the gateway says of the page's report of a payment, recording nothing (the payment service
   * records it: ./confirm-payment.ts). The mock takes the page's word; Razorpay checks it (TRazorpayVerdict).
   */
  judge(report: TReportedPayment): Promise<{ status: "record"; outcome: "success" | "failed" } | TRazorpayVerdict>;
  /** Asks the gateway for the refunds recorded but not yet asked (none with the mock, whose refunds are done at once); how many. */
  issueRefunds(): Promise<number>;
};

const mock: TPaymentProvider = {
  name: "mock",
  openCheckout: async () => undefined,
  // The page's word is the outcome.
  judge: async ({ status }) => ({ status: "record", outcome: status }),
  issueRefunds: async () => 0,
};

/** Razorpay's provider; its gateway is asked for each call, so a payment opened through it fails clearly once its keys are gone. */
const viaRazorpay: TPaymentProvider = {
  name: "razorpay",
  openCheckout: (payment) => openCheckout(gatewayOrFail(), payment),
  judge: (report) => judgeRazorpayReport(gatewayOrFail(), report),
  issueRefunds: () => issuePendingRefunds(),
};

function gatewayOrFail() {
  const gateway = razorpay();
  // A payment opened through Razorpay, but the app no longer has its keys: nothing can be done with it now.
  if (!gateway) throw new AppError("PAYMENT_GATEWAY_ERROR");
  return gateway;
}

/** A payment's provider (`payments.provider`), or the one PAYMENT_PROVIDER names for a new payment. */
export const paymentProvider = (name: string): TPaymentProvider => (name === "razorpay" ? viaRazorpay : mock);

/**
 * After the answer: asks each provider's gateway for the refunds a decision just recorded (a rejected or
 * cancelled paid order, a suspension, an account deletion); a call to a gateway never holds the
 * decision's transaction open. Nothing to ask with the mock. With Razorpay, Route's transfers are synced
 * first (./razorpay-route-transfers.ts: a paid order's transfer made, a released one's released, a
 * refunded one's reversed), so a refund finds its transfer reversed and is asked in the same run.
 */
export const askRefundsAfterResponse = () =>
  runAfterResponse(async () => {
    await syncRouteTransfers().catch((e: unknown) => console.error(`[payments] route sync failed: ${(e as Error).message}`));
    await Promise.all([mock, viaRazorpay].map((p) => p.issueRefunds()));
  });
