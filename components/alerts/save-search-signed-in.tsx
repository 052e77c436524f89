"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "#i18n/texts";
import type { ReactNode } from "react";
import { QueryProvider } from "@/components/foundation/query-provider";
import { Button } from "@/components/ui/button";
import { CheckCircleIcon } from "@/components/ui/icons/check-circle";
import { ApiError } from "@/lib/api-client/fetch";
import { MAX_SAVED_SEARCHES } from "@/lib/alerts/constants";
import { alertsApi, type TAlertFilters } from "@/lib/alerts/client";
import { alertKeys } from "@/lib/alerts/keys";
import { Link } from "@/lib/i18n/navigation";
import { BellIcon } from "@/components/ui/icons/bell";
import { Frame } from "./save-search-frame";

/** Saving the search, signed in: loaded only with a session (save-search-switch.tsx), with the query cache it uses. */
export default function SignedInSaveSearch({ filters }: { filters: TAlertFilters }): ReactNode {
  return (
    <QueryProvider>
      <SignedInSave key={JSON.stringify(filters)} filters={filters} />
    </QueryProvider>
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
