import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import Razorpay from "razorpay";
import { AppError } from "@/lib/http/errors";
import { routeGateway } from "./razorpay-route-gateway";

// Razorpay's REST API, as the payment step uses it: orders (what Checkout pays), payments (what it paid),
// refunds, and the two signatures that prove an answer came from Razorpay. Amounts are in paise.
// Through the official SDK; its base address can be pointed at a stand-in (`apiUrl`), which the tests do.
// The SDK compares signatures with ===, so they are checked here, in constant time.

/** An order at Razorpay: what Checkout is opened for. */
export type TGatewayOrder = { id: string; amount: number; currency: string; receipt: string | null; status: string };
/** A payment at Razorpay. Only `captured` is money received; `authorized` is captured by Razorpay on its own. */
export type TGatewayPayment = {
  id: string;
  orderId: string | null;
  amount: number;
  currency: string;
  status: "created" | "authorized" | "captured" | "refunded" | "failed";
  method: string | null;
  /** When the buyer made it (Unix seconds), when Razorpay says. */
  createdAt?: number | null;
};
/** A refund at Razorpay: `pending` until the bank takes it, then `processed` (or `failed`). */
export type TGatewayRefund = {
  id: string;
  paymentId: string;
  amount: number;
  status: "pending" | "processed" | "failed";
  receipt: string | null;
};

export type TRazorpayConfig = { keyId: string; keySecret: string; webhookSecret: string; apiUrl?: string };

type TSdkError = { statusCode?: number | string; error?: { code?: string; description?: string } };

/** The SDK rejects with `{ statusCode, error }`; a network failure rejects with an Error. Either is the gateway's fault, never the buyer's. */
async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    const sdk = e as TSdkError;
    const detail = sdk?.error?.description ?? (e instanceof Error ? e.message : String(e));
    console.error(`[payments] razorpay ${what} failed (${sdk?.statusCode ?? "no answer"}): ${detail}`);
    throw new AppError("PAYMENT_GATEWAY_ERROR");
  }
}

const hmacHex = (secret: string, text: string) => createHmac("sha256", secret).update(text).digest("hex");

