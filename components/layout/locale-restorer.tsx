"use client";
import { useLocale } from "#i18n/texts";
import { useEffect } from "react";
import { usePathname, useRouter } from "@/lib/i18n/navigation";
import { currentSearch, persistLocale, readLocaleCookie, readStoredLocale } from "@/lib/i18n/locale-memory";
import { isLocale, LOCALE_STORAGE_KEY } from "@/lib/i18n/routing";

/**
 * Honours the language kept on the device: when localStorage has a choice but the cookie is gone
 * (expired or cleared), restores the cookie and moves to that language. Renders nothing.
 */
export function LocaleRestorer() {
  const locale = useLocale();
  const pathname = usePathname();
  const router = useRouter();

  useEffect(() => {
    const cookie = readLocaleCookie();
    const stored = readStoredLocale();
    if (isLocale(cookie)) {
      // The cookie is the live choice (the proxy reads it); keep localStorage in step.
      if (stored !== cookie) {
        try {
          window.localStorage.setItem(LOCALE_STORAGE_KEY, cookie);
        } catch {
          // Nothing to keep in step with.
        }
      }
      return;
    }
    if (!stored) return;
    persistLocale(stored);
    if (stored !== locale) router.replace(`${pathname}${currentSearch()}`, { locale: stored });
    // Only on the first load: later changes go through the language switcher.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return null;
}
