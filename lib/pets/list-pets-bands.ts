import "server-only";
import type { TSearchPlan } from "@/lib/search/parse";
import type { TPetListQuery } from "./schemas";

// The bands of a search's ranked order, as listPets reads them (list-pets-ranked.ts) and its cursors name them.

/**
 * One part of a search's ranked order: a tier, whether every word is in the name or breed (`title`: in,
 * out, or no split), and whether it has photos. Each band is read newest first (or by price) on an index,
 * keyset-paged, so a page never skips or repeats a listing and a deep page costs what the first does; a
 * page that reaches a band's end goes on with the next.
 */
export type TBand = { tier: "all" | "understood"; title?: "in" | "out"; photos?: boolean };
/** The most bands a search has: four in its first tier (name or not, photos or not), two in its second. */
export const MAX_BANDS = 6;

/**
 * A search's ranked order. Its filters (breeds, towns, species, budget, gender, age) are exact, so every
 * listing found is of the breed and in the town asked for; after them:
 * 1. the listings with every word and preference (tier `all`) before those matching only what was
 *    understood (`understood`), when the search has something to fall back on;
 * 2. in the first tier, newest first, those with every word in the name or breed ("bruno", "cavapoo")
 *    before those with some only in the description: a two-step rank of the text match, the only one
 *    that keeps each step in an index's order (`ts_rank` would sort every match on every page);
 * 3. newest first, those with photos before those without.
 * A price order is the reader's: only the tiers apply. The alerts' digest (`isStrict`) reads the first
 * tier in the index's order. The list is the same for every page of a search: a cursor names its band
 * by its place in it.
 */
export function bandsOf(query: TPetListQuery, plan: TSearchPlan, fallsBack: boolean): TBand[] {
  const tiers: TBand["tier"][] = fallsBack ? ["all", "understood"] : ["all"];
  if (query.sort !== "newest") return tiers.map((tier) => ({ tier }));
  const titles = plan.words.length ? (["in", "out"] as const) : [undefined];
  return tiers.flatMap((tier) =>
    (tier === "all" ? titles : [undefined]).flatMap((title) => [true, false].map((photos) => ({ tier, title, photos }))),
  );
}
