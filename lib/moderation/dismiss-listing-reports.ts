import "server-only";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { recordAudit } from "./audit";
import { lockPet, resolvedBy, type TActor } from "./listing-moderation";

/**
 * A moderator closes a listing's open reports without acting on the listing. A hidden listing's reports
 * are answered by restoring it (which dismisses them) or deleting it, so that it never sits hidden with
 * nothing left in the queue to find it by.
 */
export async function dismissListingReports({ petId, actor, reason }: { petId: string; actor: TActor; reason: string }) {
  await getDb().$transaction(async (tx) => {
    const pet = await lockPet(tx, petId);
    if (!pet) throw new AppError("PET_NOT_FOUND");
    if (pet.status === "hidden") throw new AppError("REPORTS_LISTING_HIDDEN");
    const closed = await tx.listingReport.updateMany({ where: { petId, status: "open" }, data: resolvedBy(actor, "dismissed") });
    if (closed.count === 0) throw new AppError("NO_OPEN_REPORTS");
    await recordAudit({ actor, action: "report_dismissed", targetPetId: petId, targetUserId: pet.sellerId, reason }, tx);
  });
}
