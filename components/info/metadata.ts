import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { TLocale } from "@/lib/i18n/routing";
import { localizedAlternates } from "@/lib/seo";

type TInfoNamespace = "Support" | "Contact" | "About" | "Privacy" | "Terms" | "Process" | "ApiDocs" | "Grievance" | "SellingRules";

/** Title, description, canonical + hreflang alternates and Open Graph of an information page. */
export async function infoPageMetadata({
  locale,
  namespace,
  path,
}: {
  locale: TLocale;
  namespace: TInfoNamespace;
  path: string;
}): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace });
  const title = t("metaTitle");
  const description = t("metaDescription");
  const alternates = localizedAlternates(path, locale);
  return {
    title,
    description,
    alternates,
    openGraph: { type: "website", siteName: "PawBazaar", title, description, url: alternates.canonical, locale: `${locale}_IN` },
    twitter: { card: "summary", title, description },
  };
}
