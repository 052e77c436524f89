import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { landingOfFilters, landingPath } from "@/lib/discovery/catalog";
import type { TLocale } from "@/lib/i18n/routing";
import { filtersToSearchParams, type TBrowseFilters } from "@/lib/pets/query";
import { localizedAlternates } from "@/lib/seo";
import { SaveSearchButton } from "@/components/alerts/save-search-button";
import { BrowseView } from "./browse-view";

// A browse or search with a query (/pets?…, /search?…): the proxy rewrites those addresses to the
// browse-results routes (the address bar keeps them), cached by the query's normal form
// (browse-results/[base]/[key], lib/pets/browse-key.ts) or, for a query too long to keep, per request.

const BASES = { pets: "/pets", search: "/search" } as const;
export type TBrowseBase = (typeof BASES)[keyof typeof BASES];
export const basePathOf = (base: string): TBrowseBase | null => (base in BASES ? BASES[base as keyof typeof BASES] : null);

type TRead = { filters: TBrowseFilters; hasInvalid: boolean };

export async function browseResultsMetadata(locale: TLocale, basePath: TBrowseBase, filters: TBrowseFilters): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "Browse" });
  // A filtered view is not a page for search engines: they are pointed at the landing page that lists
  // the same (a species, a breed, in a town), else at the one browse page.
  const landing = landingOfFilters(filters);
  return {
    title: basePath === "/search" ? t("searchMetaTitle") : t("metaTitle"),
    description: t("metaDescription"),
    alternates: { canonical: localizedAlternates(landing ? landingPath(landing) : "/pets", locale).canonical },
    robots: { index: false, follow: true },
  };
}

/** The page; its routes hand the browser the namespaces of its client components (Alerts, Browse, Common, Dialog, Listings, PetCard). */
export function BrowseResultsContent({ read, basePath }: { read: TRead; basePath: TBrowseBase }) {
  // A filtered view can be saved: new pets that match are mailed once a day (lib/alerts).
  return (
    <BrowseView
      read={read}
      basePath={basePath}
      forFilters={({ sort: _sort, ...filters }) => (
        <SaveSearchButton filters={filters} returnTo={`${basePath}?${filtersToSearchParams(read.filters)}`} />
      )}
    />
  );
}
