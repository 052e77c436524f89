// GET /sitemaps/pages/sitemap/{n}.xml — part n of the sitemap of home, browse and the information pages, in every language (lib/sitemaps.ts)
import type { MetadataRoute } from "next";
import { sitemapIds, sitemapPart } from "@/lib/sitemaps";

export const dynamic = "force-dynamic";

export const generateSitemaps = () => sitemapIds("pages");

export default async function sitemap({ id }: { id: Promise<string> }): Promise<MetadataRoute.Sitemap> {
  return sitemapPart("pages", Number(await id));
}
