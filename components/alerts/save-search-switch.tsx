"use client";
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from "react";
import type { TAlertFilters } from "@/lib/alerts/client";
import { Link, usePathname } from "@/lib/i18n/navigation";
import { useAuth } from "@/components/account/auth-provider";
import { buttonClasses } from "@/components/ui/button";

// Saving (the API client and the query cache) loads only when a session is found: most visitors of a
// landing page arrive signed out from a search engine. If its script cannot be fetched, the box gives
// way until the next page; the page is not lost to an error.
const SignedInSaveSearch = lazy(() => import("./save-search-signed-in").catch(() => ({ default: () => null })));

type TSwitchProps = {
  filters: TAlertFilters;
  /** While the session is not known yet (and while saving loads): the button, waiting. */
  busy: ReactNode;
  /** Signed out: the link to log in and come back. */
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

const noSubscription = () => () => {};
const currentQuery = () => window.location.search;

/** Log in, then back to this page with its filters. */
export function SaveSearchLoginLink({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  // Read from the address bar: useSearchParams would make a cached page render in the browser only.
  const search = useSyncExternalStore(noSubscription, currentQuery, () => "");
  return (
    <Link
      href={{ pathname: "/login", query: { next: `${pathname}${search}` } }}
      className={buttonClasses({ variant: "outline", className: "w-full sm:w-auto" })}
    >
      {children}
    </Link>
  );
}
