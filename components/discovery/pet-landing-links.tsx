import { useLocale, useTranslations } from "#i18n/texts";
import { breedOfName, cityOfName, isLandingSpecies, landingPath, type TLanding } from "@/lib/discovery/catalog";
import { Link } from "@/lib/i18n/navigation";
import type { TLocale } from "@/lib/i18n/routing";

const linkClasses = "inline-flex min-h-11 items-center rounded-sm font-semibold text-brand-700 underline-offset-4 hover:underline";

/**
 * On a pet's page: its breed's landing page and its species' page in its city, when the landing data
 * (lib/discovery) has them ("All Labrador Retriever listings", "Dogs in Hyderabad"). Nothing otherwise.
 */
export function PetLandingLinks({ breed, species, location }: { breed: string; species: string | null; location: string }) {
  const t = useTranslations("Landing");
  const locale = useLocale() as TLocale;
  const breedEntry = breedOfName(breed);
  const city = cityOfName(location);
  const breedPage: TLanding | null = breedEntry ? { species: breedEntry.species, breed: breedEntry, city: null } : null;
  const cityPage: TLanding | null = city && isLandingSpecies(species) ? { species, breed: null, city } : null;
  if (!breedPage && !cityPage) return null;
  return (
    <nav aria-label={t("petLinks.label")} className="flex flex-wrap gap-x-5 text-sm">
      {breedPage && (
        <Link href={landingPath(breedPage)} className={linkClasses}>
          {t("petLinks.breed", { breed: breedEntry!.names[locale] })}
        </Link>
      )}
      {cityPage && (
        <Link href={landingPath(cityPage)} className={linkClasses}>
          {t("petLinks.city", { species: t(`species.${cityPage.species}.name`), city: city!.names[locale] })}
        </Link>
      )}
    </nav>
  );
}
