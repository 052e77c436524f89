import type { MetadataRoute } from "next";
import { env } from "@/lib/env";
import { routing } from "@/lib/i18n/routing";
import { listPetsForSitemap } from "@/lib/pets/service";
import { listSellersForSitemap } from "@/lib/sellers/service";

export const dynamic = "force-dynamic";

const STATIC_PATHS = ["/", "/pets", "/about", "/contact", "/support", "/process", "/privacy-policy", "/terms-and-conditions", "/grievance-officer", "/developers/api"];

function localized(path: string) {
  const base = env().APP_URL.replace(/\/$/, "");
  const url = (locale: string) => `${base}${locale === routing.defaultLocale ? "" : `/${locale}`}${path === "/" && locale !== routing.defaultLocale ? "" : path}`;
  return { url, languages: Object.fromEntries(routing.locales.map((l) => [l, url(l)])) };
}

/** Every public page in all three languages, with hreflang alternates; one entry per language. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [pets, sellers] = await Promise.all([listPetsForSitemap({ limit: 15_000 }), listSellersForSitemap({ limit: 1_000 })]);
  const entries: MetadataRoute.Sitemap = [];
  for (const path of STATIC_PATHS) {
    const { url, languages } = localized(path);
    for (const locale of routing.locales) entries.push({ url: url(locale), changeFrequency: path === "/" || path === "/pets" ? "hourly" : "monthly", priority: path === "/" ? 1 : 0.5, alternates: { languages } });
  }
  for (const pet of pets) {
    const { url, languages } = localized(`/pets/${pet.id}`);
    for (const locale of routing.locales) entries.push({ url: url(locale), lastModified: pet.updatedAt, changeFrequency: "daily", priority: 0.8, alternates: { languages } });
  }
  // Sellers with a pet for sale (their newest listing change as the date).
  for (const seller of sellers) {
    const { url, languages } = localized(`/sellers/${seller.id}`);
    for (const locale of routing.locales) entries.push({ url: url(locale), lastModified: seller.updatedAt, changeFrequency: "weekly", priority: 0.6, alternates: { languages } });
  }
  return entries;
}
