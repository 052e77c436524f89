// The browse page's filters as they travel in the URL (shareable searches) and to GET /server/pets.
// Types only: the home page and the browse screen ship this module, and zod stays out of their bundles.
import type { TPetListQuery } from "./schemas";

/** The filters a person chooses; paging (limit, cursor) is the page's business, not the URL's. */
export type TBrowseFilters = Omit<TPetListQuery, "limit" | "cursor">;
export const BROWSE_FILTER_KEYS = [
  "q",
  "species",
  "breed",
  "gender",
  "location",
  "minPrice",
  "maxPrice",
  "minAge",
  "maxAge",
  "registered",
  "verified",
  "mode",
  "sort",
] as const;
/** Cards per page of the browse screen: a phone's first answer stays small; 'Load more' brings the next. */
export const BROWSE_PAGE_SIZE = 12;
export const DEFAULT_FILTERS: TBrowseFilters = { sort: "newest" };

/** The filters as URL search params, without empty values or the default sort (short, shareable URLs). */
export function filtersToSearchParams(
  filters: Partial<TBrowseFilters>,
  extra: Record<string, string | number | undefined> = {},
): URLSearchParams {
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
