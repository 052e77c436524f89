import type { Metadata } from "next";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { resolvePageLocale } from "@/lib/i18n/page";
import { LandingPage, landingMetadata } from "@/components/listings/landing-page";

// A breed in a city (/dogs/labrador-retriever/in/hyderabad), the search people make most.
// Served from the cache to everyone (CACHED_PAGES, lib/routes.ts): reading the request here fails the build.
export const dynamic = "error";
// A backstop only: a change to a listing refreshes the landing pages that show it at once (lib/pets/revalidate.ts).
export const revalidate = 300;
// Nothing is rendered at build time: each page is rendered on its first visit, then cached.
export function generateStaticParams() {
  return [];
}

type TProps = { params: Promise<{ locale: string; species: string; breed: string; city: string }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const { species, breed, city } = await params;
  return landingMetadata({ species, breed, city }, locale);
}

export default async function BreedCityPage({ params }: TProps) {
  const locale = await resolvePageLocale(params);
  const { species, breed, city } = await params;
  return (
    <ClientMessages namespaces={["Alerts", "Browse", "Common", "Errors", "Listings", "PetCard"]}>
      <LandingPage segments={{ species, breed, city }} locale={locale} />
    </ClientMessages>
  );
}
