import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { resolvePageLocale, type TLocaleParams } from "@/lib/i18n/page";

// Any path without a page of its own: the 404 page inside the common layout ((site)/not-found.tsx).
// The proxy sends every unknown address here as NOT_FOUND_PATH (lib/routes.ts), so it is rendered once
// per language and served from the cache like the other public pages; reading the request fails the build.
export const dynamic = "error";
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: TLocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: await resolvePageLocale(params), namespace: "NotFound" });
  return { title: t("metaTitle"), robots: { index: false } };
}

export default function CatchAllPage() {
  notFound();
}
