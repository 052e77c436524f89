"use client";
import {
  lazy,
  Suspense,
  useEffect,
  useState,
  useSyncExternalStore,
  useTransition,
  type ComponentProps,
  type ComponentType,
  type FormEvent,
  type ReactNode,
} from "react";
import { useRouter } from "@/lib/i18n/navigation";
import { filtersToSearchParams, type TBrowseFilters } from "@/lib/pets/query";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { pill } from "./browse-bar";
import {
  FILTERS_FORM_ID,
  FILTERS_ID,
  landOn,
  landOnNextResults,
  RESULTS_ID,
  setFiltersOpen,
  useFiltersOpen,
  WIDE_FILTERS_QUERY,
} from "./browse-sheet";

// The sheet's dialog: only a phone that taps Filters needs it, so its code comes then rather than with the
// page (FiltersButton asks for it as the finger lands, before the tap ends). If it cannot be fetched (the
// connection went), the filters open in the page instead, as before the page's script ran (:target).
const loadSheetDialog = () => import("@/components/ui/dialog");
const Dialog = lazy<ComponentType<ComponentProps<typeof import("@/components/ui/dialog").Dialog>>>(() =>
  loadSheetDialog().then(
    (m) => ({ default: m.Dialog }),
    () => ({ default: FiltersInPage }),
  ),
);
const noSubscription = () => () => {};

function FiltersInPage({ open }: { open: boolean }) {
  useEffect(() => {
    if (!open) return;
    setFiltersOpen(false);
    // Once the form is back in the page (the next frame), the address targets it: shown and scrolled to.
    requestAnimationFrame(() => {
      window.location.hash = FILTERS_ID;
    });
  }, [open]);
  return null;
}

type TFormProps = {
  basePath: "/pets" | "/search";
  /** The form's address without JavaScript (the page in its language). */
  action: string;
  label: string;
  /** The bottom sheet's title ("Filters"). */
  title: string;
  /** The search the page shows, as filtersToSearchParams writes it. */
  currentQuery: string;
  apply: string;
  /** 'Clear filters', when a filter is set. */
  clear: ReactNode;
  /** The fields, drawn on the server (browse-filters.tsx). */
  children: ReactNode;
};

/**
 * The browse filters' form. On large screens it is shown above the results; on phones and tablets it
 * opens in a bottom sheet (a modal dialog: the page behind is inert, Escape and the close button close
 * it) from the results bar's Filters button, and without JavaScript that button is a link that shows
 * it in the page (:target). With JavaScript the router goes to the filtered address (no full load),
 * and the new results take the page to their first pet; without, the browser submits the GET form to
 * the same address with #results, where the page lands.
 */
export function BrowseFiltersForm({ basePath, action, label, title, currentQuery, apply, clear, children }: TFormProps) {
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const isOpen = useFiltersOpen();
  // Mounted from the first opening on, so a closing sheet hands the focus back to the Filters button.
  const [hasOpened, setHasOpened] = useState(false);
  if (isOpen && !hasOpened) setHasOpened(true);

  useEffect(() => {
    // Sent here by a landing page's Filters link (/pets?…#browse-filters): on a phone, the sheet opens.
    if (window.location.hash === `#${FILTERS_ID}` && !window.matchMedia(WIDE_FILTERS_QUERY).matches) {
      window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
      setFiltersOpen(true);
    }
    // The sheet is a phone's: a window widened past it shows the filters in the page again.
    const wide = window.matchMedia(WIDE_FILTERS_QUERY);
    const onWide = () => wide.matches && setFiltersOpen(false);
    wide.addEventListener("change", onWide);
    return () => {
      wide.removeEventListener("change", onWide);
      setFiltersOpen(false);
    };
  }, []);

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    // With the bar's Sort, which belongs to the form by its `form` attribute.
    const data = new FormData(e.currentTarget);
    const next: Partial<Record<keyof TBrowseFilters, string>> = {};
    for (const [key, value] of data.entries())
      if (typeof value === "string" && value.trim()) next[key as keyof TBrowseFilters] = value.trim();
    const query = filtersToSearchParams(next as Partial<TBrowseFilters>).toString();
    setFiltersOpen(false);
    if (query === currentQuery) {
      // The same search: nothing is drawn anew, so the page goes to the results now.
      const results = document.getElementById(RESULTS_ID);
      if (results) landOn(results);
      return;
    }
    landOnNextResults();
    startTransition(() => router.push(query ? `${basePath}?${query}` : basePath, { scroll: false }));
  }

  const form = (
    <form
      id={FILTERS_FORM_ID}
      role="search"
      aria-label={label}
      action={`${action}#${RESULTS_ID}`}
      method="get"
      onSubmit={onSubmit}
      className={isOpen ? undefined : "rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"}
    >
      <div className="grid grid-cols-2 gap-x-3 gap-y-4 lg:grid-cols-4">
        {children}
        <div
          className={
            isOpen
              ? "sticky bottom-0 col-span-2 -mx-5 -mb-5 flex flex-wrap items-end gap-3 border-t border-stone-200 bg-white px-5 py-3 sm:-mx-6 sm:-mb-6 sm:px-6"
              : "col-span-2 flex flex-wrap items-end gap-3"
          }
        >
          <Button type="submit" className="flex-1 whitespace-nowrap" isLoading={isPending}>
            {apply}
          </Button>
          {clear}
        </div>
      </div>
    </form>
  );

  return (
    <>
      {/* In the page on large screens, and on a phone without JavaScript when the Filters link targets it. */}
      {!isOpen && (
        <div id={FILTERS_ID} className="hidden target:block lg:block">
          {form}
        </div>
      )}
      {hasOpened && (
        <Suspense fallback={null}>
          <Dialog open={isOpen} onClose={() => setFiltersOpen(false)} title={title} isSheet>
            {isOpen && form}
          </Dialog>
        </Suspense>
      )}
    </>
  );
}

/**
 * Filters on the browse page, below large screens (where the filters are in the page): a button that
 * opens the bottom sheet; before the page's script has run, a link that shows the filters in the page
 * (:target), so a phone without JavaScript can filter too. Its icon (SlidersIcon) is drawn by the server.
 */
export function FiltersButton({ label, activeCount, icon }: { label: string; activeCount: number; icon: ReactNode }) {
  // False in the server's HTML and while hydrating, true once the page's script runs.
  const isEnhanced = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const content = (
    <>
      {icon}
      {label}
      {activeCount > 0 && (
        <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs font-bold text-white">
          {activeCount}
        </span>
      )}
    </>
  );
  if (!isEnhanced)
    return (
      <a href={`#${FILTERS_ID}`} className={cn(pill, "lg:hidden")}>
        {content}
      </a>
    );
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onPointerDown={() => void loadSheetDialog().catch(() => undefined)}
      onClick={() => setFiltersOpen(true)}
      className={cn(pill, "lg:hidden")}
    >
      {content}
    </button>
  );
}
