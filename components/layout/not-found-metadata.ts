import type { Metadata } from "next";
import { hasLocale } from "next-intl";
import { getTranslations } from "next-intl/server";
import { routing } from "@/lib/i18n/routing";

/**
 * The 404 page's title and robots, for the not-found boundaries under [locale]. When a page calls
 * notFound(), Next.js renders the boundary with the layouts' metadata and the boundary's own, not the
 * page's generateMetadata: without this the 404 page carried the site's default title, always on a
 * cached 404 and sometimes on the first render.
 */
export async function notFoundMetadata({ params }: { params: Promise<{ locale?: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: hasLocale(routing.locales, locale) ? locale : routing.defaultLocale, namespace: "NotFound" });
  return { title: t("metaTitle"), robots: { index: false } };
}
