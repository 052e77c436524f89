import "server-only";
import { revalidatePath } from "next/cache";
import { getDb } from "@/lib/db";
import { PAGE_CACHE, type TPageCache } from "@/lib/http/page-cache.mjs";
import { routing } from "@/lib/i18n/routing";

// The cached public pages that show listings (CACHED_PAGES, lib/routes.ts) are rendered afresh on their
// next visit after a change, in every language, from the service that made the change: a listing's own
// page, the lists that show it (home, /pets, /search) and the seller pages (/sellers/{id}, which list a
// seller's active listings and show their trust figures). The pages' `revalidate` is only a backstop.
// The same paths leave the page cache in front of the app (scripts/serve.mjs) when there is one.

/** Called outside Next.js (the seed script, Jest), revalidatePath has no cache to clear: nothing to do. */
const isOutsideNext = (e: unknown) => e instanceof Error && e.message.includes("static generation store missing");

function revalidate(path: string) {
  try {
    revalidatePath(path);
  } catch (e) {
    if (!isOutsideNext(e)) throw e;
  }
}

const purgePageCache = (paths: string[]) => (globalThis as { [PAGE_CACHE]?: TPageCache })[PAGE_CACHE]?.purge(paths);

/** The seller page's route, as Next.js names it: revalidating it rebuilds every seller's page on its next visit. */
const SELLER_PAGE_ROUTE = "/[locale]/(site)/sellers/[id]";

/**
 * A listing was created, edited, deleted, sold, hidden or changed status. Its seller's page lists it, but
 * a change does not say whose listing it was (a deleted one is gone), so every seller page is rebuilt
 * on its next visit, as the lists are.
 */
export function refreshPetPages(petIds: string[]) {
  const paths = routing.locales.flatMap((locale) => [`/${locale}`, `/${locale}/pets`, `/${locale}/search`, ...petIds.map((id) => `/${locale}/pets/${id}`)]);
  for (const path of paths) revalidate(path);
  try {
    revalidatePath(SELLER_PAGE_ROUTE, "page");
  } catch (e) {
    if (!isOutsideNext(e)) throw e;
  }
  purgePageCache([...paths, ...routing.locales.map((locale) => `/${locale}/sellers/*`)]);
}

/**
 * What the pages show about a seller changed (name, avatar, town, verified email, a sale, a review, a
 * reply, a hidden review): their own page and their listings' pages, which carry their trust figures.
 */
export async function refreshSellerPages(sellerId: string) {
  const pets = await getDb().pet.findMany({ where: { sellerId }, select: { id: true } });
  const paths = routing.locales.flatMap((locale) => [`/${locale}/sellers/${sellerId}`, ...pets.map((p) => `/${locale}/pets/${p.id}`)]);
  for (const path of paths) revalidate(path);
  purgePageCache(paths);
}
