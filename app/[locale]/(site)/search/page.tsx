import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { resolvePageLocale, type TLocaleParams, type TSearchParams } from "@/lib/i18n/page";
import { localizedAlternates } from "@/lib/seo";
import { BrowseView } from "@/components/listings/browse-view";

type TProps = TLocaleParams & { searchParams: TSearchParams };

// /search is the browse page under the name the header search box and the 404 page use.
export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: "Browse" });
  return { title: t("searchMetaTitle"), alternates: { canonical: localizedAlternates("/pets", locale).canonical }, robots: { index: false, follow: true } };
}

export default async function SearchPage({ params, searchParams }: TProps) {
  await resolvePageLocale(params);
  return (
    <ClientMessages namespaces={["Browse", "Common", "Listings", "PetCard"]}>
      <BrowseView searchParams={searchParams} basePath="/search" />
    </ClientMessages>
  );
}
