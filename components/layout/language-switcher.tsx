"use client";
import { useLocale, useTranslations } from "#i18n/texts";
import { useId, useState, useTransition } from "react";
import { usePathname, useRouter } from "@/lib/i18n/navigation";
import { currentSearch, persistLocale } from "@/lib/i18n/locale-memory";
import { isLocale, languages } from "@/lib/i18n/routing";
import { profileKeys } from "@/lib/profile/keys";
import { invalidateQueries } from "@/lib/query/registry";
import { useAuth } from "@/components/foundation/auth-provider";

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
  // The page's own language only, until a person reaches for the switch (a touch, a click, the
  // keyboard's focus): then every language, each by its own name. Laying out తెలుగు and हिंदी makes the
  // browser find a face for each script: up to a third of an English page's first layout in the phone
  // benchmark, and a long task of its own when they joined right after hydration (docs/performance-history.md).
  // The width is fixed (English, the widest name, fits), so nothing moves when they join.
  const [isReached, setIsReached] = useState(false);
  const reach = () => setIsReached(true);
  const shown = isReached ? languages : languages.filter((l) => l.code === locale);

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
        onPointerDown={reach}
        onFocus={reach}
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
