"use client";
import { lazy, Suspense } from "react";

// Every page carries this boundary: its view comes in its own chunk, fetched only when it shows.
const ErrorView = lazy(() => import("@/components/layout/error-view").then((m) => ({ default: m.ErrorView })));

// An unexpected failure on a page without the common layout (login, register, verify, reset).
export default function LocaleError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <main id="main" tabIndex={-1} className="min-h-dvh focus:outline-none">
      <Suspense fallback={null}>
        <ErrorView {...props} />
      </Suspense>
    </main>
  );
}
