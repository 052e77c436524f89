import "server-only";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
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
    // Set active, it is judged as a new listing would be: held while its registration is not approved, within the individual limits.
    if (moved.count === 1 && status === "active") await applySellerRules(tx, petId);
    return moved;
  });
  if (updated.count !== 1) {
    await assertOwner(petId, userId);
    throw new AppError("LISTING_HIDDEN");
  }
  await refreshPetPages([petId]);
}
