import "server-only";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { assertListingLaw } from "@/lib/law/assert-listing-law";
import type { TStatus } from "./pet-row";
import { assertOwner } from "./pet-writes";
import { refreshPetPages } from "./revalidate";
import { applySellerRules } from "./seller-rules";

/**
 * The seller marks a listing active, inactive or sold; never a hidden one, which only the moderators
 * bring back (the seller appeals instead): the condition is in the update, so it holds even when a
 * moderator hides the listing at the same moment. A listing sold out (none left) set active again offers
 * one: an active listing always has one to sell, and its edit says how many more.
 */
export async function setPetStatus({ petId, userId, status }: { petId: string; userId: string; status: Exclude<TStatus, "hidden"> }) {
  const updated = await getDb().$transaction(async (tx) => {
    const moved = await tx.pet.updateMany({ where: { id: petId, sellerId: userId, status: { not: "hidden" } }, data: { status } });
    if (moved.count === 1 && status === "active") await tx.pet.updateMany({ where: { id: petId, available: 0 }, data: { available: 1 } });
    // Set active, it is judged as a new listing would be: the law's rules as they read today (a breeder's
    // puppy put away at 4 months is over 6 months now, and must be sterilised: Dog Breeding and Marketing
    // Rules 2017), then held while its registration is not approved, within the individual limits.
    if (moved.count === 1 && status === "active") {
      await assertListingLaw(tx, petId, { asOneCode: true });
      await applySellerRules(tx, petId);
    }
    return moved;
  });
  if (updated.count !== 1) {
    await assertOwner(petId, userId);
    throw new AppError("LISTING_HIDDEN");
  }
  await refreshPetPages([petId]);
}
