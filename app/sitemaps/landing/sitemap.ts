// GET /sitemaps/landing/sitemap/{n}.xml — part n of the sitemap of the landing pages that have an active listing, in every language (lib/sitemaps.ts)
import type { MetadataRoute } from "next";
import { sitemapIds, sitemapPart } from "@/lib/sitemaps";

export const dynamic = "force-dynamic";

export const generateSitemaps = () => sitemapIds("landing");

export default async function sitemap({ id }: { id: Promise<string> }): Promise<MetadataRoute.Sitemap> {
  return sitemapPart("landing", Number(await id));
}
