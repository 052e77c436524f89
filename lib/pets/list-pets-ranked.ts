import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/http/errors";
import { CORRECTIONS_KEPT, CORRECTIONS_TTL_MS } from "@/lib/search/corrections";
import { keptFor } from "@/lib/search/kept";
import { hasFilters, hasPreference, type TSearchPlan } from "@/lib/search/parse";
import { bandsOf, type TBand } from "./list-pets-bands";
import { cursorOf, type TCursor, type TCursorMarks } from "./list-pets-cursor";
import { readPage, readRows, type TPage } from "./list-pets-pages";
import { TITLE_VECTOR, toTsQuery, type TTier } from "./list-pets-sql";
import { textReader } from "./list-pets-text";
import { fromRow, type TPetRow } from "./pet-row";
import type { TPetListQuery } from "./schemas";

// One page of a search read across the bands of its ranked order (list-pets-bands.ts), and what this
// server remembers for a minute of the bands a search found empty.

/** A page that holds listings matching only what was understood: the words some of its listings lack, and how many before them have every word. */
export type TRankedPage = TPage & { unmatched?: { words: string[]; matchingAll: number } };

/** What makes two requests the same search for the minute-long memories: the plan and every filter, not the cursor. */
export const searchKeyOf = ({ cursor: _cursor, q: _q, ...filters }: TPetListQuery, plan: TSearchPlan) => JSON.stringify([plan, filters]);

/**
 * What this server knows, for a minute, of a search (its plan and filters): its first tier held no
 * listing (`firstTier`), or no listing had every word in its name or breed (`title`). Asked again
 * meanwhile, its pages skip those bands and read the others without the condition that kept them apart:
 * the second tier without its `IS NOT TRUE`, the description's bands without `NOT (in the name)`. So a
 * search for a preference no listing has ("labrador for adoption" with no shelter listing one) does not
 * walk every Labrador each time, and a word in descriptions only costs one statement, not three. A
 * listing added meanwhile to a skipped band waits that long to come first: it is in the bands read,
 * never left out, as only a whole tier or a whole split is skipped.
 */
type TKnownEmpty = { firstTier?: true; title?: true };
const emptyFirstTiers = keptFor<true>(CORRECTIONS_TTL_MS, CORRECTIONS_KEPT);
const emptyTitles = keptFor<true>(CORRECTIONS_TTL_MS, CORRECTIONS_KEPT);

/** A band's conditions as SQL, given what is known empty: a split known empty is no longer kept apart. */
function bandSql(plan: TSearchPlan, band: TBand, empty: TKnownEmpty): { tier: TTier; where: Prisma.Sql[] } {
  const where: Prisma.Sql[] = [];
  const ts = toTsQuery(plan.words);
  if (ts && band.title === "in") where.push(Prisma.sql`${TITLE_VECTOR} @@ to_tsquery('simple', ${ts})`);
  if (ts && band.title === "out" && !empty.title) where.push(Prisma.sql`NOT (${TITLE_VECTOR} @@ to_tsquery('simple', ${ts}))`);
  if (band.photos !== undefined) where.push(band.photos ? Prisma.sql`p."hasPhotos"` : Prisma.sql`NOT p."hasPhotos"`);
  return { tier: band.tier === "understood" && empty.firstTier ? "rest" : band.tier, where };
}

/**
 * One page of a search, ranked (`bandsOf`): the listings that mention every word and have every
 * preference (young, for adoption, urgent) first, then, once they run out, those that match only what
 * was understood of the search (its breeds, towns, species, budget, gender and age), so a word no listing
 * has ("kci") never empties a page that the rest of the search fills. A search of unknown words alone
 * has nothing understood to fall back on; one whose words all match falls back only past its preferences.
 */
export async function readRanked(
  query: TPetListQuery,
  plan: TSearchPlan,
  cursor: TCursor | null,
  marks: Pick<TCursorMarks, "f"> = {},
  isStrict = false,
): Promise<TRankedPage> {
  if (isStrict) return readPage(query, plan, cursor, marks);
  // Listings that lack a word or a preference follow when the search understood a filter to fall back
  // on (unknown words alone find nothing more), or when all it lacks is a preference.
  const fallsBack = (plan.words.length > 0 && hasFilters(plan)) || hasPreference(plan);
  const bands = bandsOf(query, plan, fallsBack);
  const start = cursor?.b ?? (cursor?.w ? bands.findIndex((b) => b.tier === "understood") : 0);
  if (start < 0 || start >= bands.length) throw new AppError("INVALID_CURSOR");
  const search = searchKeyOf(query, plan);
  const known: TKnownEmpty = { firstTier: fallsBack ? emptyFirstTiers.get(search) : undefined, title: emptyTitles.get(search) };
  const empty: TKnownEmpty = { ...known };
  /** The bands known to hold nothing: read from their start here and found empty, or skipped as known so. */
  const emptied = new Set<number>();
  const isSkipped = (band: TBand) => (band.tier === "all" && empty.firstTier) || (band.title === "in" && empty.title);
  /** Whether every band that `is` picks out is known to hold nothing. */
  const allEmptied = (is: (band: TBand) => boolean) => bands.some(is) && bands.every((b, n) => !is(b) || emptied.has(n));

  const words = textReader(query, plan);
  const rows: TPetRow[] = [];
  let matchingAll = 0;
  let nextCursor: string | null = null;
  for (let n = start; n < bands.length; n++) {
    const from = n === start ? cursor : null;
    if (!from && isSkipped(bands[n])) {
      emptied.add(n);
      continue;
    }
    const band = bandSql(plan, bands[n], empty);
    const text = await words.forBand(band.tier, bands[n].title);
    if (text && !text.ids.length) {
      // None has the words (or, of the bands of the name, has them in the name): the band holds nothing,
      // and neither does any band that needs the same.
      emptied.add(n);
      if (text.part === "title") empty.title = true;
      else empty.firstTier = true;
      continue;
    }
    const read = await readRows(query, plan, from, band, query.limit - rows.length, text?.ids);
    if (!from && !read.rows.length && !read.more) emptied.add(n);
    if (allEmptied((b) => b.title === "in")) empty.title = true;
    if (fallsBack && allEmptied((b) => b.tier === "all")) empty.firstTier = true;
    rows.push(...read.rows);
    if (band.tier === "all") matchingAll += read.rows.length;
    if (read.more) {
      // The next page goes on in this band: after this page's last listing, or from its first when the page ended with the band before.
      const last = read.rows.at(-1);
      nextCursor = cursorOf(query, last ?? read.more, { ...marks, b: n || undefined, i: last ? undefined : 1 });
      break;
    }
  }
  if (empty.firstTier && !known.firstTier) emptyFirstTiers.set(search, true);
  if (empty.title && !known.title) emptyTitles.set(search, true);
  const pets = rows.map(fromRow);
  const lacking = [...plan.words, ...plan.preferWords];
  return matchingAll < pets.length ? { pets, nextCursor, unmatched: { words: lacking, matchingAll } } : { pets, nextCursor };
}
