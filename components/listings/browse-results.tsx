"use client";
import { useTranslations } from "#i18n/texts";
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { Link } from "@/lib/i18n/navigation";
import { toPetCardPage, type TPetCardPage } from "@/lib/pets/card";
import { BROWSE_PAGE_SIZE, hasActiveFilters, type TBrowseFilters } from "@/lib/pets/query";
import { Button, buttonClasses } from "@/components/ui/button";
import { AlertIcon } from "@/components/ui/icons/alert";
import { SearchIcon } from "@/components/ui/icons/search";
import { Spinner } from "@/components/ui/spinner";
import { PET_GRID_CLASSES } from "./pet-grid-classes";

// The cards' code comes only with 'Load more' (or when the server's read failed): the first page's
// cards are rendered on the server and passed in as `children`.
const ClientPetGridItems = lazy(() => import("./pet-grid-client").then((m) => ({ default: m.ClientPetGridItems })));

type TBrowseResultsProps = {
  filters: TBrowseFilters;
  /** The first page, rendered on the server; null when that read failed (the browser tries again). */
  initialPage: TPetCardPage | null;
  basePath: "/pets" | "/search";
  /** The first page's cards as list items, rendered on the server. */
  children?: ReactNode;
  /** The first page's "12 pets shown", put into words on the server. */
  initialShownText?: string;
};

type TPages = { pages: TPetCardPage[]; status: "ready" | "loading" | "failed"; isLoadingMore: boolean; loadMoreFailed: boolean };

/** The server's first page (or, when that read failed, one read here), then 'Load more' for the next. */
function useBrowsePages(filters: TBrowseFilters, initialPage: TPetCardPage | null) {
  const [state, setState] = useState<TPages>({
    pages: initialPage ? [initialPage] : [],
    status: initialPage ? "ready" : "loading",
    isLoadingMore: false,
    loadMoreFailed: false,
  });
  const controller = useRef<AbortController | null>(null);
  // The API client loads with the first 'Load more' (a failure to fetch it is a failed read, said as one).
  const read = (cursor: string | null, signal: AbortSignal) =>
    import("@/lib/pets/client")
      .then(({ petsApi }) => petsApi.list({ ...filters, limit: BROWSE_PAGE_SIZE, cursor }, signal))
      .then(toPetCardPage);

  useEffect(() => {
    if (initialPage) return;
    const current = new AbortController();
    read(null, current.signal).then(
      (page) => setState((s) => ({ ...s, pages: [page], status: "ready" })),
      () => !current.signal.aborted && setState((s) => ({ ...s, status: "failed" })),
    );
    return () => current.abort();
    // The filters are the page's own: a change of filters is a navigation, which renders this anew.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => () => controller.current?.abort(), []);

  const nextCursor = state.pages.at(-1)?.nextCursor ?? null;
  function loadMore() {
    if (!nextCursor || state.isLoadingMore) return;
    const current = (controller.current = new AbortController());
    setState((s) => ({ ...s, isLoadingMore: true, loadMoreFailed: false }));
    read(nextCursor, current.signal).then(
      (page) => setState((s) => ({ ...s, pages: [...s.pages, page], isLoadingMore: false })),
      () => !current.signal.aborted && setState((s) => ({ ...s, isLoadingMore: false, loadMoreFailed: true })),
    );
  }
  return { ...state, hasMore: !!nextCursor, loadMore };
}

/** The browse results: the server's first page, then 'Load more' appends the next one (keyset cursor). */
export function BrowseResults({ filters, initialPage, basePath, children, initialShownText }: TBrowseResultsProps) {
  const t = useTranslations("Browse");
  const query = useBrowsePages(filters, initialPage);

  if (query.status === "loading") {
    return (
      <p role="status" className="flex items-center gap-3 py-10 text-stone-700">
        <Spinner className="size-5 text-brand-700" />
        {t("loading")}
      </p>
    );
  }
  if (query.status === "failed") {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-4 rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center text-red-900"
      >
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

  const pets = query.pages.flatMap((p) => p.pets);
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
        {/* The server's words for its own page: a count put into words here is the page's first plural
            rule, and loading the browser's plural data is a good part of a phone's hydration. */}
        {initialShownText && initialPage && query.pages.length === 1 ? initialShownText : t("shown", { count: pets.length })}
      </p>
      <ul className={PET_GRID_CLASSES}>
        {initialPage ? children : null}
        {query.pages.map((page, i) =>
          initialPage && i === 0 ? null : (
            <Suspense key={page.pets[0]?.id ?? i} fallback={null}>
              <ClientPetGridItems pets={page.pets} headingLevel="h2" offset={i * BROWSE_PAGE_SIZE} />
            </Suspense>
          ),
        )}
      </ul>
      <div className="mt-8 flex flex-col items-center gap-3">
        {query.loadMoreFailed && (
          <p role="alert" className="flex items-center gap-2 font-medium text-red-800">
            <AlertIcon className="shrink-0" />
            {t("loadMoreFailed")}
          </p>
        )}
        {query.hasMore && (
          <Button variant="outline" size="lg" className="w-full sm:w-auto" onClick={query.loadMore} isLoading={query.isLoadingMore}>
            {t("loadMore")}
          </Button>
        )}
      </div>
    </div>
  );
}
