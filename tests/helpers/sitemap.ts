import type { MetadataRoute } from "next";
import { SITEMAP_TYPES, sitemapIds, sitemapPart, type TSitemapType } from "@/lib/sitemaps";

/** Every entry of every part of the sitemaps of these types (all of them by default), as the parts serve them. */
export async function sitemapEntries(types: readonly TSitemapType[] = SITEMAP_TYPES): Promise<MetadataRoute.Sitemap> {
  const parts = await Promise.all(types.map(async (type) => Promise.all((await sitemapIds(type)).map(({ id }) => sitemapPart(type, id)))));
  return parts.flat(2);
}
