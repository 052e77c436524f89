import "server-only";
import { isLocale, LOCALE_COOKIE, type TLocale } from "@/lib/i18n/routing";

/** The language the visitor chose (the switcher's cookie), for mails sent on their behalf. */
export function requestLocale(req: Request): TLocale {
  const cookie = req.headers.get("cookie") ?? "";
  const match = cookie.match(new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]+)`));
  const value = match?.[1];
  return isLocale(value) ? value : "en";
}
