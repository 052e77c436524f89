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
 * A search's ranked order, after its exact filters: the listings with every word and preference (tier `all`)
 * before those matching only what was understood; in the first tier, newest first, every word in the name or
 * breed before some only in the description (a two-step rank that keeps each step in an index's order, where
 * `ts_rank` would sort every match on every page), then photos before none. A price order keeps only the
 * tiers. The list is the same on every page of a search: a cursor names its band by its place in it.
 */
export function bandsOf(query: TPetListQuery, plan: TSearchPlan, fallsBack: boolean): TBand[] {
  const tiers: TBand["tier"][] = fallsBack ? ["all", "understood"] : ["all"];
  if (query.sort !== "newest") return tiers.map((tier) => ({ tier }));
  const titles = plan.words.length ? (["in", "out"] as const) : [undefined];
  return tiers.flatMap((tier) =>
    (tier === "all" ? titles : [undefined]).flatMap((title) => [true, false].map((photos) => ({ tier, title, photos }))),
  );
}
