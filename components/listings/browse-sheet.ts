import { useSyncExternalStore } from "react";

// What the browse page's islands share: whether the filters' bottom sheet is open (the bar's Filters
// button opens it, the filters form draws it), and whether the next results drawn should take the page
// to their first pet (after Apply or a change of sort: the results, not the top of the filters).

export { FILTERS_FORM_ID, FILTERS_ID, RESULTS_ID, WIDE_FILTERS_QUERY } from "./browse-ids";

let isOpen = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function setFiltersOpen(open: boolean) {
  if (open === isOpen) return;
  isOpen = open;
  for (const listener of listeners) listener();
}

export const useFiltersOpen = () =>
  useSyncExternalStore(
    subscribe,
    () => isOpen,
    () => false,
  );

let isLandingNext = false;
/** The results drawn next (a new search's) take the page to their first pet. */
export function landOnNextResults() {
  isLandingNext = true;
}
/** True once after landOnNextResults: the results that read it land the page on themselves. */
export function takeLanding() {
  const was = isLandingNext;
  isLandingNext = false;
  return was;
}

/** Scrolls the results into view (under the sticky header: html's scroll-padding-top) and puts the focus on their first pet's link. */
export function landOn(results: HTMLElement) {
  results.scrollIntoView({ block: "start" });
  const first = results.querySelector<HTMLElement>("article a[href]") ?? results;
  first.focus({ preventScroll: true });
}
