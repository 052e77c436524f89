"use client";
import { lazy, Suspense } from "react";
import { usePathname } from "next/navigation";
import type { TErrorPageLocale } from "@/components/layout/global-error-view";
import "./globals.css";

// Every page carries this boundary, so its view and its texts in three languages come in their own
// chunk, fetched only when the boundary shows (the server's HTML already has the page in it).
const GlobalErrorView = lazy(() => import("@/components/layout/global-error-view"));

/** The language of the failed page: its path's prefix (English pages have none). */
function localeOf(pathname: string | null): TErrorPageLocale {
  const first = pathname?.split("/")[1];
  return first === "te" || first === "hi" ? first : "en";
}

/**
 * When the layout itself fails (say the database is down while a session is read), this replaces the
 * whole document, message provider included: the same themed error page, in the page's language.
 */
export default function GlobalError(props: { error: Error & { digest?: string }; reset: () => void }) {
  const locale = localeOf(usePathname());
  return (
    <html lang={locale}>
      <body className="min-h-dvh">
        <Suspense fallback={null}>
          <GlobalErrorView locale={locale} {...props} />
        </Suspense>
      </body>
    </html>
  );
}
