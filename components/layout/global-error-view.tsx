"use client";
import { NextIntlClientProvider } from "next-intl";
import { errorPageTexts } from "@/lib/i18n/error-page-texts";
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
    <NextIntlClientProvider locale={locale} messages={errorPageTexts[locale]} timeZone="Asia/Kolkata">
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <ErrorView {...props} />
      </main>
    </NextIntlClientProvider>
  );
}
