-- Protected payment, part two (lib/orders/protection.ts, docs/payments.md): the order's protection state
-- and clocks, disputes and their evidence, sellers' Razorpay Route linked accounts and transfers, the
-- payment problems queue, and the ledger's held balance.

-- CreateEnum
CREATE TYPE "ProtectionState" AS ENUM ('unpaid', 'awaiting_payment', 'awaiting_seller', 'held', 'handed_over', 'disputed', 'released', 'refunded', 'closed');

-- CreateEnum
CREATE TYPE "DisputeReason" AS ENUM ('not_as_shown', 'wrong_details', 'ill', 'other');

-- CreateEnum
CREATE TYPE "DisputeSource" AS ENUM ('buyer', 'chargeback');

-- CreateEnum
CREATE TYPE "DisputeOutcome" AS ENUM ('refund', 'partial', 'release');

-- CreateEnum
CREATE TYPE "LinkedAccountState" AS ENUM ('created', 'under_review', 'needs_clarification', 'activated', 'suspended');

-- CreateEnum
CREATE TYPE "TransferState" AS ENUM ('created', 'on_hold', 'released', 'processed', 'reversed', 'failed');

-- CreateEnum
CREATE TYPE "PaymentProblemState" AS ENUM ('open', 'resolved');



-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "closedReason" TEXT,
ADD COLUMN     "handedOverAt" TIMESTAMP(3),
ADD COLUMN     "handedOverBy" TEXT,
ADD COLUMN     "handoverCode" TEXT,
ADD COLUMN     "handoverTries" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "listingSnapshot" JSONB,
ADD COLUMN     "paidAt" TIMESTAMP(3),
ADD COLUMN     "protection" "ProtectionState" NOT NULL DEFAULT 'unpaid',
ADD COLUMN     "protectionDeadline" TIMESTAMP(3),
ADD COLUMN     "refundedAt" TIMESTAMP(3),
ADD COLUMN     "releasedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "payments" ADD COLUMN     "amountPaise" INTEGER;

