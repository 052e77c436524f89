import type { Metadata } from "next";
import { resolvePageLocale, type TLocaleParams } from "@/lib/i18n/page";
import { infoPageMetadata } from "@/components/info/metadata";
import { SellingRules } from "@/components/info/selling-rules";

// Served from the cache to everyone (CACHED_PAGES, lib/routes.ts): reading the request here fails the build.
export const dynamic = "error";
// Nothing is rendered at build time: each language's page is rendered on its first visit, then cached.
// Its lists come from lib/law/species.json, so a new deployment shows a changed catalogue.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: TLocaleParams): Promise<Metadata> {
  return infoPageMetadata({ locale: await resolvePageLocale(params), namespace: "SellingRules", path: "/selling-rules" });
}

/** What can be listed, and what the law asks of a listing (the Wild Life (Protection) Act, 1972, the CITES appendices, the dog rules). */
export default async function SellingRulesPage({ params }: TLocaleParams) {
  return <SellingRules locale={await resolvePageLocale(params)} />;
}
