import "server-only";
import type { MetadataRoute } from "next";
import { allLandings, landingPath } from "@/lib/discovery/catalog";
import { env } from "@/lib/env";
import { routing } from "@/lib/i18n/routing";
import { landingPathsWithListings } from "@/lib/pets/landing";
import { countSitemapPets, countSitemapSellers, listSitemapPets, listSitemapSellers } from "@/lib/pets/sitemap";
import { absoluteUrl } from "@/lib/seo";

// The sitemaps: /sitemap.xml (app/sitemap.xml/route.ts, named by robots.txt) is the index of the parts, one
// sitemap per type (pages; sellers, landing pages and pets with an active listing), each cut into parts of
// PAGES_PER_PART at /sitemaps/<type>/sitemap/<n>.xml (app/sitemaps/<type>/sitemap.ts, generateSitemaps), every
// page once per language with hreflang alternates. The number of parts comes from a count, never from the build
// (it has no database), and each part reads its own slice in a stable order. docs/discovery.md, "Sitemaps".
export const SITEMAP_TYPES = ["pages", "sellers", "landing", "pets"] as const;
export type TSitemapType = (typeof SITEMAP_TYPES)[number];

/** The protocol's limit of URLs in one sitemap. */
export const MAX_SITEMAP_URLS = 50_000;
/**
 * Pages per part (each page is one URL per language). The protocol would allow 16,666, but a page with
 * its three languages and their alternates is about 1.5 KB of XML, and a Vercel Function answers at
 * most 4.5 MB: a part of 16,666 is 22 MB, which Vercel refuses (FUNCTION_RESPONSE_PAYLOAD_TOO_LARGE)
 * as soon as a site has some 3,000 listings. 2,000 keep a part near 3 MB, with room for a longer domain.
 */
export const PAGES_PER_PART = 2_000;
/** What a Vercel Function may answer, in bytes. */
export const MAX_PART_BYTES = 4.5 * 1024 * 1024;

const STATIC_PATHS = [
  "/",
  "/pets",
  "/about",
  "/contact",
  "/support",
  "/process",
  "/privacy-policy",
  "/terms-and-conditions",
  "/grievance-officer",
  "/selling-rules",
  "/developers/api",
];

type TEntry = MetadataRoute.Sitemap[number];

/** A page in every language: one entry each, each naming all of them as alternates. */
function localized(path: string, fields: Omit<TEntry, "url" | "alternates">): TEntry[] {
  const languages = Object.fromEntries(routing.locales.map((locale) => [locale, absoluteUrl(path, locale)]));
  return routing.locales.map((locale) => ({ url: languages[locale], ...fields, alternates: { languages } }));
}

const partsFor = (pages: number) => Math.max(1, Math.ceil(pages / PAGES_PER_PART));
const LANDINGS = allLandings();

/** How many parts a type has now. */
async function partCount(type: TSitemapType): Promise<number> {
  if (type === "pages") return partsFor(STATIC_PATHS.length);
  // Every landing page that could exist is a candidate; a part lists those of its slice that have listings.
  if (type === "landing") return partsFor(LANDINGS.length);
  return partsFor(type === "pets" ? await countSitemapPets() : await countSitemapSellers());
}

/** The ids of a type's parts, for generateSitemaps (0, 1, …). */
export async function sitemapIds(type: TSitemapType): Promise<{ id: number }[]> {
  // `next build` asks for them to pre-render the parts, which it does not do (they are dynamic): it needs no database for that.
  if (process.env.NEXT_PHASE === "phase-production-build") return [{ id: 0 }];
  return Array.from({ length: await partCount(type) }, (_, id) => ({ id }));
}

/** One part of a type's sitemap. */
export async function sitemapPart(type: TSitemapType, part: number): Promise<MetadataRoute.Sitemap> {
  const offset = part * PAGES_PER_PART;
  if (type === "pages") {
    return STATIC_PATHS.slice(offset, offset + PAGES_PER_PART).flatMap((path) =>
      localized(path, { changeFrequency: path === "/" || path === "/pets" ? "hourly" : "monthly", priority: path === "/" ? 1 : 0.5 }),
    );
  }
  if (type === "landing") {
    const slice = LANDINGS.slice(offset, offset + PAGES_PER_PART);
    const listed = await landingPathsWithListings(slice);
    return slice
      .map(landingPath)
      .filter((path) => listed.has(path))
      .flatMap((path) => localized(path, { changeFrequency: "daily", priority: 0.7 }));
  }
  if (type === "sellers") {
    const sellers = await listSitemapSellers({ offset, limit: PAGES_PER_PART });
    return sellers.flatMap((s) => localized(`/sellers/${s.id}`, { lastModified: s.updatedAt, changeFrequency: "weekly", priority: 0.6 }));
  }
  const pets = await listSitemapPets({ part, perPart: PAGES_PER_PART });
  return pets.flatMap((p) => localized(`/pets/${p.id}`, { lastModified: p.updatedAt, changeFrequency: "daily", priority: 0.8 }));
}

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Where a part is served (Next.js serves generateSitemaps' parts at <route>/sitemap/<id>.xml). */
export const sitemapPartUrl = (type: TSitemapType, id: number) => `${env().APP_URL.replace(/\/$/, "")}/sitemaps/${type}/sitemap/${id}.xml`;

/** The sitemap index: every part of every type. */
export async function sitemapIndexXml(): Promise<string> {
  const parts = await Promise.all(SITEMAP_TYPES.map(async (type) => (await sitemapIds(type)).map(({ id }) => sitemapPartUrl(type, id))));
  const entries = parts.flat().map((loc) => `<sitemap>\n<loc>${escapeXml(loc)}</loc>\n</sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</sitemapindex>\n`;
}
