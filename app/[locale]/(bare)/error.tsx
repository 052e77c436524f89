"use client";
import { lazy, Suspense } from "react";

// Every page carries its segment's boundary: its view comes in its own chunk, fetched only when it shows.
const ErrorView = lazy(() => import("@/components/layout/error-view").then((m) => ({ default: m.ErrorView })));

// An unexpected failure on a page without the common layout (login, register, verify, reset), in the
// bare layout's card. Each of the two layouts has its own boundary, so a page carries one (a site page
// does not also carry this one); a failing layout itself is app/global-error.tsx's.
export default function BareError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <Suspense fallback={null}>
      <ErrorView {...props} />
    </Suspense>
  );
}
