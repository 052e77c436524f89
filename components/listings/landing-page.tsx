import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { cache } from "react";
import { landingKind, landingPath, type TLanding } from "@/lib/discovery/catalog";
import { formatCount, formatPrice } from "@/lib/format";
import { Link } from "@/lib/i18n/navigation";
import type { TLocale } from "@/lib/i18n/routing";
import { PET_SORTS } from "@/lib/pets/constants";
import { getLandingPage, type TLandingPage } from "@/lib/pets/landing";
import { filtersToSearchParams } from "@/lib/pets/query";
import { listLandingAlternatives } from "@/lib/pets/similar-pets";
import { absoluteUrl, localizedAlternates } from "@/lib/seo";
import { SaveSearchButton } from "@/components/alerts/save-search-button";
import { BrowseSort } from "./browse-bar";
import { BrowseResults } from "./browse-results";
import { FILTERS_ID } from "./browse-ids";
import { PetGrid, PetGridItems } from "./pet-card";
import { buttonClasses } from "@/components/ui/button";
import { SearchIcon } from "@/components/ui/icons/search";
import { SlidersIcon } from "@/components/ui/icons/sliders";
import { SortIcon } from "@/components/ui/icons/sort";
import { LandingBreadcrumbs } from "@/components/discovery/landing-breadcrumbs";
import { landingTexts } from "@/components/discovery/landing-texts";

// The landing pages (app/[locale]/(site)/[species]/…): the four route files hand their address segments
// here. Each page is cached (ISR) like /pets and rebuilt when a listing it shows changes
// (lib/pets/revalidate.ts); a page without an active listing is served but not indexed.

export type TLandingSegments = { species: string; breed?: string; city?: string };

// generateMetadata and the page share one read per render (React's cache keys on the arguments' values).
const loadLanding = cache((species: string, breed?: string, city?: string) => getLandingPage({ species, breed, city }));
const load = ({ species, breed, city }: TLandingSegments) => loadLanding(species, breed, city);

export async function landingMetadata(segments: TLandingSegments, locale: TLocale): Promise<Metadata> {
  const page = await load(segments);
  if (!page) return { title: (await getTranslations({ locale, namespace: "NotFound" }))("metaTitle"), robots: { index: false } };
  const t = await getTranslations({ locale, namespace: "Landing" });
  const { title } = await landingTexts(page.landing, locale);
  const description = !page.count
    ? t("metaDescriptionEmpty", { title })
    : page.priceRange
      ? t("metaDescriptionPrice", {
          title,
          count: page.count,
          low: formatPrice(page.priceRange.low, locale),
          high: formatPrice(page.priceRange.high, locale),
        })
      : t("metaDescription", { title, count: page.count });
  const alternates = localizedAlternates(landingPath(page.landing), locale);
  const photo = page.firstPage.pets.find((p) => p.thumbnail)?.thumbnail;
  return {
    title,
    description,
    alternates,
    // Nothing listed: worth a visit (the alert), not a search result. Its links still count.
    robots: page.count ? undefined : { index: false, follow: true },
    openGraph: {
      type: "website",
      siteName: "PawBazaar",
      title,
      description,
      url: alternates.canonical,
      locale: `${locale}_IN`,
      images: photo ? [{ url: absoluteUrl(photo) }] : undefined,
    },
    twitter: { card: photo ? "summary_large_image" : "summary", title, description },
  };
}

