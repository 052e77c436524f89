import "server-only";
import { decodeCursor, encodeCursor, isCursorTime } from "@/lib/http/cursor";
import { isId } from "@/lib/http/input";
import { MAX_BANDS } from "./list-pets-bands";
import type { TPetRow } from "./pet-row";
import type { TPetListQuery } from "./schemas";

// The cursor of listPets' pages (list-pets.ts): the sort, the last listing's value and id, and the band it continues.

const MAX_INT4 = 2_147_483_647;

/**
 * `f`: the page continues a search whose words were corrected (lib/search/corrections.ts), so the next
 * page corrects them too. `b`: the band of the search's ranked order it continues (`bandsOf`; absent,
 * the first). `i`: the listing of the cursor is itself the first of the next page (its band begins
 * there). `w` is how cursors written before the bands said "the understood-only listings": it reads as
 * their first band.
 */
export type TCursor = { s: "newest" | "price_asc" | "price_desc"; v: string | number; id: string; f?: 1; b?: number; w?: 1; i?: 1 };
export type TCursorMarks = Pick<TCursor, "f" | "b" | "i">;
/** A listing page's cursor, checked: of this sort, its value in the column's range, its marks and band well-formed. */
export function decodePetCursor(raw: string, sort: TCursor["s"]): TCursor {
  const isMark = (m: unknown) => m === undefined || m === 1;
  const isBand = (b: unknown) => b === undefined || (Number.isInteger(b) && (b as number) >= 1 && (b as number) < MAX_BANDS);
  return decodeCursor(raw, (value): value is TCursor => {
    const c = value as TCursor | null;
    if (!c || typeof c !== "object" || c.s !== sort) return false;
    // In the columns' ranges: a price is a PostgreSQL integer, a creation time a date this side of 2200.
    const valueOk = sort === "newest" ? isCursorTime(c.v) : Number.isInteger(c.v) && (c.v as number) >= 0 && (c.v as number) <= MAX_INT4;
    return valueOk && isId(c.id) && isMark(c.f) && isMark(c.w) && isMark(c.i) && isBand(c.b) && (!c.i || !!c.b || !!c.w);
  });
}

export const cursorOf = (query: TPetListQuery, row: TPetRow, marks: TCursorMarks) =>
  encodeCursor({
    s: query.sort,
    v: query.sort === "newest" ? row.createdAt.toISOString() : row.price,
    id: row.id,
    ...marks,
  } satisfies TCursor);
