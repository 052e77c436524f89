// A small memory kept for a while: the last `size` entries, each for `ttlMs` after it was set, the
// oldest out first (a Map iterates in insertion order). Each server keeps its own; a search's work that
// people repeat (reading close keys, a correction, a tier no listing is in) is done once a minute.

export type TKept<T> = { get: (key: string) => T | undefined; set: (key: string, value: T) => void };

export function keptFor<T>(ttlMs: number, size: number): TKept<T> {
  const entries = new Map<string, { at: number; value: T }>();
  return {
    get(key) {
      const kept = entries.get(key);
      return kept && Date.now() - kept.at < ttlMs ? kept.value : undefined;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, { at: Date.now(), value });
      while (entries.size > size) entries.delete(entries.keys().next().value!);
    },
  };
}
