import "server-only";
import { env } from "@/lib/env";
import { getPathname } from "@/lib/i18n/navigation";
import { routing, type TLocale } from "@/lib/i18n/routing";

const base = () => env().APP_URL.replace(/\/$/, "");

/** An absolute URL on this site: a path in a language (`/pets/x` → `https://…/te/pets/x`), or a plain path such as an image; a URL that is already absolute stays as it is. */
export function absoluteUrl(path: string, locale?: TLocale): string {
  if (/^https?:\/\//.test(path)) return path; // already absolute (a photo in a bucket)
  const localized = locale ? getPathname({ href: path, locale }) : path;
  return `${base()}${localized.startsWith("/") ? localized : `/${localized}`}`;
}

/** The canonical URL of a page in this language and its hreflang alternates (en, te, hi, x-default). */
export function localizedAlternates(path: string, locale: TLocale) {
  const languages: Record<string, string> = Object.fromEntries(routing.locales.map((l) => [l, absoluteUrl(path, l)]));
  languages["x-default"] = absoluteUrl(path, routing.defaultLocale);
  return { canonical: absoluteUrl(path, locale), languages };
}
