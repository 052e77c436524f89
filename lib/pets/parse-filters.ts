// Reading the browse filters from a URL query, on the server (the browse page renders there). Apart
// from query.ts so that the browser bundles that need the filter helpers do not carry zod.
import { cleanParam } from "@/lib/http/input";
import { BROWSE_FILTER_KEYS, DEFAULT_FILTERS, type TBrowseFilters } from "./query";
import { ZPetListQuery } from "./schemas";

type TRaw = Record<string, string | string[] | undefined>;

/**
 * Reads the filters from a URL query. A value the API would refuse (unknown species, a negative price,
 * min above max…) is dropped, not fatal: the page shows what it can and says some filters were ignored.
 */
export function parseBrowseFilters(raw: TRaw): { filters: TBrowseFilters; hasInvalid: boolean } {
  const input: Record<string, string> = {};
  let hasInvalid = false;
  for (const key of BROWSE_FILTER_KEYS) {
    // Unsafe text (a control character, a lone surrogate, a very long value) counts as an invalid filter.
    const value = cleanParam(raw[key]);
    if (value !== undefined) input[key] = value;
    else if (raw[key] !== undefined) hasInvalid = true;
  }
  for (let attempt = 0; attempt < BROWSE_FILTER_KEYS.length + 1; attempt++) {
    const parsed = ZPetListQuery.safeParse(input);
    if (parsed.success) {
      const { limit: _limit, cursor: _cursor, ...filters } = parsed.data;
      return { filters, hasInvalid };
    }
    hasInvalid = true;
    const bad = new Set(parsed.error.issues.map((i) => String(i.path[0] ?? "")));
    const before = Object.keys(input).length;
    for (const key of bad) delete input[key];
    if (Object.keys(input).length === before) break;
  }
  return { filters: DEFAULT_FILTERS, hasInvalid: true };
}
