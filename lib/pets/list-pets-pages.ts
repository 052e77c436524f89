import "server-only";
import { getDb } from "@/lib/db";
import type { TSearchPlan } from "@/lib/search/parse";
import { cursorOf, type TCursor, type TCursorMarks } from "./list-pets-cursor";
import { pageSql, WHOLE_FIRST_TIER, type TBandSql } from "./list-pets-sql";
import { textReader } from "./list-pets-text";
import { fromRow, type TPetRow } from "./pet-row";
import type { TPetDto } from "./responses";
import type { TPetListQuery } from "./schemas";

// Reading listPets' pages (list-pets.ts): one band's rows, and a page of the first tier alone.

export type TPage = { pets: TPetDto[]; nextCursor: string | null };

/**
 * Up to `limit` listings of one band and whether more follow: one SQL statement, keyset-paged on the
 * index of its order, or among `ids` (the listings its words find in their full-text index).
 */
export async function readRows(
  query: TPetListQuery,
  plan: TSearchPlan | null,
  cursor: TCursor | null,
  band: TBandSql,
  limit: number,
  ids?: string[],
) {
  const rows = await getDb().$queryRaw<TPetRow[]>`${pageSql(query, plan, cursor, band, limit, ids)}`;
  return { rows: rows.slice(0, limit), more: rows.length > limit ? rows[limit] : null };
}

/** One page of the listings that have every word and preference, in the index's order; `marks` go into its next cursor. */
export async function readPage(
  query: TPetListQuery,
  plan: TSearchPlan | null,
  cursor: TCursor | null,
  marks: TCursorMarks = {},
): Promise<TPage> {
  const text = plan ? await textReader(query, plan).forBand(WHOLE_FIRST_TIER.tier, undefined) : null;
  if (text && !text.ids.length) return { pets: [], nextCursor: null };
  const { rows, more } = await readRows(query, plan, cursor, WHOLE_FIRST_TIER, query.limit, text?.ids);
  const last = rows.at(-1);
  return { pets: rows.map(fromRow), nextCursor: more && last ? cursorOf(query, last, marks) : null };
}
