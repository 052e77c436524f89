import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/db";
import { decodeCursor, encodeCursor } from "@/lib/http/cursor";
import { isId } from "@/lib/http/input";
import type { TPayoutsPage } from "./responses";

type TOwedRow = { sellerId: string; pending: bigint; paidOut: bigint; lastPayoutAt: Date | null };
/** The position after a seller in the list: their pending balance (paise, as text) and id. */
type TOwedCursor = { p: string; id: string };

const isOwedCursor = (v: unknown): v is TOwedCursor =>
  typeof v === "object" && v !== null && /^\d{1,18}$/.test(String((v as TOwedCursor).p)) && isId((v as TOwedCursor).id);

/**
 * The sellers the marketplace owes money, for the console's payouts page: pending balance above zero,
 * highest first (then by id), keyset-paged on (balance, id). Balances are summed from the ledger on each
 * read; a table of running balances kept by trigger is the step to take when this grows slow.
 */
export async function listSellersOwed({ limit, cursor }: { limit: number; cursor?: string }): Promise<TPayoutsPage> {
  const after = cursor ? decodeCursor(cursor, isOwedCursor) : undefined;
  const db = getDb();
  const rows = await db.$queryRaw<TOwedRow[]>`
    SELECT "sellerId", SUM(amount)::bigint AS pending,
           COALESCE(-SUM(amount) FILTER (WHERE kind = 'payout'), 0)::bigint AS "paidOut",
           MAX("createdAt") FILTER (WHERE kind = 'payout') AS "lastPayoutAt"
    FROM ledger_entries
    -- Held money (lib/ledger/hold.ts) is not the seller's yet: it is never paid out.
    WHERE kind NOT IN ('hold', 'hold_release', 'hold_refund')
    GROUP BY "sellerId"
    HAVING SUM(amount) > 0 ${
      after
        ? Prisma.sql`AND (SUM(amount) < ${BigInt(after.p)} OR (SUM(amount) = ${BigInt(after.p)} AND "sellerId" > ${after.id}))`
        : Prisma.empty
    }
    ORDER BY pending DESC, "sellerId" ASC
    LIMIT ${limit + 1}`;
  const page = rows.slice(0, limit);
  const users = page.length
    ? await db.user.findMany({
        where: { id: { in: page.map((r) => r.sellerId) } },
        select: { id: true, name: true, email: true, deletedAt: true, suspendedAt: true },
      })
    : [];
  const userById = new Map(users.map((u) => [u.id, u]));
  const last = page.at(-1);
  return {
    sellers: page.map((r) => {
      const user = userById.get(r.sellerId);
      return {
        seller: {
          id: r.sellerId,
          name: user?.name ?? "",
          email: user?.email ?? "",
          isDeleted: Boolean(user?.deletedAt),
          isSuspended: Boolean(user?.suspendedAt),
        },
        pendingPaise: Number(r.pending),
        paidOutPaise: Number(r.paidOut),
        lastPayoutAt: r.lastPayoutAt?.toISOString() ?? null,
      };
    }),
    nextCursor: rows.length > limit && last ? encodeCursor({ p: String(last.pending), id: last.sellerId }) : null,
  };
}