/** The page; its route hands the browser the namespaces of its client components (Alerts, Browse, Common, Errors, Listings, PetCard). */
export async function LandingPage({ segments, locale }: { segments: TLandingSegments; locale: TLocale }) {
  const page = await load(segments);
  if (!page) notFound();
  const { landing } = page;
  const t = await getTranslations({ locale, namespace: "Landing" });
  const texts = await landingTexts(landing, locale);

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-6 sm:px-6 sm:py-10">
      <div className="space-y-2">
        <LandingBreadcrumbs landing={landing} locale={locale} />
        <h1 className="text-2xl font-bold tracking-tight wrap-anywhere text-stone-900 sm:text-3xl">{texts.title}</h1>
        <Summary page={page} locale={locale} />
        {landingKind(landing) === "species" && <p className="max-w-3xl pt-1 text-stone-700">{t(`species.${landing.species}.intro`)}</p>}
      </div>

      {page.count > 0 ? (
        <section aria-labelledby="landing-listings" className="space-y-4">
          <h2 id="landing-listings" className="text-xl font-bold text-stone-900">
            {t("listingsTitle")}
          </h2>
          {/* The server's first page; 'Load more' asks GET /server/pets with the same filters (keyset cursor). */}
          <BrowseResults
            filters={{ ...page.filters, sort: "newest" }}
            initialPage={page.firstPage}
            basePath="/pets"
            actions={<LandingActions page={page} locale={locale} />}
          >
            <PetGridItems pets={page.firstPage.pets} headingLevel="h3" />
          </BrowseResults>
          <SaveSearchButton filters={page.filters} returnTo={landingPath(landing)} />
        </section>
      ) : (
        <section
          aria-labelledby="landing-empty"
          className="flex flex-col items-center rounded-2xl border border-dashed border-stone-300 bg-white px-4 py-10 text-center sm:px-6"
        >
          <span className="inline-flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-800">
            <SearchIcon className="size-7" />
          </span>
          <h2 id="landing-empty" className="mt-4 text-xl font-bold text-stone-900">
            {t("emptyTitle")}
          </h2>
          <p className="mt-2 max-w-md text-stone-700">{t("emptyText")}</p>
          <div className="mt-5 w-full max-w-2xl text-left">
            <SaveSearchButton filters={page.filters} returnTo={landingPath(landing)} />
          </div>
          <Link href="/pets" className={buttonClasses({ variant: "ghost", className: "mt-3" })}>
            {t("emptyBrowse")}
          </Link>
          <Alternatives landing={landing} locale={locale} />
        </section>
      )}

      <About landing={landing} locale={locale} />
      <Neighbours page={page} locale={locale} />
    </div>
  );
}

/**
 * An empty page's way on: the nearest pets there are (lib/pets/similar-pets.ts, listLandingAlternatives:
 * the breed in other towns, the species in the town or elsewhere). Cached with the page: a listing here
 * rebuilds it (and then it is not empty), the others' changes show within its `revalidate`.
 */
async function Alternatives({ landing, locale }: { landing: TLanding; locale: TLocale }) {
  const t = await getTranslations({ locale, namespace: "Landing" });
  const pets = await listLandingAlternatives(landing).catch((e: Error) => {
    console.error(`[landing] listLandingAlternatives failed: ${e.message}`);
    return [];
  });
  if (!pets.length) return null;
  return (
    <div className="mt-8 w-full border-t border-stone-200 pt-6 text-left">
      <h2 id="landing-alternatives" className="mb-4 text-lg font-bold text-stone-900">
        {t("alternativesTitle")}
      </h2>
      <PetGrid pets={pets} headingLevel="h3" />
    </div>
  );
}

/**
 * The results bar's Sort and Filters on a landing page (newest first): both take the visitor to the
 * browse page with the page's filters, in the order chosen, or with the filters open (the bottom sheet
 * on a phone: browse-filters-form.tsx).
 */
async function LandingActions({ page, locale }: { page: TLandingPage; locale: TLocale }) {
  const t = await getTranslations({ locale, namespace: "Browse" });
  const tSort = await getTranslations({ locale, namespace: "Listings.sort" });
  const tRehoming = await getTranslations({ locale, namespace: "Rehoming.filter" });
  const query = filtersToSearchParams(page.filters).toString();
  return (
    <>
      <BrowseSort
        label={t("sort")}
        short={t("sortShort")}
        value="newest"
        options={PET_SORTS.map((s) => ({ value: s, label: tSort(s) }))}
        basePath="/pets"
        query={query}
        icon={<SortIcon className="size-4 text-stone-600" />}
      />
      <Link
        href={`/pets?${query}#${FILTERS_ID}`}
        className="inline-flex min-h-10 shrink-0 items-center gap-1.5 rounded-full border border-stone-300 bg-white px-3 text-sm font-semibold text-stone-900 hover:border-stone-400 hover:bg-stone-50"
      >
        <SlidersIcon className="size-4 text-stone-600" />
        {t("filters")}
      </Link>
      {/* This page's pets being rehomed (docs/rehoming.md): the browse page with the mode filter. */}
      <Link
        href={`/pets?${filtersToSearchParams({ ...page.filters, mode: "rehoming" }).toString()}`}
        // The one item of the bar that gives way on a narrow screen (a Telugu label is long): cut, never wider than the page.
        className="inline-flex min-h-10 min-w-0 items-center rounded-full border border-sky-300 bg-sky-50 px-3 text-sm font-semibold text-sky-950 hover:border-sky-400"
      >
        <span className="truncate">{tRehoming("chip")}</span>
      </Link>
    </>
  );
}

