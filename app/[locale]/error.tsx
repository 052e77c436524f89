"use client";
import { ErrorView } from "@/components/layout/error-view";

// An unexpected failure on a page without the common layout (login, register, verify, reset).
export default function LocaleError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <main id="main" tabIndex={-1} className="min-h-dvh focus:outline-none">
      <ErrorView {...props} />
    </main>
  );
}
