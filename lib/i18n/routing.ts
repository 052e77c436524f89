import { defineRouting } from "next-intl/routing";

export const locales = ["en", "te", "hi"] as const;
export type TLocale = (typeof locales)[number];
export const LOCALE_COOKIE = "NEXT_LOCALE";
export const LOCALE_STORAGE_KEY = "locale";

export const routing = defineRouting({
  locales,
  defaultLocale: "en",
  // English has no prefix (/pets); Telugu and Hindi do (/te/pets, /hi/pets).
  localePrefix: "as-needed",
  // Kept for a year so the choice holds on the next visit.
  localeCookie: { name: LOCALE_COOKIE, maxAge: 60 * 60 * 24 * 365, sameSite: "lax" },
});

export function isLocale(value: unknown): value is TLocale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

export const languages: { code: TLocale; name: string; nativeName: string }[] = [
  { code: "en", name: "English", nativeName: "English" },
  { code: "te", name: "Telugu", nativeName: "తెలుగు" },
  { code: "hi", name: "Hindi", nativeName: "हिंदी" },
];

/** Dates and times are shown in India's time, wherever the server or the reader is. */
export const TIME_ZONE = "Asia/Kolkata";
