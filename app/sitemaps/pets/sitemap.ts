// GET /sitemaps/pets/sitemap/{n}.xml — part n of the sitemap of every active listing, in every language (lib/sitemaps.ts)
import type { MetadataRoute } from "next";
import { sitemapIds, sitemapPart } from "@/lib/sitemaps";

export const dynamic = "force-dynamic";

export const generateSitemaps = () => sitemapIds("pets");

export default async function sitemap({ id }: { id: Promise<string> }): Promise<MetadataRoute.Sitemap> {
  return sitemapPart("pets", Number(await id));
}
