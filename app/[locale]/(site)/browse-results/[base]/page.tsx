import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { resolvePageLocale, type TSearchParams } from "@/lib/i18n/page";
import { localizedAlternates } from "@/lib/seo";
import { SaveSearchButton } from "@/components/alerts/save-search-button";
import { BrowseView } from "@/components/listings/browse-view";

// /pets?… and /search?…: a browse or search with a query, rendered for its asker. The proxy rewrites
// those addresses here (the address bar keeps them), so /pets and /search themselves stay cached.
type TProps = { params: Promise<{ locale: string; base: string }>; searchParams: TSearchParams };

const BASES = { pets: "/pets", search: "/search" } as const;
const basePathOf = (base: string) => (base in BASES ? BASES[base as keyof typeof BASES] : null);

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const basePath = basePathOf((await params).base);
  if (!basePath) return {};
  const t = await getTranslations({ locale, namespace: "Browse" });
  // Every filtered view points search engines at the one browse page.
  return {
    title: basePath === "/search" ? t("searchMetaTitle") : t("metaTitle"),
    description: t("metaDescription"),
    alternates: { canonical: localizedAlternates("/pets", locale).canonical },
    robots: { index: false, follow: true },
  };
}

export default async function BrowseResultsPage({ params, searchParams }: TProps) {
  await resolvePageLocale(params);
  const basePath = basePathOf((await params).base);
  if (!basePath) notFound();
  return (
    <ClientMessages namespaces={["Alerts", "Browse", "Common", "Listings", "PetCard"]}>
      {/* A filtered view can be saved: new pets that match are mailed once a day (lib/alerts). */}
      <BrowseView query={await searchParams} basePath={basePath} forFilters={({ sort: _sort, ...filters }) => <SaveSearchButton filters={filters} />} />
    </ClientMessages>
  );
}
