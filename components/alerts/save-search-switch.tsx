"use client";
import { lazy, Suspense, type ReactNode } from "react";
import type { TAlertFilters } from "@/lib/alerts/client";
import { useAuth } from "@/components/foundation/auth-provider";

// Saving (the API client and the query cache) loads only when a session is found: most visitors of a
// landing page arrive signed out from a search engine. If its script cannot be fetched, the box gives
// way until the next page; the page is not lost to an error.
const SignedInSaveSearch = lazy(() => import("./save-search-signed-in").catch(() => ({ default: () => null })));

type TSwitchProps = {
  filters: TAlertFilters;
  /** While the session is not known yet (and while saving loads): the button, waiting. */
  busy: ReactNode;
  /** Signed out: the link to log in and come back (drawn on the server). */
  signedOut: ReactNode;
};

/** "Email me new matches" for who is looking (save-search-button.tsx draws its states on the server). */
export function SaveSearchSwitch({ filters, busy, signedOut }: TSwitchProps) {
  const { user, isLoading } = useAuth();
  if (isLoading) return busy;
  if (!user) return signedOut;
  return (
    <Suspense fallback={busy}>
      <SignedInSaveSearch filters={filters} />
    </Suspense>
  );
}
