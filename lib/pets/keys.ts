// react-query keys for listings.
import type { TBrowseFilters } from "./query";

export const petKeys = {
  all: ["pets"] as const,
  lists: () => [...petKeys.all, "list"] as const,
  list: (filters: TBrowseFilters & { limit: number }) => [...petKeys.lists(), filters] as const,
  /** The browse page's pages of results (load more appends). */
  browse: (filters: TBrowseFilters) => [...petKeys.all, "browse", filters] as const,
  mine: () => [...petKeys.all, "mine"] as const,
  detail: (id: string) => [...petKeys.all, "detail", id] as const,
};
