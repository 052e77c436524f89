import "server-only";
import { revalidatePath } from "next/cache";
import { getDb } from "@/lib/db";
import { PAGE_CACHE, type TPageCache } from "@/lib/http/page-cache.mjs";
import { routing } from "@/lib/i18n/routing";

// The cached public pages that show listings (CACHED_PAGES, lib/routes.ts) are rendered afresh on their
// next visit after a change, in every language, from the service that made the change: a listing's own
// page, and the lists that show it (home, /pets, /search). The pages' `revalidate` is only a backstop.
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

/** A listing was created, edited, deleted, sold or changed status. */
export function refreshPetPages(petIds: string[]) {
  const paths = routing.locales.flatMap((locale) => [`/${locale}`, `/${locale}/pets`, `/${locale}/search`, ...petIds.map((id) => `/${locale}/pets/${id}`)]);
  for (const path of paths) revalidate(path);
  (globalThis as { [PAGE_CACHE]?: TPageCache })[PAGE_CACHE]?.purge(paths);
}

/** What a seller's pages show about them changed (name, verified email): their listings' pages. */
export async function refreshSellerPages(sellerId: string) {
  const pets = await getDb().pet.findMany({ where: { sellerId }, select: { id: true } });
  if (pets.length) refreshPetPages(pets.map((p) => p.id));
}
