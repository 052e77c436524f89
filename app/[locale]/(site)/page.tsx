import type { Metadata } from "next";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { resolvePageLocale, type TLocaleParams } from "@/lib/i18n/page";
import { toPetCardPage } from "@/lib/pets/card";
import { citiesWithListings } from "@/lib/pets/landing";
import { listPets } from "@/lib/pets/list-pets";
import { BROWSE_PAGE_SIZE } from "@/lib/pets/query";
import { localizedAlternates } from "@/lib/seo";
import { HomeHero, HomeFeatures, HomeShortcuts } from "@/components/home/home-sections";
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

/** How many cities the home page offers under its search. */
const HOME_CITIES = 8;

/**
 * The cities with listings, biggest first (a listing's change rebuilds this page: lib/pets/revalidate.ts).
 * If the read fails the page renders without them.
 */
async function loadCities() {
  try {
    return await citiesWithListings(HOME_CITIES);
  } catch (e) {
    console.error(`[home] citiesWithListings failed: ${(e as Error).message}`);
    return [];
  }
}

export default async function HomePage({ params }: TLocaleParams) {
  await resolvePageLocale(params);
  const [page, cities] = await Promise.all([loadNewestPets(), loadCities()]);
  return (
    <ClientMessages namespaces={["Common", "HomePets", "Listings", "PetCard"]}>
      <HomeHero />
      <HomeShortcuts cities={cities} />
      <HomePets initialPage={page} />
      <HomeFeatures />
    </ClientMessages>
  );
}
