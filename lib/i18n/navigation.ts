// Navigation on the app's paths: `/pets` is `/te/pets` on a Telugu page (English has no prefix).
// Written on Next.js's own Link and router, so a page's script carries no i18n library for it.
import { redirect as nextRedirect } from "next/navigation";
import { getPathname, type THref } from "./paths";
import type { TLocale } from "./routing";

export { Link } from "./link";
export { usePathname, useRouter } from "./client-navigation";
export { getPathname };

/** Ends a server render or action with a redirect to `href` in `locale`. */
export function redirect({ href, locale }: { href: THref; locale: TLocale }): never {
  return nextRedirect(getPathname({ href, locale }));
}
