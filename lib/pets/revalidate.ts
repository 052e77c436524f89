import "server-only";
import { revalidatePath } from "next/cache";
import { getDb } from "@/lib/db";
import { LANDING_SPECIES, landingPath, landingsOfPet } from "@/lib/discovery/catalog";
import { runLastAfterResponse } from "@/lib/http/after";
import { PAGE_CACHE, type TPageCache } from "@/lib/http/page-cache.mjs";
import { routing } from "@/lib/i18n/routing";

// The cached public pages that show listings (CACHED_PAGES, lib/routes.ts) are rebuilt in every language by
// the service that changes a listing: its page, the lists, the seller pages and its landing pages
// (lib/discovery/catalog.ts), and the same paths leave the page cache in front of the app; the pages'
// `revalidate` is only a backstop. Each change does it twice, now and SETTLE_MS later: Next.js dates a page by
// when it stores it, not when it read the database, so a render begun before the change would be kept as
// fresh for its whole 5 minutes. docs/caching.md, "What a change rebuilds".

/**
 * How long after a change a render begun before it may still be running: a pet page renders in a few
 * hundred milliseconds; the page cache's grace after a purge (lib/http/page-cache.mjs) is as long.
 */
const SETTLE_MS = 3000;

/** Called outside Next.js (the seed script, Jest), revalidatePath has no cache to clear: nothing to do. */
const isOutsideNext = (e: unknown) => e instanceof Error && e.message.includes("static generation store missing");

/** Revalidates a path, or with `type` every page of a route (`/[locale]/(site)/sellers/[id]`). */
function revalidate(path: string, type?: "page") {
  try {
    revalidatePath(path, type);
  } catch (e) {
    if (!isOutsideNext(e)) throw e;
  }
}

const purgePageCache = (paths: string[]) => (globalThis as { [PAGE_CACHE]?: TPageCache })[PAGE_CACHE]?.purge(paths);

/**
 * Revalidates `paths` and every page of `routes` in Next.js and purges `purged` from the page cache,
 * now and SETTLE_MS after the answer. The second pass throws out a page that a render begun before the
 * change stored after the first (the old page, kept as fresh); it comes after the answer's other
 * after-work, as Next.js applies its revalidations only then (runLastAfterResponse). A page rendered
 * between the two passes is rendered once more on its next visit.
 */
function refresh({ paths, routes = [], purged = paths }: { paths: string[]; routes?: string[]; purged?: string[] }) {
  const pass = () => {
    for (const path of paths) revalidate(path);
    for (const route of routes) revalidate(route, "page");
    purgePageCache(purged);
  };
  pass();
  runLastAfterResponse(async () => pass(), { delayMs: SETTLE_MS });
}

/** The seller page's route, as Next.js names it: revalidating it rebuilds every seller's page on its next visit. */
const SELLER_PAGE_ROUTE = "/[locale]/(site)/sellers/[id]";
/**
 * The filtered browse and search pages' route (lib/pets/browse-key.ts): which of them show a listing
 * cannot be told from the listing (a word of its description may match a search), so any change rebuilds
 * them all on their next visit. In the page cache they are kept under /pets and /search, purged below.
 */
const BROWSE_RESULTS_ROUTE = "/[locale]/(site)/browse-results/[base]/[key]";

/** What places a listing on landing pages: its species, breed and town keys. */
export type TLandingKeys = { species: string | null; breedKey: string; locationKey: string };

/**
 * The landing keys of these listings as they are now, to pass to refreshPetPages as `before` when a
 * change may move them off their landing pages: an edit (another breed or town) or a deletion.
 */
export async function landingKeysOf(petIds: string[]): Promise<TLandingKeys[]> {
  if (!petIds.length) return [];
  return getDb().pet.findMany({ where: { id: { in: petIds } }, select: { species: true, breedKey: true, locationKey: true } });
}

/** The landing pages' routes, as Next.js names them: revalidating one rebuilds all its pages on their next visit. */
const LANDING_ROUTES = ["[species]", "[species]/[breed]", "[species]/in/[city]", "[species]/[breed]/in/[city]"].map(
  (r) => `/[locale]/(site)/${r}`,
);

/**
 * The landing pages of these listings, as they are now and as they were (`before`). When the listings
 * cannot be read, every landing page is rebuilt instead: the change is made, and a page must not keep it out.
 */
async function landingPathsOf(petIds: string[], before: TLandingKeys[]): Promise<{ paths: string[]; isAll: boolean }> {
  let now: TLandingKeys[];
  try {
    now = await landingKeysOf(petIds);
  } catch (e) {
    console.error(`[revalidate] could not read the listings' landing pages, rebuilding them all: ${(e as Error).message}`);
    return { paths: [], isAll: true };
  }
  return { paths: [...new Set([...before, ...now].flatMap(landingsOfPet).map(landingPath))], isAll: false };
}

/**
 * A listing was created, edited, deleted, sold, hidden or changed status. Its seller's page lists it, but
 * a change does not say whose listing it was (a deleted one is gone), so every seller page is rebuilt
 * on its next visit, as the lists are. Its landing pages are looked up from the listing; a change that
 * may move it off them (an edit, a deletion) passes its keys from before the change as `before`.
 */
export async function refreshPetPages(petIds: string[], { before = [] }: { before?: TLandingKeys[] } = {}) {
  const landing = await landingPathsOf(petIds, before);
  const paths = routing.locales.flatMap((locale) => [
    `/${locale}`,
    `/${locale}/pets`,
    `/${locale}/search`,
    ...petIds.map((id) => `/${locale}/pets/${id}`),
    ...landing.paths.map((path) => `/${locale}${path}`),
  ]);
  const everyLandingPage = landing.isAll
    ? routing.locales.flatMap((locale) => Object.values(LANDING_SPECIES).flatMap((slug) => [`/${locale}/${slug}`, `/${locale}/${slug}/*`]))
    : [];
  refresh({
    paths,
    routes: [SELLER_PAGE_ROUTE, BROWSE_RESULTS_ROUTE, ...(landing.isAll ? LANDING_ROUTES : [])],
    purged: [...paths, ...routing.locales.map((locale) => `/${locale}/sellers/*`), ...everyLandingPage],
  });
}

/**
 * What the pages show about a seller changed (name, avatar, town, verified email, a sale, a review, a
 * reply, a hidden review): their own page and their listings' pages, which carry their trust figures.
 */
export async function refreshSellerPages(sellerId: string) {
  const pets = await getDb().pet.findMany({ where: { sellerId }, select: { id: true } });
  refresh({
    paths: routing.locales.flatMap((locale) => [`/${locale}/sellers/${sellerId}`, ...pets.map((p) => `/${locale}/pets/${p.id}`)]),
  });
}

/**
 * Whether a seller's email or phone is verified changed: their pages, and the lists filtered to verified
 * sellers (`verified=1`), which no listing's change would rebuild.
 */
export async function refreshSellerVerification(sellerId: string) {
  await refreshSellerPages(sellerId);
  refresh({
    paths: [],
    routes: [BROWSE_RESULTS_ROUTE],
    purged: routing.locales.flatMap((locale) => [`/${locale}/pets`, `/${locale}/search`]),
  });
}
