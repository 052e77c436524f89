import "server-only";
import { getDb, type TTx } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { recordAudit } from "./audit";
import { hideListing } from "./hide-listing";
import type { TActor, TWithinAction } from "./listing-moderation";
import { restoreListing } from "./restore-listing";

// What a moderator does with a flag in the console's Flags (POST /server/admin/flags/{id}/…):
// - dismiss: nothing wrong (two shelters sharing a rescue's photo, a puppy given away to a good home);
//   the flag, and a photo match's twin on the other listing, are resolved, with an audit row;
// - publish or hide a listing held for review (its photo matches a listing taken down for fraud):
//   the listing moderation's own restore and hide (lib/moderation/restore-listing.ts, hide-listing.ts:
//   their audit row, the seller's mail, the cached pages), and in the same transaction every open photo
//   match of that listing is resolved: the moderator has looked at it.
// A pair with a held listing is not dismissed: the listing would stay held with nothing left to show it.

type TFlagRow = { id: string; petId: string; kind: "photo_match" | "low_price"; otherPetId: string | null; resolvedAt: Date | null };

async function findFlag(id: string, db: TTx = getDb()): Promise<TFlagRow> {
  const flag = await db.listingFlag.findUnique({
    where: { id },
    select: { id: true, petId: true, kind: true, otherPetId: true, resolvedAt: true },
  });
  if (!flag) throw new AppError("FLAG_NOT_FOUND");
  return flag;
}

/** The flag's rows: itself, and for a photo match the other listing's row naming this one. */
const rowsOf = (flag: TFlagRow) =>
  flag.kind === "photo_match" && flag.otherPetId
    ? {
        kind: flag.kind,
        OR: [
          { petId: flag.petId, otherPetId: flag.otherPetId },
          { petId: flag.otherPetId, otherPetId: flag.petId },
        ],
      }
    : { id: flag.id };

export async function dismissFlag({ flagId, actor, reason }: { flagId: string; actor: TActor; reason: string }) {
  await getDb().$transaction(async (tx) => {
    const flag = await findFlag(flagId, tx);
    if (flag.resolvedAt) throw new AppError("FLAG_RESOLVED");
    const held = await tx.pet.count({
      where: { id: { in: [flag.petId, ...(flag.otherPetId ? [flag.otherPetId] : [])] }, status: "hidden", hiddenCause: "review" },
    });
    if (held) throw new AppError("FLAG_LISTING_HELD");
    // Conditional: of two moderators dismissing at once, one does.
    const done = await tx.listingFlag.updateMany({
      where: { ...rowsOf(flag), resolvedAt: null },
      data: { resolvedAt: new Date(), resolvedById: actor.id },
    });
    if (!done.count) throw new AppError("FLAG_RESOLVED");
    const pet = await tx.pet.findUniqueOrThrow({ where: { id: flag.petId }, select: { sellerId: true } });
    const what = flag.kind === "photo_match" ? `Photo match with listing ${flag.otherPetId}` : "Low price";
    await recordAudit(
      {
        actor,
        action: "listing_flag_dismissed",
        targetPetId: flag.petId,
        targetUserId: pet.sellerId,
        reason: reason ? `${what}: ${reason}` : what,
      },
      tx,
    );
  });
}

/** Resolves the held listing's open photo matches inside the restore's or hide's transaction. */
const resolvingMatches =
  (actor: TActor): TWithinAction =>
  async (tx, pet) => {
    if (pet.status !== "hidden" || pet.hiddenCause !== "review") throw new AppError("FLAG_LISTING_NOT_HELD");
    await tx.listingFlag.updateMany({
      where: { kind: "photo_match", resolvedAt: null, OR: [{ petId: pet.id }, { otherPetId: pet.id }] },
      data: { resolvedAt: new Date(), resolvedById: actor.id },
    });
  };

/**
 * Publishes (`publish`) or hides (`hide`) a listing held for review, named by one of its flags: `petId`
 * must be one of the flag's listings (else PET_NOT_FOUND) and held (else FLAG_LISTING_NOT_HELD).
 */
export async function decideHeldListing({
  flagId,
  petId,
  decision,
  actor,
  reason,
}: {
  flagId: string;
  petId: string;
  decision: "publish" | "hide";
  actor: TActor;
  reason: string;
}) {
  const flag = await findFlag(flagId);
  if (petId !== flag.petId && petId !== flag.otherPetId) throw new AppError("PET_NOT_FOUND");
  const within = resolvingMatches(actor);
  if (decision === "publish") await restoreListing({ petId, actor, reason, within });
  else await hideListing({ petId, actor, reason, within });
}
