import type { MetadataRoute } from "next";
import { env } from "@/lib/env";

export const dynamic = "force-dynamic";

export default function robots(): MetadataRoute.Robots {
  const base = env().APP_URL.replace(/\/$/, "");
  const privatePaths = ["/dashboard", "/add-listing", "/cart", "/wishlist", "/profile", "/payment", "/messages", "/verify-email", "/reset-password", "/server/"];
  const all = [...privatePaths, ...["te", "hi"].flatMap((l) => privatePaths.filter((p) => !p.startsWith("/server")).map((p) => `/${l}${p}`))];
  return { rules: [{ userAgent: "*", allow: "/", disallow: all }], sitemap: `${base}/sitemap.xml`, host: base };
}