-- CreateTable
CREATE TABLE "disputes" (
    "id" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "buyerId" TEXT NOT NULL,
    "sellerId" TEXT NOT NULL,
    "source" "DisputeSource" NOT NULL DEFAULT 'buyer',
    "reason" "DisputeReason" NOT NULL,
    "details" TEXT NOT NULL,
    "sellerStatement" TEXT,
    "sellerStatedAt" TIMESTAMP(3),
    "acknowledgedAt" TIMESTAMP(3),
    "acknowledgeBy" TIMESTAMP(3) NOT NULL,
    "decideBy" TIMESTAMP(3) NOT NULL,
    "outcome" "DisputeOutcome",
    "refundAmount" INTEGER,
    "decisionReason" TEXT,
    "decidedById" TEXT,
    "decidedAt" TIMESTAMP(3),
    "gatewayDisputeId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "disputes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dispute_evidence" (
    "id" TEXT NOT NULL,
    "disputeId" TEXT NOT NULL,
    "uploaderId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "blobKey" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "dispute_evidence_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "linked_accounts" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "gatewayAccountId" TEXT,
    "stakeholderId" TEXT,
    "productId" TEXT,
    "state" "LinkedAccountState" NOT NULL DEFAULT 'created',
    "legalName" TEXT NOT NULL,
    "panMasked" TEXT NOT NULL,
    "accountMasked" TEXT NOT NULL,
    "ifsc" TEXT NOT NULL,
    "requirements" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "linked_accounts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "transfers" (
    "id" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "linkedAccountId" TEXT NOT NULL,
    "amountPaise" BIGINT NOT NULL,
    "state" "TransferState" NOT NULL DEFAULT 'created',
    "gatewayTransferId" TEXT,
    "gatewayReversalId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "transfers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payment_problems" (
    "id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "state" "PaymentProblemState" NOT NULL DEFAULT 'open',
    "paymentId" TEXT,
    "orderId" TEXT,
    "eventId" TEXT,
    "detail" TEXT NOT NULL,
    "payload" JSONB,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "resolvedAt" TIMESTAMP(3),
    "resolvedBy" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "payment_problems_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "disputes_orderId_key" ON "disputes"("orderId");

-- CreateIndex
CREATE UNIQUE INDEX "disputes_gatewayDisputeId_key" ON "disputes"("gatewayDisputeId");

-- CreateIndex
CREATE INDEX "disputes_outcome_createdAt_idx" ON "disputes"("outcome", "createdAt");

-- CreateIndex
CREATE INDEX "dispute_evidence_disputeId_idx" ON "dispute_evidence"("disputeId");

-- CreateIndex
CREATE UNIQUE INDEX "linked_accounts_userId_key" ON "linked_accounts"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "linked_accounts_gatewayAccountId_key" ON "linked_accounts"("gatewayAccountId");

-- CreateIndex
CREATE UNIQUE INDEX "transfers_orderId_key" ON "transfers"("orderId");

-- CreateIndex
CREATE UNIQUE INDEX "transfers_gatewayTransferId_key" ON "transfers"("gatewayTransferId");

-- CreateIndex
CREATE UNIQUE INDEX "transfers_gatewayReversalId_key" ON "transfers"("gatewayReversalId");

-- CreateIndex
CREATE INDEX "transfers_state_updatedAt_idx" ON "transfers"("state", "updatedAt");

-- CreateIndex
CREATE INDEX "payment_problems_state_createdAt_idx" ON "payment_problems"("state", "createdAt");

-- CreateIndex
CREATE INDEX "orders_protection_protectionDeadline_idx" ON "orders"("protection", "protectionDeadline");

-- AddForeignKey
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "orders"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_buyerId_fkey" FOREIGN KEY ("buyerId") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_sellerId_fkey" FOREIGN KEY ("sellerId") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_decidedById_fkey" FOREIGN KEY ("decidedById") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dispute_evidence" ADD CONSTRAINT "dispute_evidence_disputeId_fkey" FOREIGN KEY ("disputeId") REFERENCES "disputes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dispute_evidence" ADD CONSTRAINT "dispute_evidence_uploaderId_fkey" FOREIGN KEY ("uploaderId") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "linked_accounts" ADD CONSTRAINT "linked_accounts_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "orders"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_linkedAccountId_fkey" FOREIGN KEY ("linkedAccountId") REFERENCES "linked_accounts"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Orders from before: their protection as their state says. An accepted, paid order earned at its
-- acceptance under the old rule, so it is released, and a clock that would already have run out starts now,
-- so no order expires the moment this is deployed.
UPDATE "orders" SET "protection" = 'released', "releasedAt" = COALESCE("decidedAt", "updatedAt"), "paidAt" = "updatedAt"
  WHERE "status" = 'accepted' AND "paymentStatus" = 'paid';
UPDATE "orders" SET "protection" = 'awaiting_seller', "paidAt" = "updatedAt", "protectionDeadline" = CURRENT_TIMESTAMP + INTERVAL '48 hours'
  WHERE "status" = 'pending' AND "paymentStatus" = 'paid';
UPDATE "orders" SET "protection" = 'awaiting_payment', "protectionDeadline" = CURRENT_TIMESTAMP + INTERVAL '24 hours'
  WHERE "status" = 'accepted' AND "paymentStatus" = 'unpaid';
UPDATE "orders" SET "protection" = 'refunded', "refundedAt" = "updatedAt" WHERE "paymentStatus" = 'refunded';
UPDATE "orders" SET "protection" = 'closed', "closedReason" = "status"::text
  WHERE "status" IN ('rejected', 'cancelled') AND "paymentStatus" = 'unpaid';

-- A handover code is six digits, and tries are counted up from zero.
ALTER TABLE "orders" ADD CONSTRAINT "orders_handover_code_shape" CHECK ("handoverCode" IS NULL OR "handoverCode" ~ '^[0-9]{6}$');
ALTER TABLE "orders" ADD CONSTRAINT "orders_handover_tries_shape" CHECK ("handoverTries" >= 0);

-- The ledger's kinds with the held balance's: a hold is positive, its release and its refund negative.
-- A payout is a moderator's (with their id) or, with Razorpay Route, a settled transfer (its id as the
-- reference, no moderator).
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind_shape";
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_shape" CHECK (
  CASE "kind"
    WHEN 'earning' THEN "amount" > 0 AND "orderId" IS NOT NULL AND "reference" IS NULL AND "actorId" IS NULL
    WHEN 'fee' THEN "amount" < 0 AND "orderId" IS NOT NULL AND "reference" IS NULL AND "actorId" IS NULL
    WHEN 'reversal' THEN "amount" <= 0 AND "orderId" IS NOT NULL AND "reference" IS NULL AND "actorId" IS NULL
    WHEN 'payout' THEN "amount" < 0 AND "orderId" IS NULL AND char_length("reference") BETWEEN 1 AND 64
      AND "reference" IS NOT NULL AND ("actorId" IS NOT NULL OR "reference" LIKE 'trf\_%')
    WHEN 'hold' THEN "amount" > 0 AND "orderId" IS NOT NULL AND "reference" IS NULL AND "actorId" IS NULL
    WHEN 'hold_release' THEN "amount" < 0 AND "orderId" IS NOT NULL AND "reference" IS NULL AND "actorId" IS NULL
    WHEN 'hold_refund' THEN "amount" < 0 AND "orderId" IS NOT NULL AND "reference" IS NULL AND "actorId" IS NULL
  END
);
