// Saved-search filters as plain data: their identity (two saves of the same search are one), the page
// that shows them, and their label in a reader's language. No zod and no server code: the service, the
// digest and the tests share it.
import { formatPrice } from "@/lib/format";
import { filtersToSearchParams } from "@/lib/pets/query";
import { ALERT_FILTER_KEYS } from "./constants";
import type { TAlertFilters } from "./schemas";

const squash = (s: string) => s.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * What makes two searches the same one: the browse filters compare breed and town case-insensitively
 * (pets.breedKey, pets.locationKey) and the words of a text search whatever their case, so
 * "Labrador Retriever" in "hyderabad" is the search "labrador retriever" in "Hyderabad".
 */
export function searchIdentity(filters: TAlertFilters): string {
  const parts: string[] = [];
  for (const key of ALERT_FILTER_KEYS) {
    const value = filters[key];
    if (value === undefined) continue;
    parts.push(`${key}=${typeof value === "string" ? squash(value) : String(value)}`);
  }
  return parts.join("&");
}

/** The browse page with these filters (a path without the language prefix), newest first. */
export function searchHref(filters: TAlertFilters): string {
  const query = filtersToSearchParams(filters).toString();
  return query ? `/pets?${query}` : "/pets";
}

/** The texts a label is made of: Alerts.label.* of the reader's catalogue. */
export type TLabelTexts = {
  species: (species: NonNullable<TAlertFilters["species"]>) => string;
  gender: (gender: NonNullable<TAlertFilters["gender"]>) => string;
  location: (location: string) => string;
  query: (q: string) => string;
  priceRange: (min: string, max: string) => string;
  priceFrom: (min: string) => string;
  priceUpTo: (max: string) => string;
  ageRange: (min: number, max: number) => string;
  ageFrom: (min: number) => string;
  ageUpTo: (max: number) => string;
  verified: string;
  /** "for rehoming" / "for sale" (Rehoming.alertLabel). */
  mode: (mode: NonNullable<TAlertFilters["mode"]>) => string;
  separator: string;
};

/** "Dogs · Labrador Retriever · in Hyderabad · ₹10,000 – ₹30,000": what a person reads for a saved search. */
export function searchLabel(filters: TAlertFilters, texts: TLabelTexts): string {
  const parts: string[] = [];
  if (filters.q) parts.push(texts.query(filters.q));
  if (filters.species) parts.push(texts.species(filters.species));
  if (filters.breed) parts.push(filters.breed);
  if (filters.gender) parts.push(texts.gender(filters.gender));
  if (filters.location) parts.push(texts.location(filters.location));
  const { minPrice: min, maxPrice: max } = filters;
  if (min !== undefined && max !== undefined) parts.push(texts.priceRange(formatPrice(min), formatPrice(max)));
  else if (min !== undefined) parts.push(texts.priceFrom(formatPrice(min)));
  else if (max !== undefined) parts.push(texts.priceUpTo(formatPrice(max)));
  const { minAge, maxAge } = filters;
  if (minAge !== undefined && maxAge !== undefined) parts.push(texts.ageRange(minAge, maxAge));
  else if (minAge !== undefined) parts.push(texts.ageFrom(minAge));
  else if (maxAge !== undefined) parts.push(texts.ageUpTo(maxAge));
  if (filters.verified) parts.push(texts.verified);
  if (filters.mode) parts.push(texts.mode(filters.mode));
  return parts.join(texts.separator);
}
