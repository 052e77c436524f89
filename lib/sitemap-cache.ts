/**
 * How long a shared cache (a CDN: Vercel's edge) may keep the sitemap index and its parts: an hour, and
 * an hour-old copy may be given while a fresh one is made, for a day. Crawlers read them a few times a
 * day, and a part of a large site is a second's work for the database and the server; a listing joins
 * its sitemap within the hour. Browsers keep nothing (max-age=0). Set in next.config.ts for the parts
 * and in app/sitemap.xml/route.ts for the index.
 */
export const SITEMAP_CACHE_CONTROL = "public, max-age=0, s-maxage=3600, stale-while-revalidate=86400";
