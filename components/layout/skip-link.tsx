import { useTranslations } from "#i18n/texts";

/** The first focusable element: jumps past the header to <main id="main">. */
export function SkipLink() {
  const t = useTranslations("Common");
  return (
    <a
      href="#main"
      className="sr-only z-[70] rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:px-4 focus:py-2"
    >
      {t("skipToContent")}
    </a>
  );
}
