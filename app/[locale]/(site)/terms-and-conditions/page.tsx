import type { Metadata } from "next";
import { resolvePageLocale, type TLocaleParams } from "@/lib/i18n/page";
import { LegalDocument } from "@/components/info/legal-document";
import { infoPageMetadata } from "@/components/info/metadata";

export async function generateMetadata({ params }: TLocaleParams): Promise<Metadata> {
  return infoPageMetadata({ locale: await resolvePageLocale(params), namespace: "Terms", path: "/terms-and-conditions" });
}

export default async function TermsPage({ params }: TLocaleParams) {
  const locale = await resolvePageLocale(params);
  return <LegalDocument locale={locale} namespace="Terms" />;
}
