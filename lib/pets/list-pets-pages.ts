import "server-only";
import { getDb } from "@/lib/db";
import type { TSearchPlan } from "@/lib/search/parse";
import { cursorOf, type TCursor, type TCursorMarks } from "./list-pets-cursor";
import { pageSql, WHOLE_FIRST_TIER, type TBandSql } from "./list-pets-sql";
import { fromRow, type TPetRow } from "./pet-row";
import type { TPetDto } from "./responses";
import type { TPetListQuery } from "./schemas";

// Reading listPets' pages (list-pets.ts): one band's rows, and a page of the first tier alone.

export type TPage = { pets: TPetDto[]; nextCursor: string | null };

/** Up to `limit` listings of one band and whether more follow: one SQL statement, keyset-paged on the index of its order. */
export async function readRows(query: TPetListQuery, plan: TSearchPlan | null, cursor: TCursor | null, band: TBandSql, limit: number) {
  const rows = await getDb().$queryRaw<TPetRow[]>`${pageSql(query, plan, cursor, band, limit)}`;
  return { rows: rows.slice(0, limit), more: rows.length > limit ? rows[limit] : null };
}

/** One page of the listings that have every word and preference, in the index's order; `marks` go into its next cursor. */
export async function readPage(
  query: TPetListQuery,
  plan: TSearchPlan | null,
  cursor: TCursor | null,
  marks: TCursorMarks = {},
): Promise<TPage> {
  const { rows, more } = await readRows(query, plan, cursor, WHOLE_FIRST_TIER, query.limit);
  const last = rows.at(-1);
  return { pets: rows.map(fromRow), nextCursor: more && last ? cursorOf(query, last, marks) : null };
}
