import { toPetCardPage, type TPetCardPage } from "@/lib/pets/card";
import { petsApi } from "@/lib/pets/client";
import { BROWSE_PAGE_SIZE, type TBrowseFilters } from "@/lib/pets/query";

/**
 * A page of pet cards read in the browser ('Load more', or a first page the server could not read).
 * Imported on first use (`import("./read-pet-cards")`), with the API client: a page that never reads
 * in the browser never loads either, and a failure to fetch them is a failed read, said as one.
 */
export const readPetCards = (filters: TBrowseFilters, cursor: string | null, signal: AbortSignal): Promise<TPetCardPage> =>
  petsApi.list({ ...filters, limit: BROWSE_PAGE_SIZE, cursor }, signal).then(toPetCardPage);
