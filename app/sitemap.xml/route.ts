// GET /sitemap.xml — the sitemap index: the parts of each type (lib/sitemaps.ts), as robots.txt names it
import { SITEMAP_CACHE_CONTROL } from "@/lib/sitemap-cache";
import { sitemapIndexXml } from "@/lib/sitemaps";

export const dynamic = "force-dynamic";

export async function GET() {
  return new Response(await sitemapIndexXml(), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": SITEMAP_CACHE_CONTROL },
  });
}
