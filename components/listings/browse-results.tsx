"use client";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { toPetCardPage, type TPetCardPage } from "@/lib/pets/card";
import { petsApi } from "@/lib/pets/client";
import { petKeys } from "@/lib/pets/keys";
import { BROWSE_PAGE_SIZE, hasActiveFilters, type TBrowseFilters } from "@/lib/pets/query";
import { Button, buttonClasses } from "@/components/ui/button";
import { AlertIcon, SearchIcon } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import { PetGrid } from "./pet-card";

type TBrowseResultsProps = {
  filters: TBrowseFilters;
  /** The first page, rendered on the server; null when that read failed (the browser tries again). */
  initialPage: TPetCardPage | null;
  basePath: "/pets" | "/search";
};

/** The browse results: the server's first page, then 'Load more' appends the next one (keyset cursor). */
export function BrowseResults({ filters, initialPage, basePath }: TBrowseResultsProps) {
  const t = useTranslations("Browse");
  const query = useInfiniteQuery({
    queryKey: petKeys.browse(filters),
    queryFn: async ({ pageParam, signal }) => toPetCardPage(await petsApi.list({ ...filters, limit: BROWSE_PAGE_SIZE, cursor: pageParam }, signal)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    initialData: initialPage ? { pages: [initialPage], pageParams: [null] } : undefined,
  });

  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-3 py-10 text-stone-700">
        <Spinner className="size-5 text-brand-700" />
        {t("loading")}
      </p>
    );
  }
  if (query.isError && !query.data) {
    return (
      <div role="alert" className="flex flex-col items-center gap-4 rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center text-red-900">
        <p className="flex items-center gap-2 font-semibold">
          <AlertIcon className="shrink-0" />
          {t("error")}
        </p>
        <Button variant="outline" onClick={() => window.location.reload()}>
          {t("retry")}
        </Button>
      </div>
    );
  }

  const pets = query.data.pages.flatMap((p) => p.pets);
  if (!pets.length) {
    const isFiltered = hasActiveFilters(filters);
    return (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-800">
          <SearchIcon className="size-7" />
        </span>
        <h2 className="mt-4 text-xl font-bold text-stone-900">{isFiltered ? t("empty") : t("emptyAll")}</h2>
        <p className="mt-2 max-w-md text-stone-700">{isFiltered ? t("emptyHint") : t("emptyAllHint")}</p>
        {isFiltered ? (
          <Link href={basePath} className={buttonClasses({ className: "mt-5" })}>
            {t("clearAll")}
          </Link>
        ) : (
          <Link href="/add-listing" className={buttonClasses({ className: "mt-5" })}>
            {t("emptyAllAction")}
          </Link>
        )}
      </div>
    );
  }

  return (
    <div>
      <p className="mb-4 text-sm text-stone-700" aria-live="polite">
        {t("shown", { count: pets.length })}
      </p>
      <PetGrid pets={pets} headingLevel="h2" />
      <div className="mt-8 flex flex-col items-center gap-3">
        {query.isFetchNextPageError && (
          <p role="alert" className="flex items-center gap-2 font-medium text-red-800">
            <AlertIcon className="shrink-0" />
            {t("loadMoreFailed")}
          </p>
        )}
        {query.hasNextPage && (
          <Button variant="outline" size="lg" className="w-full sm:w-auto" onClick={() => query.fetchNextPage()} isLoading={query.isFetchingNextPage}>
            {t("loadMore")}
          </Button>
        )}
      </div>
    </div>
  );
}
