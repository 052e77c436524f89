import "server-only";
import { getDb } from "@/lib/db";
import { fromRow, LIST_COLUMNS, type TPetRow } from "./pet-row";
import type { THiddenInfo, TMyPetDto } from "./responses";

type THiddenColumns = {
  hiddenCause: THiddenInfo["cause"] | null;
  hiddenReason: string | null;
  hiddenAt: Date | null;
  appealedAt: Date | null;
};

/** Every listing of one seller, whatever its status (a hidden one with why), newest first (bounded). */
export async function listSellerPets({ sellerId, limit = 100 }: { sellerId: string; limit?: number }): Promise<TMyPetDto[]> {
  const rows = await getDb().$queryRaw<(TPetRow & THiddenColumns)[]>`
    SELECT ${LIST_COLUMNS}, p."hiddenCause"::text AS "hiddenCause", p."hiddenReason", p."hiddenAt", p."appealedAt"
    FROM pets p WHERE p."sellerId" = ${sellerId} ORDER BY p."createdAt" DESC, p.id DESC LIMIT ${limit}`;
  return rows.map(({ hiddenCause, hiddenReason, hiddenAt, appealedAt, ...row }) => ({
    ...fromRow(row),
    hidden:
      row.status === "hidden"
        ? {
            cause: hiddenCause ?? "moderator",
            reason: hiddenReason,
            hiddenAt: hiddenAt?.toISOString() ?? null,
            appealedAt: appealedAt?.toISOString() ?? null,
          }
        : null,
  }));
}
