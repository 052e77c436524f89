// The browse page's filters as they travel in the URL (shareable searches) and to GET /server/pets.
import { ZPetListQuery, type TPetListQuery } from "./schemas";

/** The filters a person chooses; paging (limit, cursor) is the page's business, not the URL's. */
export type TBrowseFilters = Omit<TPetListQuery, "limit" | "cursor">;
export const BROWSE_FILTER_KEYS = ["q", "species", "breed", "gender", "location", "minPrice", "maxPrice", "sort"] as const;
export const BROWSE_PAGE_SIZE = 24;
export const DEFAULT_FILTERS: TBrowseFilters = { sort: "newest" };

type TRaw = Record<string, string | string[] | undefined>;

/**
 * Reads the filters from a URL query. A value the API would refuse (unknown species, a negative price,
 * min above max…) is dropped, not fatal: the page shows what it can and says some filters were ignored.
 */
export function parseBrowseFilters(raw: TRaw): { filters: TBrowseFilters; hasInvalid: boolean } {
  const input: Record<string, string> = {};
  for (const key of BROWSE_FILTER_KEYS) {
    const value = raw[key];
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === "string") input[key] = first;
  }
  let hasInvalid = false;
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

/** The filters as URL search params, without empty values or the default sort (short, shareable URLs). */
export function filtersToSearchParams(filters: Partial<TBrowseFilters>, extra: Record<string, string | number | undefined> = {}): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of BROWSE_FILTER_KEYS) {
    const value = filters[key];
    if (value === undefined || value === "" || (key === "sort" && value === "newest")) continue;
    params.set(key, String(value));
  }
  for (const [key, value] of Object.entries(extra)) if (value !== undefined && value !== "") params.set(key, String(value));
  return params;
}

/** True when any filter beyond the default sort is set. */
export const hasActiveFilters = (filters: TBrowseFilters) => BROWSE_FILTER_KEYS.some((k) => k !== "sort" && filters[k] !== undefined);
