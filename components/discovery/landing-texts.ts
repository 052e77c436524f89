import "server-only";
import { getTranslations } from "next-intl/server";
import { landingKind, type TLanding } from "@/lib/discovery/catalog";
import type { TLocale } from "@/lib/i18n/routing";

/** A landing page's names in the page's language: its species (plural), breed and city, and its title. */
export async function landingTexts(landing: TLanding, locale: TLocale) {
  const t = await getTranslations({ locale, namespace: "Landing" });
  const species = t(`species.${landing.species}.name`);
  const breed = landing.breed?.names[locale] ?? "";
  const city = landing.city?.names[locale] ?? "";
  return { species, breed, city, title: t(`title.${landingKind(landing)}`, { species, breed, city }) };
}

/** The name a breadcrumb gives a page: the last thing it adds (Dogs › Labrador Retriever › Hyderabad). */
export async function crumbName(landing: TLanding, locale: TLocale) {
  const { species, breed, city } = await landingTexts(landing, locale);
  return city || breed || species;
}
