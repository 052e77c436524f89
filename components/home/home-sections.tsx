import { useLocale, useTranslations } from "#i18n/texts";
import { useId, type ComponentType, type SVGProps } from "react";
import { LANDING_SPECIES_LIST, landingPath, type TCity } from "@/lib/discovery/catalog";
import { getPathname, Link } from "@/lib/i18n/navigation";
import type { TLocale } from "@/lib/i18n/routing";
import { filtersToSearchParams } from "@/lib/pets/query";
import { buttonClasses } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { HeartIcon } from "@/components/ui/icons/heart";
import { MapPinIcon } from "@/components/ui/icons/map-pin";
import { PawIcon } from "@/components/ui/icons/paw";
import { SearchIcon } from "@/components/ui/icons/search";
import { ShieldIcon } from "@/components/ui/icons/shield";

/** The home hero: title, the pet search (HomeSearch), Get Started (/register) and Browse Pets (/login). */
export function HomeHero() {
  const t = useTranslations("Home");
  return (
    <section aria-labelledby="home-title" className="relative overflow-hidden bg-gradient-to-br from-brand-50 via-white to-amber-50">
      <PawIcon className="pointer-events-none absolute -top-6 -right-8 size-48 rotate-12 text-brand-100 sm:size-72" />
      <PawIcon className="pointer-events-none absolute bottom-4 -left-10 size-32 -rotate-12 text-amber-100 sm:size-40" />
      <div className="relative mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:py-24">
        <p className="mb-3 inline-flex items-center gap-2 rounded-full bg-white/80 px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-200">
          <ShieldIcon className="size-4" />
          {t("badge")}
        </p>
        <h1
          id="home-title"
          className="max-w-3xl text-3xl font-extrabold tracking-tight text-balance text-stone-900 sm:text-5xl lg:text-6xl"
        >
          {t("title")}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-stone-700 sm:text-xl">{t("subtitle")}</p>
        <HomeSearch />
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Link href="/register" className={buttonClasses({ size: "lg" })}>
            {t("getStarted")}
          </Link>
          <Link href="/login" className={buttonClasses({ variant: "outline", size: "lg" })}>
            {t("browsePets")}
          </Link>
        </div>
      </div>
    </section>
  );
}

/**
 * "What pet? Which city?": one box, as people type it ("labrador in hyderabad", "పిల్లి విజయవాడ"), a
 * plain GET form to /search?q=… (no script), where the search reads the breed, species and town from
 * the words (docs/search.md).
 */
function HomeSearch() {
  const t = useTranslations("Home.finder");
  const locale = useLocale();
  const id = useId();
  return (
    <form role="search" action={getPathname({ href: "/search", locale })} method="get" className="mt-7 max-w-2xl">
      <label htmlFor={id} className="mb-2 block text-base font-bold text-stone-900 sm:text-lg">
        {t("label")}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="search"
          name="q"
          placeholder={t("placeholder")}
          enterKeyHint="search"
          autoComplete="off"
          maxLength={100}
          className="block min-h-12 w-full min-w-0 rounded-xl border border-stone-300 bg-white px-4 text-base text-stone-900 shadow-sm placeholder:text-stone-500 hover:border-stone-400 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700"
        />
        <button type="submit" className={buttonClasses({ size: "lg", className: "shrink-0 px-4 sm:px-6" })}>
          <SearchIcon className="size-5 shrink-0" />
          <span className="sr-only sm:not-sr-only">{t("submit")}</span>
        </button>
      </div>
    </form>
  );
}

const tileClasses =
  "flex min-h-12 items-center gap-2 rounded-xl border border-stone-200 bg-white px-4 py-2 font-semibold text-stone-900 shadow-sm hover:border-brand-600 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

/**
 * Under the hero, a first tap that finds pets: each species' landing page (/dogs, /cats…), and the
 * cities with listings (`cities`: lib/pets/landing.ts, citiesWithListings), each the browse page of
 * every pet in that city (/pets?location=Hyderabad: there is no landing page of a city alone).
 */
export function HomeShortcuts({ cities }: { cities: TCity[] }) {
  const t = useTranslations("Home.finder");
  const tLanding = useTranslations("Landing");
  const locale = useLocale() as TLocale;
  return (
    <section aria-labelledby="home-shortcuts" className="mx-auto max-w-7xl space-y-6 px-4 pt-8 sm:px-6">
      <h2 id="home-shortcuts" className="sr-only">
        {t("title")}
      </h2>
      <div>
        <h3 className="text-lg font-bold text-stone-900">{t("species")}</h3>
        <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
          {LANDING_SPECIES_LIST.map((species) => (
            <li key={species} className="flex">
              <Link href={landingPath({ species, breed: null, city: null })} className={cn(tileClasses, "w-full")}>
                <PawIcon className="size-5 shrink-0 text-brand-700" />
                {tLanding(`species.${species}.name`)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      {cities.length > 0 && (
        <div>
          <h3 className="text-lg font-bold text-stone-900">{t("cities")}</h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {cities.map((city) => (
              <li key={city.slug}>
                <Link href={`/pets?${filtersToSearchParams({ location: city.location })}`} className={tileClasses}>
                  <MapPinIcon className="size-4 shrink-0 text-stone-500" />
                  {city.names[locale]}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/** Three feature blurbs under the listings. */
export function HomeFeatures() {
  const t = useTranslations("Home");
  const features: { title: string; body: string; icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
    { title: t("featureVerifiedTitle"), body: t("featureVerifiedBody"), icon: ShieldIcon },
    { title: t("featureCareTitle"), body: t("featureCareBody"), icon: HeartIcon },
    { title: t("featureRehomeTitle"), body: t("featureRehomeBody"), icon: PawIcon },
  ];
  return (
    <section
      aria-labelledby="features-title"
      className="below-fold mx-auto max-w-7xl px-4 py-12 [contain-intrinsic-block-size:auto_46rem] sm:px-6 sm:py-16 sm:[contain-intrinsic-block-size:auto_24rem]"
    >
      <h2 id="features-title" className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
        {t("featuresTitle")}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-3">
        {features.map(({ title, body, icon: Icon }) => (
          <li key={title} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
              <Icon className="size-6" />
            </span>
            <h3 className="mt-3 text-lg font-bold text-stone-900">{title}</h3>
            <p className="mt-1 text-stone-700">{body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
