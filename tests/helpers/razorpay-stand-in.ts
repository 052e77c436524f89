import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { routeStandIn } from "./razorpay-route-stand-in";

// A stand-in of Razorpay's REST API (v1) for the tests, which cannot reach the real one: the endpoints
// the payment step uses, with the request checks, answer shapes and error bodies of Razorpay's API
// reference (orders, payments, refunds; Basic auth with the key id and secret). What a buyer does in
// Checkout, and what Razorpay does afterwards, the tests do through its methods: `pay` (a payment on an
// order, captured, failed or only authorized, with the signature Checkout would hand back), `settleRefund`
// (the bank's answer to a refund) and `webhook` (a signed event, as Razorpay would post it).
// Razorpay Route (linked accounts, transfers, reversals, settlements) is its `route` part
// (./razorpay-route-stand-in.ts), with what Razorpay does there as methods of its own.

type TOrder = {
  id: string;
  entity: "order";
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: "created" | "attempted" | "paid";
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
};
type TPayment = {
  id: string;
  entity: "payment";
  amount: number;
  currency: string;
  status: "created" | "authorized" | "captured" | "refunded" | "failed";
  order_id: string;
  method: string;
  captured: boolean;
  amount_refunded: number;
  refund_status: null | "partial" | "full";
  error_code: string | null;
  error_description: string | null;
  created_at: number;
};
type TRefund = {
  id: string;
  entity: "refund";
  amount: number;
  currency: string;
  payment_id: string;
  receipt: string | null;
  status: "pending" | "processed" | "failed";
  speed_requested: string;
  created_at: number;
};

const idOf = (prefix: string) => `${prefix}_${randomBytes(10).toString("base64url").replace(/[-_]/g, "x").slice(0, 14)}`;
const now = () => Math.floor(Date.now() / 1000);

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
}
const badRequest = (res: ServerResponse, description: string, field?: string) =>
  send(res, 400, {
    error: {
      code: "BAD_REQUEST_ERROR",
      description,
      source: "business",
      step: "payment_initiation",
      reason: "input_validation_failed",
      metadata: {},
      field,
    },
  });

async function bodyOf(req: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  if (!chunks.length) return {};
  try {
    const parsed = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    return parsed && typeof parsed === "object" ? parsed : null;
  } catch {
    return null;
  }
}

