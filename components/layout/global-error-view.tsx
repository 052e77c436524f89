"use client";
import { errorPageTexts } from "@/lib/i18n/error-page-texts";
import { TextsProvider } from "@/lib/i18n/texts";
import { ErrorView } from "./error-view";

export type TErrorPageLocale = keyof typeof errorPageTexts;

/** The themed error page with its own texts, for app/global-error.tsx (which has no message provider above it). */
export default function GlobalErrorView({
  locale,
  ...props
}: {
  locale: TErrorPageLocale;
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <TextsProvider locale={locale} messages={errorPageTexts[locale]}>
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <ErrorView {...props} />
      </main>
    </TextsProvider>
  );
}
