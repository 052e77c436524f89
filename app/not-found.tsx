import { NextIntlClientProvider } from "next-intl";
import { fontVariables } from "@/lib/fonts";
import { routing } from "@/lib/i18n/routing";
import { NotFoundView } from "@/components/layout/not-found-view";
import "./globals.css";

// Paths outside any language segment (e.g. /something.png that matches no file): English 404.
export default function RootNotFound() {
  return (
    <html lang={routing.defaultLocale} className={fontVariables}>
      <body className="min-h-dvh">
        <NextIntlClientProvider locale={routing.defaultLocale}>
          <main id="main">
            <NotFoundView />
          </main>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
