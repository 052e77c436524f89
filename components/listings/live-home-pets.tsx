"use client";
import { useTranslations } from "#i18n/texts";
import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import type { TPetCardPage } from "@/lib/pets/card";
import { Button } from "@/components/ui/button";
import { AlertIcon } from "@/components/ui/icons/alert";
import { Spinner } from "@/components/ui/spinner";

/** The home page's pet list is polled every 30 seconds. */
export const PET_LIST_POLL_MS = 30_000;

// The cards' code comes only when the browser has to draw a list the server did not.
const ClientPetGrid = lazy(() => import("./pet-grid-client").then((m) => ({ default: m.ClientPetGrid })));

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
        // The API client loads with the first refresh, not with the page: the newest page of cards.
        const { readPetCards } = await import("./read-pet-cards");
        const page = await readPetCards({ sort: "newest" }, null, current.signal);
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

const sameList = (a: TPetCardPage | null, b: TPetCardPage | null) => !!a && !!b && JSON.stringify(a.pets) === JSON.stringify(b.pets);

/**
 * Keeps the server's grid (`children`) while the refresh finds the same list; draws the new list
 * when it differs; says so when a refresh fails.
 */
export function LiveHomePets({ initialPage, children }: { initialPage: TPetCardPage | null; children: ReactNode }) {
  const t = useTranslations("HomePets");
  const { page, failed } = usePolledPets(initialPage);
  const pets = page?.pets ?? [];

  if (!page && !failed) {
    return (
      <p role="status" aria-busy="true" className="flex items-center gap-3 py-10 text-stone-700">
        <Spinner className="size-5 text-brand-700" />
        {t("loading")}
      </p>
    );
  }
  if (failed && !pets.length) return <ErrorState message={t("error")} retry={t("retry")} />;
  // Every listing on the server's grid is gone since: the server's empty state is not in this page.
  if (!pets.length && initialPage?.pets.length)
    return <p className="py-10 text-center text-lg font-semibold text-stone-900">{t("empty")}</p>;
  const list =
    sameList(page, initialPage) || !pets.length ? (
      children
    ) : (
      <Suspense fallback={children}>
        <ClientPetGrid pets={pets} isBelowFold />
      </Suspense>
    );
  return (
    <>
      {failed && <ErrorState message={t("refreshFailed")} retry={t("retry")} compact />}
      {list}
    </>
  );
}

/** Error text with Retry, which reloads the page. */
function ErrorState({ message, retry, compact }: { message: string; retry: string; compact?: boolean }) {
  return (
    <div
      role="alert"
      className={
        compact
          ? "mb-4 flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-3 text-red-900"
          : "flex flex-col items-center gap-4 rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center text-red-900"
      }
    >
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
