import "server-only";
import { getDb } from "@/lib/db";

/**
 * Who the dashboard is for, read once when it is drawn (components/dashboard/dashboard-overview.tsx): a
 * person who has listed a pet (whatever its status now) or has earnings gets the seller's parts (My
 * Listings, orders for my pets, earnings, payouts, reviews of me); anyone else the buyer's, without
 * them or their queries. And how many orders for the seller's pets wait for an Accept or Reject, for
 * the banner at the top (the page keeps it live from the orders' list once that has loaded).
 */
export type TDashboardRoles = {
  isSeller: boolean;
  /** Orders for this person's pets still waiting for their answer (status `pending`). */
  pendingSales: number;
  /** That order when there is exactly one, so the banner links straight to it. */
  pendingOrderId: string | null;
};

/** One round trip of counts on indexed columns (pets, ledger entries and orders by seller). */
export async function getDashboardRoles(userId: string): Promise<TDashboardRoles> {
  const [row] = await getDb().$queryRaw<{ hasListings: boolean; hasEarnings: boolean; pending: number; firstPending: string | null }[]>`
    SELECT
      EXISTS (SELECT 1 FROM pets WHERE "sellerId" = ${userId}) AS "hasListings",
      EXISTS (SELECT 1 FROM ledger_entries WHERE "sellerId" = ${userId}) AS "hasEarnings",
      pending.n AS pending,
      pending.first AS "firstPending"
    FROM (SELECT count(*)::int AS n, min(id) AS first FROM orders WHERE "sellerId" = ${userId} AND status = 'pending') AS pending`;
  return {
    isSeller: row.hasListings || row.hasEarnings || row.pending > 0,
    pendingSales: row.pending,
    pendingOrderId: row.pending === 1 ? row.firstPending : null,
  };
}
