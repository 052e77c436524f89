import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { resolvePageLocale, type TLocaleParams, type TSearchParams } from "@/lib/i18n/page";
import { localizedAlternates } from "@/lib/seo";
import { BrowseView } from "@/components/listings/browse-view";

type TProps = TLocaleParams & { searchParams: TSearchParams };

export async function generateMetadata({ params, searchParams }: TProps): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: "Browse" });
  const isFiltered = Object.keys(await searchParams).length > 0;
  // Every filtered view points search engines at the one browse page.
  return { title: t("metaTitle"), description: t("metaDescription"), alternates: localizedAlternates("/pets", locale), robots: isFiltered ? { index: false, follow: true } : undefined };
}

export default async function PetsPage({ params, searchParams }: TProps) {
  await resolvePageLocale(params);
  return (
    <ClientMessages namespaces={["Browse", "Common", "Listings", "PetCard"]}>
      <BrowseView searchParams={searchParams} basePath="/pets" />
    </ClientMessages>
  );
}
