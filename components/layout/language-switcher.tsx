"use client";
import { useLocale, useTranslations } from "#i18n/texts";
import { useId, useTransition } from "react";
import { usePathname, useRouter } from "@/lib/i18n/navigation";
import { currentSearch, persistLocale } from "@/lib/i18n/locale-memory";
import { isLocale, languages } from "@/lib/i18n/routing";
import { profileKeys } from "@/lib/profile/keys";
import { invalidateQueries } from "@/lib/query/registry";
import { useAuth } from "@/components/account/auth-provider";
import { useHydrated } from "@/components/ui/use-hydrated";

/**
 * Switches the language, keeping the current page; remembers the choice (cookie + localStorage) and,
 * when signed in, on the account too, so mails follow it. Its frame and icons are drawn on the server
 * (language-switcher-frame.tsx).
 */
export function LanguageSwitcher() {
  const t = useTranslations("LanguageSwitcher");
  const locale = useLocale();
  const pathname = usePathname();
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const id = useId();
  const { user } = useAuth();
  // The server draws only the current language; the others join when the page has hydrated, which is
  // also when the switch starts to work. Their names (తెలుగు, हिंदी) are in scripts the rest of the page
  // may not use, and a browser finds a face for each before its first paint: on an English page that
  // was about a third of the first layout in the phone benchmark (docs/performance.md). Its width is
  // fixed (English, the widest name, fits), so the switch does not grow when the others join.
  const shown = useHydrated() ? languages : languages.filter((l) => l.code === locale);

  function onChange(next: string) {
    if (!isLocale(next) || next === locale) return;
    persistLocale(next);
    // Fire and forget: the page switches either way; the account keeps the old language if this fails.
    // The profile client loads only here: most visitors never change the language while signed in.
    if (user) {
      import("@/lib/profile/client")
        .then(({ profileApi }) => profileApi.updatePreferences({ locale: next }))
        .then(() => invalidateQueries(profileKeys.all))
        .catch(() => undefined);
    }
    startTransition(() => router.replace(`${pathname}${currentSearch()}`, { locale: next }));
  }

  return (
    <>
      <label htmlFor={id} className="sr-only">
        {t("label")}
      </label>
      <select
        id={id}
        value={locale}
        onChange={(e) => onChange(e.target.value)}
        disabled={isPending}
        aria-busy={isPending || undefined}
        className="min-h-10 w-28 appearance-none rounded-lg border border-stone-300 bg-white py-1.5 pr-7 pl-8 text-sm font-medium text-stone-900 hover:border-stone-400 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700"
      >
        {shown.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.nativeName}
          </option>
        ))}
      </select>
    </>
  );
}
