-- The sellers' ledger (lib/ledger): what the marketplace owes each seller, in paise, one row per money
-- event. Rows are only ever inserted: earnings and fees when an order is both paid and accepted,
-- reversals when an earned order is refunded, payouts when a moderator records money paid out.

-- CreateEnum
CREATE TYPE "LedgerKind" AS ENUM ('earning', 'fee', 'reversal', 'payout');

-- CreateTable
CREATE TABLE "ledger_entries" (
    "id" TEXT NOT NULL,
    "sellerId" TEXT NOT NULL,
    "orderId" TEXT,
    "kind" "LedgerKind" NOT NULL,
    "amount" BIGINT NOT NULL,
    "reference" TEXT,
    "actorId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ledger_entries_pkey" PRIMARY KEY ("id")
);

-- A seller's entries, newest first: their earnings page and their balance.
CREATE INDEX "ledger_entries_sellerId_createdAt_id_idx" ON "ledger_entries"("sellerId", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "ledger_entries_actorId_idx" ON "ledger_entries"("actorId");

-- An order earns, is charged a fee and is reversed at most once each (payouts have no order: NULLs are
-- distinct, so the constraint does not bind them).
CREATE UNIQUE INDEX "ledger_entries_orderId_kind_key" ON "ledger_entries"("orderId", "kind");

-- A payout's bank reference is recorded once per seller (order entries have none).
CREATE UNIQUE INDEX "ledger_entries_sellerId_reference_key" ON "ledger_entries"("sellerId", "reference");

-- The users and orders rows are never deleted (a deleted account stays as "Deleted user"): the keys
-- restrict, so nothing can take a money record with it.
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_sellerId_fkey" FOREIGN KEY ("sellerId") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE RESTRICT;

-- AddForeignKey
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE RESTRICT;

-- AddForeignKey
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "orders"("id") ON DELETE RESTRICT ON UPDATE RESTRICT;

-- Each kind's sign and fields, whatever writes the row: an earning is positive, a fee and a payout
-- negative, a reversal undoes an earning less its fee (zero when the fee took it all). Order entries
-- name their order and nothing else, a payout names its reference (1 to 64 characters) and its moderator.
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_shape" CHECK (
  CASE "kind"
    WHEN 'earning' THEN "amount" > 0 AND "orderId" IS NOT NULL AND "reference" IS NULL AND "actorId" IS NULL
    WHEN 'fee' THEN "amount" < 0 AND "orderId" IS NOT NULL AND "reference" IS NULL AND "actorId" IS NULL
    WHEN 'reversal' THEN "amount" <= 0 AND "orderId" IS NOT NULL AND "reference" IS NULL AND "actorId" IS NULL
    WHEN 'payout' THEN "amount" < 0 AND "orderId" IS NULL AND char_length("reference") BETWEEN 1 AND 64 AND "actorId" IS NOT NULL
  END
);

-- The ledger is append-only: no UPDATE or DELETE, from the application or anyone else. A mistake is
-- corrected by a new row, never by changing an old one. (The body is an E-string with the semicolon as
-- \073: the migration runner splits scripts at semicolons.)
CREATE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN RAISE EXCEPTION ''ledger_entries is append-only'' USING ERRCODE = ''insufficient_privilege''\073 END';

CREATE TRIGGER ledger_entries_no_update_or_delete
  BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();
