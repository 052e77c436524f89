import type { MetadataRoute } from "next";
import { env, isPreviewDeployment } from "@/lib/env";

export const dynamic = "force-dynamic";

export default function robots(): MetadataRoute.Robots {
  // A preview deployment is not the site: nothing of it is crawled (its answers also say noindex, next.config.ts).
  if (isPreviewDeployment()) return { rules: [{ userAgent: "*", disallow: "/" }] };
  const base = env().APP_URL.replace(/\/$/, "");
  const privatePaths = [
    "/dashboard",
    "/add-listing",
    "/cart",
    "/wishlist",
    "/profile",
    "/payment",
    "/messages",
    "/verify-email",
    "/reset-password",
    "/server/",
  ];
  const all = [
    ...privatePaths,
    ...["te", "hi"].flatMap((l) => privatePaths.filter((p) => !p.startsWith("/server")).map((p) => `/${l}${p}`)),
  ];
  // The API stays out, but not the pictures under it: the listings' photos (for image search) and their
  // link previews (fetched by the crawlers that draw a shared link's card). Crawlers take the longest
  // matching rule, so these win over "/server/".
  const pictures = ["/server/images/", "/server/og/"];
  return { rules: [{ userAgent: "*", allow: ["/", ...pictures], disallow: all }], sitemap: `${base}/sitemap.xml`, host: base };
}
