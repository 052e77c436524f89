import { useSyncExternalStore } from "react";

const noChanges = () => () => undefined;

/**
 * False on the server and while React hydrates the page; true from the render after. Both sides agree
 * on the first render, so what depends on it never mismatches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
