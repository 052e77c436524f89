-- Payments through a gateway: which provider took a payment, and Razorpay's ids for it (its order, the
-- payment that paid it, a refund's own id), each unique so that one of theirs settles one of ours.
ALTER TABLE "payments" ADD COLUMN "provider" TEXT NOT NULL DEFAULT 'mock',
ADD COLUMN "gatewayOrderId" TEXT,
ADD COLUMN "gatewayPaymentId" TEXT,
ADD COLUMN "gatewayRefundId" TEXT;

CREATE UNIQUE INDEX "payments_gatewayOrderId_key" ON "payments"("gatewayOrderId");
CREATE UNIQUE INDEX "payments_gatewayPaymentId_key" ON "payments"("gatewayPaymentId");
CREATE UNIQUE INDEX "payments_gatewayRefundId_key" ON "payments"("gatewayRefundId");

-- Webhook events already handled, by Razorpay's event id.
CREATE TABLE "payment_events" (
    "id" TEXT NOT NULL,
    "event" TEXT NOT NULL,
    "receivedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "payment_events_pkey" PRIMARY KEY ("id")
);
