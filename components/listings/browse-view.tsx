import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { toPetCardPage } from "@/lib/pets/card";
import { listPets } from "@/lib/pets/list-pets";
import { PET_SORTS } from "@/lib/pets/constants";
import { filtersToSearchParams, BROWSE_PAGE_SIZE, BROWSE_FILTER_KEYS, hasActiveFilters, type TBrowseFilters } from "@/lib/pets/query";
import { AlertIcon } from "@/components/ui/icons/alert";
import { SlidersIcon } from "@/components/ui/icons/sliders";
import { SortIcon } from "@/components/ui/icons/sort";
import { BrowseSort } from "./browse-bar";
import { FiltersButton } from "./browse-filters-form";
import { BrowseFilters } from "./browse-filters";
import { BrowseResults } from "./browse-results";
import { PetGridItems } from "./pet-card";
import { SearchHelp } from "./search-help";

type TBrowseViewProps = {
  /** The filters as read from the address (parseBrowseFilters, or a cached page's key: lib/pets/browse-key.ts). */
  read: { filters: TBrowseFilters; hasInvalid: boolean };
  basePath: "/pets" | "/search";
  /** What the page offers for a filtered view (the alerts' save button), given the filters in force. */
  forFilters?: (filters: TBrowseFilters) => ReactNode;
};

/**
 * The browse page, shared by /pets and /search: filters from the URL, the first page rendered on the
 * server, then 'Load more' in the browser. A bad value in the URL is dropped with a notice, never a crash.
 */
export async function BrowseView({ read, basePath, forFilters }: TBrowseViewProps) {
  const t = await getTranslations("Browse");
  const tSort = await getTranslations("Listings.sort");
  const { filters, hasInvalid } = read;
  const answer = await listPets({ ...filters, limit: BROWSE_PAGE_SIZE }).catch((e: unknown) => {
    console.error(`[browse] listPets failed: ${(e as Error).message}`);
    return null;
  });
  const initialPage = answer && toPetCardPage(answer);
  // The form and the results start afresh whenever the search changes (e.g. 'Clear filters').
  const searchKey = filtersToSearchParams(filters).toString();
  // The bar's Sort is a field of the filters' form; Filters opens them on a phone, with how many are set (the keywords and sort aside).
  // A cheap word ("cheap doberman") orders by price, lowest first, unless a price order was chosen: the Sort says so.
  const sort = answer?.interpretedAs?.prefer.cheap && filters.sort === "newest" ? "price_asc" : filters.sort;
  const actions = (
    <>
      <BrowseSort
        form
        label={t("sort")}
        short={t("sortShort")}
        value={sort}
        options={PET_SORTS.map((s) => ({ value: s, label: tSort(s) }))}
        icon={<SortIcon className="size-4 text-stone-600" />}
      />
      <FiltersButton
        label={t("filters")}
        icon={<SlidersIcon className="size-4 text-stone-600" />}
        activeCount={BROWSE_FILTER_KEYS.filter((k) => k !== "q" && k !== "sort" && filters[k] !== undefined).length}
      />
    </>
  );

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:px-6 sm:py-10">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
          {filters.q ? t("titleSearch", { q: filters.q }) : t("title")}
        </h1>
        <p className="mt-1 hidden text-stone-700 sm:block">{t("subtitle")}</p>
      </div>
      {hasInvalid && (
        <p
          role="status"
          className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-950"
        >
          <AlertIcon className="mt-0.5 size-5 shrink-0 text-amber-700" />
          {t("invalidNotice")}
        </p>
      )}
      <BrowseFilters key={`f-${searchKey}`} filters={filters} basePath={basePath} />
      {answer && <SearchHelp answer={answer} filters={filters} basePath={basePath} />}
      {forFilters && hasActiveFilters(filters) && forFilters(filters)}
      <BrowseResults key={`r-${searchKey}`} filters={filters} initialPage={initialPage} basePath={basePath} actions={actions}>
        {initialPage && <PetGridItems pets={initialPage.pets} headingLevel="h2" />}
      </BrowseResults>
    </div>
  );
}
