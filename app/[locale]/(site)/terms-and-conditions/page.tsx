import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { resolvePageLocale, type TLocaleParams } from "@/lib/i18n/page";
import { LegalDocument } from "@/components/info/legal-document";
import { infoPageMetadata } from "@/components/info/metadata";

// Served from the cache to everyone (CACHED_PAGES, lib/routes.ts): reading the request here fails the build.
export const dynamic = "error";
// Nothing is rendered at build time: each language's page is rendered on its first visit, then cached,
// so a build needs no database and never keeps the data of the day it ran.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: TLocaleParams): Promise<Metadata> {
  return infoPageMetadata({ locale: await resolvePageLocale(params), namespace: "Terms", path: "/terms-and-conditions" });
}

export default async function TermsPage({ params }: TLocaleParams) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: "Grievance" });
  // The contact section names the Grievance Officer: a link to their details and timelines.
  return <LegalDocument locale={locale} namespace="Terms" links={{ contact: { href: "/grievance-officer", label: t("termsLink") } }} />;
}
