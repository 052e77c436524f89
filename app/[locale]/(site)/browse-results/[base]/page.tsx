import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { resolvePageLocale, type TSearchParams } from "@/lib/i18n/page";
import { parseBrowseFilters } from "@/lib/pets/parse-filters";
import { BrowseResultsContent, basePathOf, browseResultsMetadata } from "@/components/listings/browse-results-page";

// /pets?… and /search?… with a query too long to keep in the cache (lib/pets/browse-key.ts), rendered
// for its asker; every other query is answered by the cached [key] page beside this one.
type TProps = { params: Promise<{ locale: string; base: string }>; searchParams: TSearchParams };

export async function generateMetadata({ params, searchParams }: TProps): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const basePath = basePathOf((await params).base);
  if (!basePath) return {};
  return browseResultsMetadata(locale, basePath, parseBrowseFilters(await searchParams).filters);
}

export default async function BrowseResultsPage({ params, searchParams }: TProps) {
  await resolvePageLocale(params);
  const basePath = basePathOf((await params).base);
  if (!basePath) notFound();
  return (
    <ClientMessages namespaces={["Alerts", "Browse", "Common", "Dialog", "Listings", "PetCard"]}>
      <BrowseResultsContent read={parseBrowseFilters(await searchParams)} basePath={basePath} />
    </ClientMessages>
  );
}