export async function startRazorpayStandIn({
  keyId,
  keySecret,
  webhookSecret,
  port: listenPort = 0,
}: {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** A port of its own (the browser journeys' app server is told it before the stand-in starts); any free one by default. */
  port?: number;
}) {
  const orders = new Map<string, TOrder>();
  const payments = new Map<string, TPayment>();
  const refunds = new Map<string, TRefund>();
  /** Every request, for tests that check what was asked (e.g. no second refund). */
  const requests: { method: string; path: string; body: Record<string, unknown> | null }[] = [];
  // ── Razorpay Route: linked accounts, transfers, reversals and settlements (./razorpay-route-stand-in.ts) ──
  const route = routeStandIn({
    payments,
    envelope: (event, payload, accountId) => {
      const body = JSON.stringify({
        entity: "event",
        account_id: accountId,
        event,
        contains: Object.keys(payload),
        payload,
        created_at: now(),
      });
      return { body, signature: createHmac("sha256", webhookSecret).update(body).digest("hex"), eventId: idOf("evt") };
    },
  });
  let isDown = false;

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://stand-in");
    const body = await bodyOf(req);
    requests.push({ method: req.method ?? "GET", path: url.pathname, body });
    if (isDown) return send(res, 503, { error: { code: "SERVER_ERROR", description: "The server is unavailable" } });
    const expected = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`;
    if (req.headers.authorization !== expected)
      return send(res, 401, { error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed" } });
    if (body === null) return badRequest(res, "The request body is not valid JSON");
    const parts = url.pathname.split("/").filter(Boolean);
    if (route.handle(req.method ?? "GET", parts, url.searchParams, body, res)) return;
    if (parts[0] !== "v1")
      return send(res, 404, { error: { code: "BAD_REQUEST_ERROR", description: "The requested URL was not found on the server." } });
    const [, resource, id, sub] = parts;

    if (resource === "orders" && req.method === "POST" && !id) {
      const { amount, currency, receipt, notes } = body as { amount?: unknown; currency?: unknown; receipt?: unknown; notes?: unknown };
      if (typeof amount !== "number" || !Number.isInteger(amount)) return badRequest(res, "The amount must be an integer.", "amount");
      if (amount < 100) return badRequest(res, "The amount must be atleast INR 1.00", "amount");
      if (currency !== "INR") return badRequest(res, "The currency provided is invalid.", "currency");
      if (receipt !== undefined && (typeof receipt !== "string" || receipt.length > 40))
        return badRequest(res, "The receipt may not be greater than 40 characters.", "receipt");
      const order: TOrder = {
        id: idOf("order"),
        entity: "order",
        amount,
        amount_paid: 0,
        amount_due: amount,
        currency,
        receipt: (receipt as string | undefined) ?? null,
        status: "created",
        attempts: 0,
        notes: (notes as Record<string, string> | undefined) ?? {},
        created_at: now(),
      };
      orders.set(order.id, order);
      return send(res, 200, order);
    }
    if (resource === "orders" && req.method === "GET" && id) {
      const order = orders.get(id);
      if (!order) return badRequest(res, "The id provided does not exist", "id");
      if (sub === "payments") {
        const items = [...payments.values()].filter((p) => p.order_id === id);
        return send(res, 200, { entity: "collection", count: items.length, items });
      }
      return send(res, 200, order);
    }
    if (resource === "payments" && req.method === "GET" && id && sub === "refunds") {
      if (!payments.has(id)) return badRequest(res, "The id provided does not exist", "id");
      // Paged as Razorpay pages: `count` (default 10, at most 100) from `skip`, newest first.
      const count = url.searchParams.has("count") ? Number(url.searchParams.get("count")) : 10;
      const skip = url.searchParams.has("skip") ? Number(url.searchParams.get("skip")) : 0;
      if (!Number.isInteger(count) || count < 1 || count > 100) return badRequest(res, "The count must be between 1 and 100.", "count");
      if (!Number.isInteger(skip) || skip < 0) return badRequest(res, "The skip must be at least 0.", "skip");
      const items = [...refunds.values()]
        .filter((r) => r.payment_id === id)
        .reverse()
        .slice(skip, skip + count);
      return send(res, 200, { entity: "collection", count: items.length, items });
    }
    if (resource === "payments" && req.method === "POST" && id && sub === "capture") {
      const payment = payments.get(id);
      if (!payment) return badRequest(res, "The id provided does not exist", "id");
      if (payment.status === "captured" || payment.status === "refunded") return badRequest(res, "This payment has already been captured");
      if (payment.status !== "authorized")
        return badRequest(res, "Only payments which have been authorized and not yet captured can be captured");
      if (body.amount !== payment.amount) return badRequest(res, "Capture amount must be equal to the amount authorized", "amount");
      if (body.currency !== undefined && body.currency !== payment.currency)
        return badRequest(res, "The currency provided is invalid.", "currency");
      payment.status = "captured";
      payment.captured = true;
      const order = orders.get(payment.order_id);
      if (order) {
        order.status = "paid";
        order.amount_paid = payment.amount;
        order.amount_due = Math.max(0, order.amount - payment.amount);
      }
      return send(res, 200, payment);
    }
    if (resource === "payments" && req.method === "GET" && id && !sub) {
      const payment = payments.get(id);
      return payment ? send(res, 200, payment) : badRequest(res, "The id provided does not exist", "id");
    }
    if (resource === "payments" && req.method === "POST" && id && sub === "refund") {
      const payment = payments.get(id);
      if (!payment) return badRequest(res, "The id provided does not exist", "id");
      if (payment.status !== "captured" && payment.status !== "refunded") return badRequest(res, "The payment has not been captured");
      const amount = body.amount ?? payment.amount - payment.amount_refunded;
      if (typeof amount !== "number" || !Number.isInteger(amount) || amount < 100)
        return badRequest(res, "The amount must be atleast INR 1.00", "amount");
      if (amount > payment.amount - payment.amount_refunded)
        return badRequest(res, "The refund amount provided is greater than amount captured", "amount");
      const refund: TRefund = {
        id: idOf("rfnd"),
        entity: "refund",
        amount,
        currency: payment.currency,
        payment_id: payment.id,
        receipt: typeof body.receipt === "string" ? body.receipt : null,
        status: "pending",
        speed_requested: typeof body.speed === "string" ? body.speed : "normal",
        created_at: now(),
      };
      refunds.set(refund.id, refund);
      payment.amount_refunded += amount;
      payment.refund_status = payment.amount_refunded === payment.amount ? "full" : "partial";
      if (payment.refund_status === "full") payment.status = "refunded";
      return send(res, 200, refund);
    }
    if (resource === "refunds" && req.method === "GET" && id) {
      const refund = refunds.get(id);
      return refund ? send(res, 200, refund) : badRequest(res, "The id provided does not exist", "id");
    }
    return send(res, 404, { error: { code: "BAD_REQUEST_ERROR", description: "The requested URL was not found on the server." } });
  });
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(listenPort, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const sign = (secret: string, text: string) => createHmac("sha256", secret).update(text).digest("hex");

  return {
    url: `http://127.0.0.1:${port}`,
    orders,
    payments,
    refunds,
    requests,
    /** While down, every request answers 503, as during an outage. */
    setDown(down: boolean) {
      isDown = down;
    },
    /**
     * A buyer pays an order in Checkout: a payment of `amount` (the order's by default) in `status`. Answers
     * what Checkout hands the page: the payment's id and, for a payment that went through, the signature.
     */
    pay(
      orderId: string,
      {
        amount,
        status = "captured",
        method = "upi",
        createdAt = now(),
      }: {
        amount?: number;
        status?: TPayment["status"];
        method?: string;
        /** Unix seconds: a payment made earlier. */ createdAt?: number;
      } = {},
    ) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no order ${orderId} at the stand-in`);
      const payment: TPayment = {
        id: idOf("pay"),
        entity: "payment",
        amount: amount ?? order.amount,
        currency: order.currency,
        status,
        order_id: orderId,
        method,
        captured: status === "captured",
        amount_refunded: 0,
        refund_status: null,
        error_code: status === "failed" ? "BAD_REQUEST_ERROR" : null,
        error_description: status === "failed" ? "Payment failed" : null,
        created_at: createdAt,
      };
      payments.set(payment.id, payment);
      order.attempts += 1;
      order.status = status === "captured" ? "paid" : "attempted";
      if (status === "captured") {
        order.amount_paid = payment.amount;
        order.amount_due = Math.max(0, order.amount - payment.amount);
      }
      return {
        razorpay_order_id: orderId,
        razorpay_payment_id: payment.id,
        razorpay_signature: sign(keySecret, `${orderId}|${payment.id}`),
      };
    },
    /** The bank's answer to a refund. */
    settleRefund(refundId: string, status: "processed" | "failed") {
      const refund = refunds.get(refundId);
      if (!refund) throw new Error(`no refund ${refundId} at the stand-in`);
      if (status === "failed" && refund.status !== "failed") {
        // A failed refund gives its amount back to what can be refunded, as at Razorpay.
        const payment = payments.get(refund.payment_id);
        if (payment) {
          payment.amount_refunded -= refund.amount;
          payment.refund_status = payment.amount_refunded === 0 ? null : "partial";
          if (payment.status === "refunded") payment.status = "captured";
        }
      }
      refund.status = status;
    },
    /** A webhook as Razorpay posts it: the raw body, its X-Razorpay-Signature and its X-Razorpay-Event-Id. */
    webhook(event: string, payload: Record<string, unknown>, { eventId = idOf("evt") }: { eventId?: string } = {}) {
      const body = JSON.stringify({
        entity: "event",
        account_id: "acc_standin",
        event,
        contains: Object.keys(payload),
        payload,
        created_at: now(),
      });
      return { body, signature: sign(webhookSecret, body), eventId };
    },
    /** Razorpay Route: its accounts, transfers and reversals, and what Razorpay does with them (./razorpay-route-stand-in.ts). */
    route,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TRazorpayStandIn = Awaited<ReturnType<typeof startRazorpayStandIn>>;
