"use client";
import { useTranslations } from "#i18n/texts";
import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import type { TPetCardPage } from "@/lib/pets/card";
import type { TBrowseFilters } from "@/lib/pets/query";
import { Button } from "@/components/ui/button";
import { AlertIcon } from "@/components/ui/icons/alert";
import { BrowseEmpty, LoadMoreFailed } from "./browse-notices";
import { MorePets } from "./more-pets";
import { readPetCards } from "./read-pet-cards";

const ClientPetGridItems = lazy(() => import("./pet-grid-client").then((m) => ({ default: m.ClientPetGridItems })));

type TProps = { filters: TBrowseFilters; basePath: "/pets" | "/search"; loading: ReactNode; actions?: ReactNode };

/**
 * The results when the server could not read them (its page may be a cached copy of that moment): the
 * browser reads the first page itself, showing `loading` meanwhile, and a retry if that fails too.
 * Loaded only on such a page (browse-results.tsx).
 */
export default function BrowseResultsFromBrowser({ filters, basePath, loading, actions }: TProps) {
  const t = useTranslations("Browse");
  const [state, setState] = useState<{ page: TPetCardPage | null; failed: boolean }>({ page: null, failed: false });

  useEffect(() => {
    const current = new AbortController();
    readPetCards(filters, null, current.signal).then(
      (page) => setState({ page, failed: false }),
      () => !current.signal.aborted && setState({ page: null, failed: true }),
    );
    return () => current.abort();
    // The filters are the page's own: a change of filters is a navigation, which renders this anew.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (state.failed) {
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
  if (!state.page) return loading;
  if (!state.page.pets.length) return <BrowseEmpty filters={filters} basePath={basePath} actions={actions} />;
  return (
    <MorePets
      filters={filters}
      firstCount={state.page.pets.length}
      nextCursor={state.page.nextCursor}
      shownText={t("shown", { count: state.page.pets.length })}
      failedNotice={<LoadMoreFailed text={t("loadMoreFailed")} />}
      actions={actions}
    >
      <Suspense fallback={null}>
        <ClientPetGridItems pets={state.page.pets} headingLevel="h2" />
      </Suspense>
    </MorePets>
  );
}
