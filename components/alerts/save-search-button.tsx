import { useTranslations } from "#i18n/texts";
import { ALERT_FILTER_KEYS } from "@/lib/alerts/constants";
import type { TAlertFilters } from "@/lib/alerts/client";
import { Link } from "@/lib/i18n/navigation";
import { Button, buttonClasses } from "@/components/ui/button";
import { BellIcon } from "@/components/ui/icons/bell";
import { Frame } from "./save-search-frame";
import { SaveSearchSwitch } from "./save-search-switch";

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
    verified?: "1";
    mode?: "sale" | "rehoming";
  };
  /** This page's address (path and query, without the language), to come back to after logging in. */
  returnTo: string;
};

/** Only the filters a saved search keeps, without empty values (the page may hand more, e.g. sort). */
function cleanFilters(filters: TSaveSearchProps["filters"]): TAlertFilters {
  const out: Record<string, string | number> = {};
  for (const key of ALERT_FILTER_KEYS) {
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
 * the page has no filter (a saved "everything" would mail every new pet). Drawn on the server (the page
 * is the same for everyone); the island picks what the session calls for (save-search-switch.tsx).
 */
export function SaveSearchButton({ filters, returnTo }: TSaveSearchProps) {
  const t = useTranslations("Alerts");
  const clean = cleanFilters(filters);
  if (Object.keys(clean).length === 0) return null;
  return (
    <SaveSearchSwitch
      filters={clean}
      busy={
        <Frame>
          <Button variant="outline" disabled aria-busy="true" className="w-full sm:w-auto">
            <BellIcon className="size-5 shrink-0" />
            {t("save")}
          </Button>
        </Frame>
      }
      signedOut={
        <Frame>
          <Link
            href={{ pathname: "/login", query: { next: returnTo } }}
            className={buttonClasses({ variant: "outline", className: "w-full sm:w-auto" })}
          >
            <BellIcon className="size-5 shrink-0" />
            {t("loginToSave")}
          </Link>
        </Frame>
      }
    />
  );
}
