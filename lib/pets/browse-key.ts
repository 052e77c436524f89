// A filtered browse or search (/pets?species=dog&location=Hyderabad, /search?q=lab) comes from the
// cache: the proxy reads the filters as the page would, writes them in one normal form (the keys in one
// order, no empty values or default sort, a value the page would drop left out) and rewrites the request
// to a cached page whose path carries that form (browse-results/{pets|search}/{key}). So the same search
// written in any order, with tracking parameters or with a bad value costs one render, and a burst on one
// filter is answered from the cache. Apart from the proxy's other helpers: it needs the filters' zod schema.
import { parseBrowseFilters } from "./parse-filters";
import { filtersToSearchParams, type TBrowseFilters } from "./query";

/** Marks a key whose query had a value the page drops, so the page can say some filters were ignored. */
const INVALID_MARK = "invalid";
/**
 * The longest key that is cached (base64url characters of the filters' normal form as JSON in UTF-8).
 * It holds any search of a few words in any script (a 60-character Telugu query with a town and a price
 * range is about 330); the longest filters would make 1,300 characters of path, and such a query is
 * rendered per request instead. (Keys are never file names: next.config.ts keeps the cache in memory.)
 */
export const MAX_BROWSE_KEY_LENGTH = 512;

type TRaw = Record<string, string | string[] | undefined>;

/** A URL query as the page reads it: a repeated key gives its values as a list. */
function rawOf(params: URLSearchParams): TRaw {
  const raw: TRaw = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    raw[key] = values.length === 1 ? values[0] : values;
  }
  return raw;
}

/** The query a key's JSON holds (an object of strings), or null. */
function paramsOfJson(json: string): URLSearchParams | null {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const entries = Object.entries(value);
  return entries.every(([, v]) => typeof v === "string") ? new URLSearchParams(entries as [string, string][]) : null;
}

/** The key of filters as the page read them; "" for none, null when too long to keep. */
function keyOf(filters: TBrowseFilters, hasInvalid: boolean): string | null {
  const params = filtersToSearchParams(filters, { [INVALID_MARK]: hasInvalid ? 1 : undefined });
  if (!params.size) return "";
  // JSON, not the URL's form: it keeps Telugu and Hindi as UTF-8 instead of tripling them in % escapes.
  const key = Buffer.from(JSON.stringify(Object.fromEntries(params)), "utf8").toString("base64url");
  return key.length <= MAX_BROWSE_KEY_LENGTH ? key : null;
}

/**
 * The cache key of a browse or search query: "" when it has no filter the page reads (the plain, cached
 * browse page answers it), null when the key would be too long to keep (rendered per request).
 */
export function browseKeyOf(params: URLSearchParams): string | null {
  const { filters, hasInvalid } = parseBrowseFilters(rawOf(params));
  return keyOf(filters, hasInvalid);
}

/**
 * The filters a key stands for, or null for a key the proxy would never write (anything but the normal
 * form of its own filters): such an address is a 404, so no one can store pages under keys of their own.
 */
export function filtersOfBrowseKey(key: string): { filters: TBrowseFilters; hasInvalid: boolean } | null {
  if (!/^[A-Za-z0-9_-]+$/.test(key) || key.length > MAX_BROWSE_KEY_LENGTH) return null;
  const params = paramsOfJson(Buffer.from(key, "base64url").toString("utf8"));
  if (!params) return null;
  const hasInvalid = params.get(INVALID_MARK) === "1";
  params.delete(INVALID_MARK);
  const parsed = parseBrowseFilters(rawOf(params));
  if (parsed.hasInvalid || keyOf(parsed.filters, hasInvalid) !== key) return null;
  return { filters: parsed.filters, hasInvalid };
}
