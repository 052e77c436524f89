-- Protected payment, part one: the new values of existing enums. PostgreSQL cannot use an enum value in
-- the transaction that adds it, so the tables and constraints that use them are the next migration.

-- An order closed by a deadline (lib/orders/protection.ts).
ALTER TYPE "OrderStatus" ADD VALUE 'expired';

-- The held balance: money paid for an accepted order that is not yet the seller's.
ALTER TYPE "LedgerKind" ADD VALUE 'hold';
ALTER TYPE "LedgerKind" ADD VALUE 'hold_release';
ALTER TYPE "LedgerKind" ADD VALUE 'hold_refund';
