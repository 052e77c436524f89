import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { resolvePageLocale, type TLocaleParams } from "@/lib/i18n/page";
import { openApiDocument } from "@/lib/openapi/document";
import { API_ROUTES } from "@/app/server/routes.generated";
import { ApiReference } from "@/components/api-docs/api-reference";
import { InfoHeader } from "@/components/info/info-page";
import { infoPageMetadata } from "@/components/info/metadata";

// Served from the cache to everyone (CACHED_PAGES, lib/routes.ts): reading the request here fails the build.
export const dynamic = "error";
// Nothing is rendered at build time: each language's page is rendered on its first visit, then cached.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: TLocaleParams): Promise<Metadata> {
  return infoPageMetadata({ locale: await resolvePageLocale(params), namespace: "ApiDocs", path: "/developers/api" });
}

/** The REST API reference for developers, drawn from the OpenAPI document at /server/openapi.json. */
export default async function ApiDocsPage({ params }: TLocaleParams) {
  await resolvePageLocale(params);
  const t = await getTranslations("ApiDocs");
  return (
    <article>
      <InfoHeader title={t("title")} intro={t("intro")} width="wide" />
      <ApiReference doc={openApiDocument(API_ROUTES)} />
    </article>
  );
}
