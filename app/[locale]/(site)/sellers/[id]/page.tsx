import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { cache } from "react";
import { resolvePageLocale } from "@/lib/i18n/page";
import { localizedAlternates } from "@/lib/seo";
import { getSellerPage } from "@/lib/sellers/service";
import { SellerProfile } from "@/components/sellers/seller-profile";

// Served from the cache to everyone (CACHED_PAGES, lib/routes.ts), like the pet page: reading the
// request here fails the build.
export const dynamic = "error";
// A backstop only: a sale, a review, a reply, a hidden review and a change to the seller's profile
// rebuild this page at once, and so does any change to a listing (lib/pets/revalidate.ts). The reply
// time, which moves with every message, follows within this many seconds.
export const revalidate = 300;
// Nothing is rendered at build time: each seller's page is rendered on its first visit, then cached.
export function generateStaticParams() {
  return [];
}

type TProps = { params: Promise<{ locale: string; id: string }> };

// generateMetadata and the page share one read per render. An unknown id and a suspended seller are
// the same 404.
const loadSeller = cache(async (id: string) => getSellerPage({ sellerId: id }));

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const { id } = await params;
  const page = await loadSeller(id);
  if (!page) return { title: (await getTranslations({ locale, namespace: "NotFound" }))("metaTitle"), robots: { index: false } };
  const t = await getTranslations({ locale, namespace: "Sellers.page" });
  const title = t("metaTitle", { name: page.seller.name });
  const description = t("metaDescription", { name: page.seller.name });
  const alternates = localizedAlternates(`/sellers/${page.seller.id}`, locale);
  return {
    title,
    description,
    alternates,
    openGraph: { type: "profile", siteName: "PawBazaar", title, description, url: alternates.canonical, locale: `${locale}_IN` },
    twitter: { card: "summary", title, description },
  };
}

/** A seller's public page: who they are, their trust figures, their pets for sale and their reviews. */
export default async function SellerPage({ params }: TProps) {
  const locale = await resolvePageLocale(params);
  const { id } = await params;
  const page = await loadSeller(id);
  if (!page) notFound();
  return <SellerProfile page={page} locale={locale} />;
}
