"use client";
import { useTranslations } from "#i18n/texts";
import { lazy, Suspense, useSyncExternalStore } from "react";
import { useAuth } from "@/components/account/auth-provider";
import { buttonClasses, Button } from "@/components/ui/button";
import { ALERT_FILTER_KEYS } from "@/lib/alerts/constants";
import type { TAlertFilters } from "@/lib/alerts/client";
import { Link, usePathname } from "@/lib/i18n/navigation";
import { BellIcon } from "./bell-icon";
import { Frame } from "./save-search-frame";

// Saving (the API client and the query cache) loads only when a session is found: most visitors of a
// landing page arrive signed out from a search engine. If its script cannot be fetched, the box gives
// way until the next page; the page is not lost to an error.
const SignedInSaveSearch = lazy(() => import("./save-search-signed-in").catch(() => ({ default: () => null })));

type TSaveSearchProps = {
  filters: {
    q?: string;
    species?: "dog" | "cat" | "bird" | "fish" | "rabbit" | "other";
    breed?: string;
    location?: string;
    gender?: "male" | "female";
    minPrice?: number;
    maxPrice?: number;
    minAge?: number;
    maxAge?: number;
  };
};

const noSubscription = () => () => {};
const currentQuery = () => window.location.search;

const FILTER_KEYS = ALERT_FILTER_KEYS;

/** Only the filters a saved search keeps, without empty values (the page may hand more, e.g. sort). */
function cleanFilters(filters: TSaveSearchProps["filters"]): TAlertFilters {
  const out: Record<string, string | number> = {};
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (typeof value === "string" && value.trim() !== "") out[key] = value.trim();
    else if (typeof value === "number" && Number.isFinite(value)) out[key] = value;
  }
  return out as TAlertFilters;
}

/**
 * "Email me new matches": saves the search a page shows (browse results, a landing page) so that the
 * daily digest (lib/alerts/digest.ts) mails the pets listed later that match it. Signed out, a link to
 * log in and come back here; signed in, POST /server/alerts and the answer in place. Nothing shows when
 * the page has no filter (a saved "everything" would mail every new pet).
 */
export function SaveSearchButton({ filters }: TSaveSearchProps) {
  const t = useTranslations("Alerts");
  const { user, isLoading } = useAuth();
  const pathname = usePathname();
  // Read from the address bar: useSearchParams would make a cached page render in the browser only.
  // getSnapshot runs on every render, so a filter change (a new `filters` prop) reads the new query.
  const search = useSyncExternalStore(noSubscription, currentQuery, () => "");
  const clean = cleanFilters(filters);
  if (Object.keys(clean).length === 0) return null;

  const busy = (
    <Frame>
      <Button variant="outline" disabled aria-busy="true" className="w-full sm:w-auto">
        <BellIcon className="size-5 shrink-0" />
        {t("save")}
      </Button>
    </Frame>
  );
  if (isLoading) return busy;
  if (!user) {
    return (
      <Frame>
        <Link
          href={{ pathname: "/login", query: { next: `${pathname}${search}` } }}
          className={buttonClasses({ variant: "outline", className: "w-full sm:w-auto" })}
        >
          <BellIcon className="size-5 shrink-0" />
          {t("loginToSave")}
        </Link>
      </Frame>
    );
  }
  return (
    <Suspense fallback={busy}>
      <SignedInSaveSearch filters={clean} />
    </Suspense>
  );
}
