// The visitor's language choice on the device: the NEXT_LOCALE cookie (read by the proxy) and localStorage.
import { isLocale, LOCALE_COOKIE, LOCALE_STORAGE_KEY, type TLocale } from "./routing";

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

export function readLocaleCookie(): string | null {
  const match = document.cookie.match(new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`));
  return match ? decodeURIComponent(match[1]) : null;
}

export function readStoredLocale(): TLocale | null {
  try {
    const value = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

/** Remembers the choice for a year (cookie: path /, SameSite=Lax) and in localStorage. */
export function persistLocale(locale: TLocale) {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // The cookie alone still carries the choice.
  }
}

/** The current path's query string, kept when the language changes. */
export function currentSearch() {
  return window.location.search;
}
