import type { MetadataRoute } from "next";
import { getTranslations } from "next-intl/server";

// /manifest.webmanifest: lets phones add PawBazaar to the home screen. One manifest serves every
// language, so it carries the brand name and the English description; the pages themselves are localized.
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const t = await getTranslations({ locale: "en", namespace: "Metadata" });
  return {
    name: t("title"),
    short_name: "PawBazaar",
    description: t("description"),
    id: "/",
    start_url: "/",
    scope: "/",
    display: "standalone",
    orientation: "portrait",
    background_color: "#fff7ed",
    theme_color: "#c2410c",
    categories: ["shopping", "lifestyle"],
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
