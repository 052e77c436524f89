import { useTranslations } from "#i18n/texts";
import type { ReactNode } from "react";
import type { TPetCardPage } from "@/lib/pets/card";
import type { TBrowseFilters } from "@/lib/pets/query";
import { Spinner } from "@/components/ui/spinner";
import { BrowseEmpty, LoadMoreFailed } from "./browse-notices";
import { BrowseResultsLater } from "./browse-results-later";
import { MorePets } from "./more-pets";

type TBrowseResultsProps = {
  filters: TBrowseFilters;
  /** The first page, read on the server; null when that read failed (the browser tries again). */
  initialPage: TPetCardPage | null;
  basePath: "/pets" | "/search";
  /** The first page's cards as list items, drawn on the server. */
  children?: ReactNode;
  /** The results bar's Sort and Filters (browse-bar.tsx), drawn on the server; also beside "nothing matches". */
  actions?: ReactNode;
};

/**
 * The browse results, drawn on the server: the first page's cards and its count, or that nothing
 * matches. 'Load more' is the one island (more-pets.tsx). When the server could not read the first
 * page, the browser reads it (browse-results-from-browser.tsx, loaded only then).
 */
export function BrowseResults({ filters, initialPage, basePath, children, actions }: TBrowseResultsProps) {
  const t = useTranslations("Browse");
  if (!initialPage) {
    const loading = (
      <p role="status" className="flex items-center gap-3 py-10 text-stone-700">
        <Spinner className="size-5 text-brand-700" />
        {t("loading")}
      </p>
    );
    return <BrowseResultsLater filters={filters} basePath={basePath} loading={loading} actions={actions} />;
  }
  if (!initialPage.pets.length) return <BrowseEmpty filters={filters} basePath={basePath} actions={actions} />;
  return (
    <MorePets
      filters={filters}
      firstCount={initialPage.pets.length}
      nextCursor={initialPage.nextCursor}
      shownText={t("shown", { count: initialPage.pets.length })}
      failedNotice={<LoadMoreFailed text={t("loadMoreFailed")} />}
      actions={actions}
    >
      {children}
    </MorePets>
  );
}
