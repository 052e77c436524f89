-- Payments reference the orders they are for by id (before: pet ids inside the items JSON).
-- AlterTable
ALTER TABLE "payments" ADD COLUMN     "orderSetKey" TEXT;

-- CreateTable
CREATE TABLE "payment_orders" (
    "paymentId" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,

    CONSTRAINT "payment_orders_pkey" PRIMARY KEY ("paymentId","orderId")
);

-- CreateIndex
CREATE INDEX "payment_orders_orderId_idx" ON "payment_orders"("orderId");

-- CreateIndex
CREATE INDEX "payments_userId_orderSetKey_idx" ON "payments"("userId", "orderSetKey");

-- AddForeignKey
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "payments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Payments made before this migration: bind each to the orders it paid.
INSERT INTO "payment_orders" ("paymentId", "orderId")
SELECT "paymentId", "id" FROM "orders" WHERE "paymentId" IS NOT NULL
ON CONFLICT DO NOTHING;
