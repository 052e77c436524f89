import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { resolvePageLocale, type TLocaleParams } from "@/lib/i18n/page";

// Any path of two or more segments without a page of its own: the 404 page inside the common layout
// ((site)/not-found.tsx). The proxy sends every unknown address to NOT_FOUND_PATH (lib/routes.ts), a
// single segment, which the landing pages' [species] route answers with the same 404 page (it is no
// species); this route is the net for the rest. Both are rendered once per language and served from the
// cache like the other public pages; reading the request fails the build.
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
