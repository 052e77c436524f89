"use client";
import { useTranslations } from "#i18n/texts";
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import type { TPetCardPage } from "@/lib/pets/card";
import { BROWSE_PAGE_SIZE, type TBrowseFilters } from "@/lib/pets/query";
import { Button } from "@/components/ui/button";
import { PET_GRID_CLASSES } from "./pet-grid-classes";
import { ResultsLanding } from "./results-landing";

// The API client comes with the first 'Load more'.
const readPetCards: typeof import("./read-pet-cards").readPetCards = (...args) =>
  import("./read-pet-cards").then((m) => m.readPetCards(...args));

// The cards' code comes only with 'Load more': the first page's cards are drawn before (`children`).
const ClientPetGridItems = lazy(() => import("./pet-grid-client").then((m) => ({ default: m.ClientPetGridItems })));

type TMorePetsProps = {
  filters: TBrowseFilters;
  /** How many cards the first page has, and where the next page starts (null: there is none). */
  firstCount: number;
  nextCursor: string | null;
  /** The first page's "12 pets shown", in words already: a count put into words in the browser is the
      page's first plural rule, and loading the browser's plural data is a good part of a phone's hydration. */
  shownText: string;
  /** The first page's cards as list items. */
  children: ReactNode;
  /** What is said when a next page could not be read (an alert, drawn by the caller). */
  failedNotice: ReactNode;
  /** The results bar's controls beside the count (Sort, Filters: browse-bar.tsx), drawn by the caller. */
  actions?: ReactNode;
};

type TState = { pages: TPetCardPage[]; isLoadingMore: boolean; loadMoreFailed: boolean };

/**
 * A list of pets and its 'Load more', which appends the next page (keyset cursor), under the results
 * bar: how many are shown, and the caller's Sort and Filters. The bar sticks under the site's header
 * while the list scrolls by (--site-header-height, app/globals.css).
 */
export function MorePets({ filters, firstCount, nextCursor: firstCursor, shownText, children, failedNotice, actions }: TMorePetsProps) {
  const t = useTranslations("Browse");
  const [state, setState] = useState<TState>({ pages: [], isLoadingMore: false, loadMoreFailed: false });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const nextCursor = state.pages.length ? (state.pages.at(-1)?.nextCursor ?? null) : firstCursor;
  function loadMore() {
    if (!nextCursor || state.isLoadingMore) return;
    const current = (controller.current = new AbortController());
    setState((s) => ({ ...s, isLoadingMore: true, loadMoreFailed: false }));
    readPetCards(filters, nextCursor, current.signal).then(
      (page) => setState((s) => ({ ...s, pages: [...s.pages, page], isLoadingMore: false })),
      () => !current.signal.aborted && setState((s) => ({ ...s, isLoadingMore: false, loadMoreFailed: true })),
    );
  }
  const shown = firstCount + state.pages.reduce((n, page) => n + page.pets.length, 0);

  return (
    <ResultsLanding>
      <div className="sticky top-(--site-header-height) z-30 -mx-4 mb-3 flex min-h-14 items-center gap-2 border-b border-stone-200 bg-stone-50/95 px-4 py-2 backdrop-blur-sm sm:-mx-6 sm:mb-4 sm:px-6">
        <p className="min-w-0 flex-1 text-sm leading-snug text-stone-700" aria-live="polite">
          {state.pages.length ? t("shown", { count: shown }) : shownText}
        </p>
        {actions}
      </div>
      <ul className={PET_GRID_CLASSES}>
        {children}
        {state.pages.map((page, i) => (
          <Suspense key={page.pets[0]?.id ?? i} fallback={null}>
            <ClientPetGridItems pets={page.pets} headingLevel="h2" offset={(i + 1) * BROWSE_PAGE_SIZE} />
          </Suspense>
        ))}
      </ul>
      <div className="mt-8 flex flex-col items-center gap-3">
        {state.loadMoreFailed && failedNotice}
        {nextCursor && (
          <Button variant="outline" size="lg" className="w-full sm:w-auto" onClick={loadMore} isLoading={state.isLoadingMore}>
            {t("loadMore")}
          </Button>
        )}
      </div>
    </ResultsLanding>
  );
}
