import { getTranslations } from "next-intl/server";
import { landingPath, landingTrail, type TLanding } from "@/lib/discovery/catalog";
import { Link } from "@/lib/i18n/navigation";
import type { TLocale } from "@/lib/i18n/routing";
import { absoluteUrl } from "@/lib/seo";
import { JsonLd } from "@/components/layout/json-ld";
import { crumbName } from "./landing-texts";

/**
 * Home › Dogs › Labrador Retriever › Hyderabad: links to the pages above this one, the page itself last,
 * and the same trail as schema.org BreadcrumbList for search engines (absolute URLs in the page's language).
 */
export async function LandingBreadcrumbs({ landing, locale }: { landing: TLanding; locale: TLocale }) {
  const t = await getTranslations({ locale, namespace: "Landing" });
  const trail = [
    { name: t("home"), path: "/" },
    ...(await Promise.all(landingTrail(landing).map(async (page) => ({ name: await crumbName(page, locale), path: landingPath(page) })))),
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
        <ol className="flex flex-wrap items-center gap-x-1.5 text-stone-700">
          {trail.map((crumb, i) =>
            i < trail.length - 1 ? (
              <li key={crumb.path} className="flex items-center gap-1.5">
                <Link
                  href={crumb.path}
                  className="inline-flex min-h-11 items-center rounded-sm font-medium text-brand-700 underline-offset-4 hover:underline"
                >
                  {crumb.name}
                </Link>
                <span aria-hidden="true">{"›"}</span>
              </li>
            ) : (
              <li
                key={crumb.path}
                aria-current="page"
                className="inline-flex min-h-11 items-center font-medium wrap-anywhere text-stone-900"
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
