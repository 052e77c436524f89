import "server-only";
import type { TTx } from "@/lib/db";
import { recordLowPrice } from "./low-price";
import { matchListingPhotos } from "./photo-match";

/**
 * The trust checks of a listing just written (created or edited), in the write's own transaction after
 * its photos: photo matches with other sellers' listings (which may hold it for review) and a price far
 * under the typical one. Returns whether it was held now.
 */
export async function checkListing(tx: TTx, petId: string): Promise<{ isHeld: boolean }> {
  const { isHeld } = await matchListingPhotos(tx, petId);
  await recordLowPrice(tx, petId);
  return { isHeld };
}
