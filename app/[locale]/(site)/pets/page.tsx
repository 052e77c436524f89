import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { resolvePageLocale, type TLocaleParams } from "@/lib/i18n/page";
import { localizedAlternates } from "@/lib/seo";
import { DEFAULT_FILTERS } from "@/lib/pets/query";
import { BrowseView } from "@/components/listings/browse-view";

// Served from the cache to everyone (CACHED_PAGES, lib/routes.ts): reading the request here fails the build.
export const dynamic = "error";
// Nothing is rendered at build time: each language's page is rendered on its first visit, then cached,
// so a build needs no database and never keeps the data of the day it ran.
export function generateStaticParams() {
  return [];
}
// A backstop only: a change to a listing refreshes the pages that show it at once (lib/pets/revalidate.ts).
export const revalidate = 300;

// The browse page without a query: the same for everyone, from the cache. With a query the proxy sends
// the request to browse-results/[base] instead.
export async function generateMetadata({ params }: TLocaleParams): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: "Browse" });
  return { title: t("metaTitle"), description: t("metaDescription"), alternates: localizedAlternates("/pets", locale) };
}

export default async function PetsPage({ params }: TLocaleParams) {
  await resolvePageLocale(params);
  return (
    <ClientMessages namespaces={["Browse", "Common", "Dialog", "Listings", "PetCard"]}>
      <BrowseView read={{ filters: DEFAULT_FILTERS, hasInvalid: false }} basePath="/pets" />
    </ClientMessages>
  );
}
