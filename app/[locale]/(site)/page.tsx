import type { Metadata } from "next";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { resolvePageLocale, type TLocaleParams } from "@/lib/i18n/page";
import { toPetCardPage } from "@/lib/pets/card";
import { listPets } from "@/lib/pets/service";
import { localizedAlternates } from "@/lib/seo";
import { HomeHero, HomeFeatures } from "@/components/home/home-sections";
import { HomePets } from "@/components/listings/home-pets";

export async function generateMetadata({ params }: TLocaleParams): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  return { alternates: localizedAlternates("/", locale) };
}

/**
 * The newest listings, read on the server so they are indexed. If the read fails the page still
 * renders: the browser tries again and shows the error state.
 */
async function loadNewestPets() {
  const fetchedAt = Date.now();
  try {
    return { page: toPetCardPage(await listPets({ sort: "newest", limit: 12 })), fetchedAt };
  } catch (e) {
    console.error(`[home] listPets failed: ${(e as Error).message}`);
    return { page: null, fetchedAt };
  }
}

export default async function HomePage({ params }: TLocaleParams) {
  await resolvePageLocale(params);
  const { page, fetchedAt } = await loadNewestPets();
  return (
    <ClientMessages namespaces={["Common", "HomePets", "Listings", "PetCard"]}>
      <HomeHero />
      <HomePets initialPage={page} initialFetchedAt={fetchedAt} />
      <HomeFeatures />
    </ClientMessages>
  );
}
