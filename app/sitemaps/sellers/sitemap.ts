// GET /sitemaps/sellers/sitemap/{n}.xml — part n of the sitemap of the pages of sellers with an active listing, in every language (lib/sitemaps.ts)
import type { MetadataRoute } from "next";
import { sitemapIds, sitemapPart } from "@/lib/sitemaps";

export const dynamic = "force-dynamic";

export const generateSitemaps = () => sitemapIds("sellers");

export default async function sitemap({ id }: { id: Promise<string> }): Promise<MetadataRoute.Sitemap> {
  return sitemapPart("sellers", Number(await id));
}
