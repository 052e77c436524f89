import { getTranslations } from "next-intl/server";
import { landingPath, landingTrail, type TLanding } from "@/lib/discovery/catalog";
import { Link } from "@/lib/i18n/navigation";
import type { TLocale } from "@/lib/i18n/routing";
import { absoluteUrl } from "@/lib/seo";
import { JsonLd } from "@/components/foundation/json-ld";
import { cn } from "@/components/ui/cn";
import { crumbName } from "./landing-texts";

type TCrumb = { name: string; path: string };

/**
 * Home › Dogs › Labrador Retriever › Hyderabad: links to the pages above this one, the page itself last,
 * and the same trail as schema.org BreadcrumbList for search engines (absolute URLs in the page's language).
 * Under a landing page, `current` (a pet's page: Home › Dogs › Labrador Retriever › Hyderabad › Bruno, its
 * name cut to the line); a pet on no landing page (no species, or `other`) is under All pets.
 */
export async function LandingBreadcrumbs({ landing, locale, current }: { landing: TLanding | null; locale: TLocale; current?: TCrumb }) {
  const t = await getTranslations({ locale, namespace: "Landing" });
  const trail: TCrumb[] = [
    { name: t("home"), path: "/" },
    ...(landing
      ? await Promise.all(landingTrail(landing).map(async (page) => ({ name: await crumbName(page, locale), path: landingPath(page) })))
      : [{ name: t("allPets"), path: "/pets" }]),
    ...(current ? [current] : []),
  ];
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path, locale),
    })),
  };

  return (
    <>
      <JsonLd data={jsonLd} />
      <nav aria-label={t("breadcrumb")} className="text-sm">
        {/* One line that scrolls sideways when the trail is longer than the screen, never a second one:
            on a device without a Telugu or Devanagari face of its own, the text is drawn in another face
            until ours has downloaded, and a line that wraps in one and not the other moves the whole
            page when the face is swapped in (docs/discovery.md). The padding, taken back by the margin,
            keeps the links' focus ring inside the scrolling box, which clips it. */}
        <ol className="-m-1 flex items-center gap-x-1.5 overflow-x-auto p-1 text-stone-700">
          {trail.map((crumb, i) =>
            i < trail.length - 1 ? (
              <li key={crumb.path} className="flex shrink-0 items-center gap-1.5">
                <Link
                  href={crumb.path}
                  className="inline-flex min-h-11 items-center rounded-sm font-medium whitespace-nowrap text-brand-700 underline-offset-4 hover:underline"
                >
                  {crumb.name}
                </Link>
                <span aria-hidden="true">{"›"}</span>
              </li>
            ) : (
              <li
                key={crumb.path}
                aria-current="page"
                className={cn(
                  "min-h-11 font-medium text-stone-900",
                  // A seller's name for the pet: one line, cut, never squeezed to nothing.
                  current ? "min-w-24 flex-1 truncate leading-[2.75rem]" : "inline-flex shrink-0 items-center whitespace-nowrap",
                )}
              >
                {crumb.name}
              </li>
            ),
          )}
        </ol>
      </nav>
    </>
  );
}
