// The browser's query cache (react-query) is loaded only by the parts of a page that need it: a
// signed-in visitor's header, a pet page's signed-in actions, the protected pages. A visitor without a
// session never downloads it. Code that must reach the cache without loading it (logout clears it,
// a language change refreshes the profile) goes through here: when no cache exists yet there is
// nothing to clear or refresh.

type TQueryKey = readonly unknown[];
type TCache = { clear(): void; invalidateQueries(filters: { queryKey: TQueryKey }): Promise<void> };

let cache: TCache | null = null;

/** Called once by lib/query/query-client.ts when the cache is made. */
export function registerQueryCache(created: TCache) {
  cache = created;
}

/** Forgets every query (login, logout, another tab's logout). */
export function clearQueries() {
  cache?.clear();
}

/** Marks these queries stale, so what shows them fetches again. */
export function invalidateQueries(queryKey: TQueryKey) {
  return cache?.invalidateQueries({ queryKey }) ?? Promise.resolve();
}
