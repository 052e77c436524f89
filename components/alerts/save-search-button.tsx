"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "#i18n/texts";
import { useSyncExternalStore } from "react";
import { useAuth } from "@/components/account/auth-provider";
import { QueryProvider } from "@/components/layout/query-provider";
import { buttonClasses, Button } from "@/components/ui/button";
import { CheckCircleIcon } from "@/components/ui/icons";
import { ApiError } from "@/lib/api-client/fetch";
import { ALERT_FILTER_KEYS, MAX_SAVED_SEARCHES } from "@/lib/alerts/constants";
import { alertsApi, type TAlertFilters } from "@/lib/alerts/client";
import { alertKeys } from "@/lib/alerts/keys";
import { Link, usePathname } from "@/lib/i18n/navigation";
import { BellIcon } from "./bell-icon";

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

  if (isLoading) {
    return (
      <Frame>
        <Button variant="outline" disabled aria-busy="true" className="w-full sm:w-auto">
          <BellIcon className="size-5 shrink-0" />
          {t("save")}
        </Button>
      </Frame>
    );
  }
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
    <QueryProvider>
      <SignedInSave key={JSON.stringify(clean)} filters={clean} />
    </QueryProvider>
  );
}

function Frame({ children, status }: { children: React.ReactNode; status?: React.ReactNode }) {
  const t = useTranslations("Alerts");
  return (
    <section aria-label={t("sectionLabel")} className="rounded-xl border border-stone-200 bg-white p-3 sm:p-4">
      <div className="sm:flex sm:items-center sm:justify-between sm:gap-4">
        <p className="mb-2 text-sm text-stone-700 sm:mb-0">{t("pitch")}</p>
        <div className="shrink-0">{children}</div>
      </div>
      {status}
    </section>
  );
}

function SignedInSave({ filters }: { filters: TAlertFilters }) {
  const t = useTranslations("Alerts");
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: () => alertsApi.save(filters),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.all }),
  });

  // The live region is there from the start, so that the answer is read out when it arrives.
  const status = (
    <>
      <div role="status" className={save.isSuccess ? "mt-2 text-sm font-medium text-emerald-800" : "sr-only"}>
        {save.isSuccess && (
          <>
            <p>{save.data.isNew ? t("saved") : t("alreadySaved")}</p>
            <Link
              href={{ pathname: "/profile", query: { tab: "alerts" } }}
              className="inline-flex min-h-11 items-center underline underline-offset-4 hover:text-emerald-950"
            >
              {t("manage")}
            </Link>
          </>
        )}
      </div>
      {save.isError && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-800">
          {save.error instanceof ApiError && save.error.code === "SAVED_SEARCHES_LIMIT"
            ? t("limitReached", { max: MAX_SAVED_SEARCHES })
            : t("saveFailed")}
        </p>
      )}
    </>
  );

  return (
    <Frame status={status}>
      {save.isSuccess ? (
        // Saved: a settled state, readable (not greyed out), that cannot be pressed again.
        <Button variant="secondary" disabled className="w-full disabled:cursor-default disabled:opacity-100 sm:w-auto">
          <CheckCircleIcon className="size-5 shrink-0" />
          {t("savedButton")}
        </Button>
      ) : (
        <Button variant="outline" onClick={() => save.mutate()} isLoading={save.isPending} className="w-full sm:w-auto">
          <BellIcon className="size-5 shrink-0" />
          {t("save")}
        </Button>
      )}
    </Frame>
  );
}
