"use client";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { toPetCardPage, type TPetCardPage } from "@/lib/pets/card";
import { petsApi } from "@/lib/pets/client";
import { Link } from "@/lib/i18n/navigation";
import { Button, buttonClasses } from "@/components/ui/button";
import { AlertIcon } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import { PetGrid } from "./pet-card";
import { PetPlaceholder } from "./pet-placeholder";

/** SPEC §9: the pet list is polled every 30 seconds. */
export const PET_LIST_POLL_MS = 30_000;
const HOME_FILTERS = { sort: "newest" as const, limit: 12 };

type THomePetsProps = {
  /** The first page rendered on the server (so it is indexed), or null when that read failed. */
  initialPage: TPetCardPage | null;
};

type TList = { page: TPetCardPage | null; failed: boolean };

/**
 * The list, asked again every 30 seconds while the tab is visible. The page comes from a cache that a
 * change to any listing clears (lib/pets/revalidate.ts), so what the server rendered is current: the
 * first refresh comes 30 seconds after load, or at once when the server's read failed.
 */
function usePolledPets(initialPage: TPetCardPage | null): TList {
  const [list, setList] = useState<TList>({ page: initialPage, failed: false });
  useEffect(() => {
    let controller: AbortController | null = null;
    async function refresh() {
      if (document.visibilityState !== "visible") return;
      controller?.abort();
      const current = (controller = new AbortController());
      try {
        const page = toPetCardPage(await petsApi.list(HOME_FILTERS, current.signal));
        setList({ page, failed: false });
      } catch {
        if (!current.signal.aborted) setList((l) => ({ ...l, failed: true }));
      }
    }
    if (!initialPage) void refresh();
    const timer = setInterval(refresh, PET_LIST_POLL_MS);
    return () => {
      clearInterval(timer);
      controller?.abort();
    };
  }, [initialPage]);
  return list;
}

/** The home page's Available Pets grid: server-rendered, then refreshed every 30 seconds. */
export function HomePets({ initialPage }: THomePetsProps) {
  const t = useTranslations("HomePets");
  const { page, failed } = usePolledPets(initialPage);
  const pets = page?.pets;
  const isPending = !page && !failed;

  return (
    <section aria-labelledby="available-pets" className="mx-auto max-w-7xl px-4 pt-12 sm:px-6 sm:pt-16">
      <div>
        <div>
          <h2 id="available-pets" className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
            {t("title")}
          </h2>
          <p className="mt-1 text-stone-700">{t("subtitle")}</p>
        </div>
      </div>

      {/* Not a live region: the 30-second refresh would read the whole grid out each time. */}
      <div className="mt-6" aria-busy={isPending || undefined}>
        {isPending ? (
          <p role="status" className="flex items-center gap-3 py-10 text-stone-700">
            <Spinner className="size-5 text-brand-700" />
            {t("loading")}
          </p>
        ) : failed && !pets?.length ? (
          <ErrorState message={t("error")} retry={t("retry")} />
        ) : !pets?.length ? (
          <div className="flex flex-col items-center rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-10 text-center">
            <PetPlaceholder className="size-28 rounded-full" />
            <p className="mt-4 text-lg font-semibold text-stone-900">{t("empty")}</p>
            <Link href="/add-listing" className={buttonClasses({ className: "mt-4" })}>
              {t("emptyAction")}
            </Link>
          </div>
        ) : (
          <>
            {failed && <ErrorState message={t("refreshFailed")} retry={t("retry")} compact />}
            <PetGrid pets={pets} />
          </>
        )}
      </div>

      <div className="mt-8 flex justify-center">
        <Link href="/pets" className={buttonClasses({ size: "lg", className: "w-full sm:w-auto" })}>
          {t("viewAll")}
        </Link>
      </div>
    </section>
  );
}

/** Error text with Retry, which reloads the page (SPEC §2). */
function ErrorState({ message, retry, compact }: { message: string; retry: string; compact?: boolean }) {
  return (
    <div role="alert" className={compact ? "mb-4 flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-3 text-red-900" : "flex flex-col items-center gap-4 rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center text-red-900"}>
      <p className="flex items-center gap-2 font-semibold">
        <AlertIcon className="shrink-0" />
        {message}
      </p>
      <Button variant="outline" size={compact ? "sm" : "md"} onClick={() => window.location.reload()}>
        {retry}
      </Button>
    </div>
  );
}