/** `signature` is the HMAC-SHA256 of `text` under `secret`, compared in constant time. */
function isSignedBy(secret: string, text: string, signature: unknown): boolean {
  if (typeof signature !== "string" || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  return timingSafeEqual(Buffer.from(hmacHex(secret, text), "hex"), Buffer.from(signature, "hex"));
}

/** The most refunds Razorpay answers in one page (its default is 10). */
const REFUNDS_PAGE = 100;

const PAYMENT_STATUSES = new Set(["created", "authorized", "captured", "refunded", "failed"]);
const REFUND_STATUSES = new Set(["pending", "processed", "failed"]);

function toPayment(p: Record<string, unknown>): TGatewayPayment {
  const status = String(p.status);
  if (!PAYMENT_STATUSES.has(status)) throw new AppError("PAYMENT_GATEWAY_ERROR");
  return {
    id: String(p.id),
    orderId: typeof p.order_id === "string" ? p.order_id : null,
    amount: Number(p.amount),
    currency: String(p.currency),
    status: status as TGatewayPayment["status"],
    method: typeof p.method === "string" ? p.method : null,
    createdAt: typeof p.created_at === "number" ? p.created_at : null,
  };
}

function toRefund(r: Record<string, unknown>): TGatewayRefund {
  const status = String(r.status);
  if (!REFUND_STATUSES.has(status)) throw new AppError("PAYMENT_GATEWAY_ERROR");
  return {
    id: String(r.id),
    paymentId: String(r.payment_id),
    amount: Number(r.amount),
    status: status as TGatewayRefund["status"],
    receipt: typeof r.receipt === "string" ? r.receipt : null,
  };
}

export function razorpayGateway(config: TRazorpayConfig) {
  const sdk = new Razorpay({ key_id: config.keyId, key_secret: config.keySecret });
  if (config.apiUrl) {
    // The SDK has no option for its address; its requests go through this axios instance.
    (sdk as unknown as { api: { rq: { defaults: { baseURL: string } } } }).api.rq.defaults.baseURL = config.apiUrl.replace(/\/$/, "");
  }
  return {
    keyId: config.keyId,

    /** An order for `amount` paise; `receipt` is our payment's id (at most 40 characters, as Razorpay allows). */
    async createOrder({
      amount,
      receipt,
      notes,
    }: {
      amount: number;
      receipt: string;
      notes?: Record<string, string>;
    }): Promise<TGatewayOrder> {
      // The server prices every payment in whole rupees, so this is never less than Razorpay's least (₹1).
      if (!Number.isInteger(amount) || amount < 100) throw new AppError("PAYMENT_GATEWAY_ERROR");
      const order = await call("order", () => sdk.orders.create({ amount, currency: "INR", receipt, notes }));
      return {
        id: String(order.id),
        amount: Number(order.amount),
        currency: String(order.currency),
        receipt: order.receipt ?? null,
        status: String(order.status),
      };
    },

    async fetchPayment(paymentId: string): Promise<TGatewayPayment> {
      return toPayment((await call("payment", () => sdk.payments.fetch(paymentId))) as unknown as Record<string, unknown>);
    },

    /** Every payment attempted on an order (a buyer may fail once and pay on the second try). */
    async fetchOrderPayments(orderId: string): Promise<TGatewayPayment[]> {
      const list = await call("order's payments", () => sdk.orders.fetchPayments(orderId));
      return (list.items as unknown as Record<string, unknown>[]).map(toPayment);
    },

    /** Refunds `amount` paise of a captured payment; `receipt` names what is refunded (our refund's id). */
    async refund({ paymentId, amount, receipt }: { paymentId: string; amount: number; receipt: string }): Promise<TGatewayRefund> {
      const refund = await call("refund", () => sdk.payments.refund(paymentId, { amount, speed: "normal", receipt }));
      return toRefund(refund as unknown as Record<string, unknown>);
    },

    /**
     * Every refund of a payment (to find one by its receipt). Razorpay answers 10 a page unless asked for
     * more (at most 100, `count`, from `skip`), so this reads page after page until one comes back short.
     */
    async fetchPaymentRefunds(paymentId: string): Promise<TGatewayRefund[]> {
      const all: TGatewayRefund[] = [];
      // A payment has at most a few refunds; the bound only stops a gateway that never answers short.
      for (let skip = 0; skip < 10_000; skip += REFUNDS_PAGE) {
        const list = await call("payment's refunds", () => sdk.payments.fetchMultipleRefund(paymentId, { count: REFUNDS_PAGE, skip }));
        const items = list.items as unknown as Record<string, unknown>[];
        all.push(...items.map(toRefund));
        if (items.length < REFUNDS_PAGE) break;
      }
      return all;
    },

    /**
     * Captures an authorized payment for `amount` paise (all of it: Razorpay captures only the amount
     * authorized), for when the account's automatic capture did not (docs/payments.md, "Capture").
     */
    async capturePayment({ paymentId, amount }: { paymentId: string; amount: number }): Promise<TGatewayPayment> {
      const captured = await call("capture", () => sdk.payments.capture(paymentId, amount, "INR"));
      return toPayment(captured as unknown as Record<string, unknown>);
    },

    async fetchRefund(refundId: string): Promise<TGatewayRefund> {
      return toRefund((await call("refund's state", () => sdk.refunds.fetch(refundId))) as unknown as Record<string, unknown>);
    },

    /** What Checkout hands back on success: razorpay_signature is HMAC-SHA256(order_id|payment_id) under the key secret. */
    isCheckoutSigned({ orderId, paymentId, signature }: { orderId: string; paymentId: string; signature: unknown }): boolean {
      return isSignedBy(config.keySecret, `${orderId}|${paymentId}`, signature);
    },

    /** A webhook's X-Razorpay-Signature: HMAC-SHA256 of the raw body under the webhook secret. */
    isWebhookSigned(rawBody: string, signature: unknown): boolean {
      return isSignedBy(config.webhookSecret, rawBody, signature);
    },

    // ── Razorpay Route: sellers' linked accounts, transfers and reversals (./razorpay-route-gateway.ts) ──
    route: routeGateway(sdk),
  };
}

export type TRazorpayGateway = ReturnType<typeof razorpayGateway>;