/** How many are listed and what they typically cost. */
async function Summary({ page, locale }: { page: TLandingPage; locale: TLocale }) {
  const t = await getTranslations({ locale, namespace: "Landing" });
  if (!page.count) return null;
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-stone-700">
      <span className="font-semibold text-stone-900">
        {page.isCountCapped ? t("countCapped", { count: formatCount(page.count, locale) }) : t("count", { count: page.count })}
      </span>
      {page.priceRange && (
        <span>
          {t("typicalPrice", { low: formatPrice(page.priceRange.low, locale), high: formatPrice(page.priceRange.high, locale) })}
          <span className="sr-only"> ({t("typicalPriceHint")})</span>
        </span>
      )}
    </p>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-stone-600 uppercase">{label}</dt>
      <dd className="mt-0.5 font-semibold text-stone-900">{children}</dd>
    </div>
  );
}

/** The breed's and the city's introductions, in the page's language (lib/discovery/breeds/*.json, lib/discovery/cities.json). */
async function About({ landing, locale }: { landing: TLanding; locale: TLocale }) {
  const { breed, city } = landing;
  if (!breed && !city) return null;
  const t = await getTranslations({ locale, namespace: "Landing" });
  const tListings = await getTranslations({ locale, namespace: "Listings" });
  const card = "rounded-2xl border border-stone-200 bg-white p-4 sm:p-5";
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {breed && (
        <section aria-labelledby="about-breed" className={card}>
          <h2 id="about-breed" className="text-lg font-bold text-stone-900">
            {t("aboutBreed", { breed: breed.names[locale] })}
          </h2>
          <p className="mt-2 leading-relaxed text-stone-800">{breed.intro[locale]}</p>
          <dl aria-label={t("facts")} className="mt-3 flex flex-wrap gap-x-8 gap-y-2 border-t border-stone-100 pt-3">
            <Fact label={t("speciesLabel")}>{tListings(`species.${breed.species}`)}</Fact>
            <Fact label={t("sizeLabel")}>{t(`size.${breed.size}`)}</Fact>
          </dl>
        </section>
      )}
      {city && (
        <section aria-labelledby="about-city" className={card}>
          <h2 id="about-city" className="text-lg font-bold text-stone-900">
            {t("aboutCity", { city: city.names[locale] })}
          </h2>
          <p className="mt-2 leading-relaxed text-stone-800">{city.intro[locale]}</p>
          <dl aria-label={t("facts")} className="mt-3 flex flex-wrap gap-x-8 gap-y-2 border-t border-stone-100 pt-3">
            <Fact label={t("stateLabel")}>{city.state[locale]}</Fact>
          </dl>
        </section>
      )}
    </div>
  );
}

/** Links to the neighbouring pages that have listings: other breeds, and other cities. */
async function Neighbours({ page, locale }: { page: TLandingPage; locale: TLocale }) {
  const t = await getTranslations({ locale, namespace: "Landing" });
  const texts = await landingTexts(page.landing, locale);
  const kind = landingKind(page.landing);
  const groups = [
    { id: "more-breeds", title: t(`breeds.${kind}`, texts), pages: page.neighbours.breeds, name: (p: TLanding) => p.breed!.names[locale] },
    { id: "more-cities", title: t(`cities.${kind}`, texts), pages: page.neighbours.cities, name: (p: TLanding) => p.city!.names[locale] },
  ].filter((g) => g.pages.length > 0);
  if (!groups.length) return null;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={group.id}>
          <h2 id={group.id} className="text-lg font-bold text-stone-900">
            {group.title}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {group.pages.map((p) => (
              <li key={landingPath(p)}>
                <Link
                  href={landingPath(p)}
                  className="inline-flex min-h-11 items-center rounded-full border border-stone-300 bg-white px-4 text-sm font-semibold text-stone-800 hover:border-brand-600 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                >
                  {group.name(p)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
