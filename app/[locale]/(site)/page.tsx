import type { Metadata } from "next";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { resolvePageLocale, type TLocaleParams } from "@/lib/i18n/page";
import { toPetCardPage } from "@/lib/pets/card";
import { listPets } from "@/lib/pets/list-pets";
import { BROWSE_PAGE_SIZE } from "@/lib/pets/query";
import { localizedAlternates } from "@/lib/seo";
import { HomeHero, HomeFeatures } from "@/components/home/home-sections";
import { HomePets } from "@/components/listings/home-pets";

// Served from the cache to everyone (CACHED_PAGES, lib/routes.ts): reading the request here fails the build.
export const dynamic = "error";
// Nothing is rendered at build time: each language's page is rendered on its first visit, then cached,
// so a build needs no database and never keeps the data of the day it ran.
export function generateStaticParams() {
  return [];
}
// A backstop only: a change to a listing refreshes the pages that show it at once (lib/pets/revalidate.ts).
export const revalidate = 300;

export async function generateMetadata({ params }: TLocaleParams): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  return { alternates: localizedAlternates("/", locale) };
}

/**
 * The newest listings, read on the server so they are indexed. If the read fails the page still
 * renders: the browser tries again and shows the error state.
 */
async function loadNewestPets() {
  try {
    // The same page the browser's 30-second refresh reads (components/listings/read-pet-cards.ts), so an
    // unchanged list is recognised as unchanged.
    return toPetCardPage(await listPets({ sort: "newest", limit: BROWSE_PAGE_SIZE }));
  } catch (e) {
    console.error(`[home] listPets failed: ${(e as Error).message}`);
    return null;
  }
}

export default async function HomePage({ params }: TLocaleParams) {
  await resolvePageLocale(params);
  const page = await loadNewestPets();
  return (
    <ClientMessages namespaces={["Common", "HomePets", "Listings", "PetCard"]}>
      <HomeHero />
      <HomePets initialPage={page} />
      <HomeFeatures />
    </ClientMessages>
  );
}
