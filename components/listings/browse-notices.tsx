import { useTranslations } from "#i18n/texts";
import { Link } from "@/lib/i18n/navigation";
import { hasActiveFilters, type TBrowseFilters } from "@/lib/pets/query";
import { buttonClasses } from "@/components/ui/button";
import { AlertIcon } from "@/components/ui/icons/alert";
import { SearchIcon } from "@/components/ui/icons/search";
import type { ReactNode } from "react";
import { ResultsLanding } from "./results-landing";

/** 'Load more' failed: said where the button is (more-pets.tsx shows it). */
export function LoadMoreFailed({ text }: { text: string }) {
  return (
    <p role="alert" className="flex items-center gap-2 font-medium text-red-800">
      <AlertIcon className="shrink-0" />
      {text}
    </p>
  );
}

/**
 * No pets to show: with filters, a way to clear them; without, a way to list one; the results bar's
 * controls above (Filters, to change the search on a phone). Drawn on the server when its first page is
 * empty, or in the browser when that page had to be read there.
 */
export function BrowseEmpty({
  filters,
  basePath,
  actions,
}: {
  filters: TBrowseFilters;
  basePath: "/pets" | "/search";
  actions?: ReactNode;
}) {
  const t = useTranslations("Browse");
  const isFiltered = hasActiveFilters(filters);
  return (
    <ResultsLanding>
      {actions && <div className="mb-3 flex justify-end gap-2">{actions}</div>}
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
    </ResultsLanding>
  );
}
