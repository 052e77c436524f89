"use client";
import { lazy, Suspense } from "react";

// Every page carries this boundary: its view comes in its own chunk, fetched only when it shows.
const ErrorView = lazy(() => import("@/components/layout/error-view").then((m) => ({ default: m.ErrorView })));

// An unexpected failure while rendering a page: the header and footer stay, the page body explains (the
// bare pages' boundary, (bare)/error.tsx, is this one too).
export default function SiteError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <Suspense fallback={null}>
      <ErrorView {...props} />
    </Suspense>
  );
}
