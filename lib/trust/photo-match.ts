import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { TTx } from "@/lib/db";
import { hashBands, PHOTO_MATCH_DISTANCE } from "./phash";

// Photos that another seller's listing also uses. After a listing's photos are written (in the same
// transaction: lib/pets/create-pet.ts, update-pet.ts), each of its hashed photos is looked up among every
// other seller's photos; a pair within PHOTO_MATCH_DISTANCE bits flags both listings for the moderators
// (listing_flags, kind photo_match, one row per listing naming the other). A seller's own photos on
// several of their listings are not matches: breeders show the same parents on every litter.
//
// When the other listing was taken down for fraud (FRAUD_HIDDEN below), the listing is held instead of
// published: hidden with cause `review` until a moderator publishes it or hides it (the console's Flags).
// It is held in the transaction that writes its photos, so it is never visible, not even for the moment
// between the write and the check; the check is a few index probes per photo, so the upload waits for it.

/** The hiddenReason of a listing held by a photo match: a key the pages translate, not a text (like `auto:reports`). */
export const REVIEW_HELD_REASON = "auto:review";

/**
 * "Taken down for fraud", for a listing `op`: hidden by a moderator or by reports (not by its seller's
 * suspension or deletion, whose reasons are not about one listing), with a report of reason `scam` that
 * was not dismissed: the reports that hid it (still open) or that a moderator acted on in hiding it.
 */
export const FRAUD_HIDDEN = Prisma.sql`(op.status = 'hidden' AND op."hiddenCause" IN ('moderator', 'reports') AND EXISTS (
  SELECT 1 FROM listing_reports r WHERE r."petId" = op.id AND r.reason = 'scam' AND r.status <> 'dismissed'))`;

export type TPhotoMatch = {
  imageId: string;
  otherImageId: string;
  otherPetId: string;
  distance: number;
  isFraud: boolean;
};

/**
 * Two hashes within 6 bits differ in at most 6 of their 8 bytes, so they share at least two band keys:
 * each pair of this photo's keys is one GIN probe (an intersection of two posting lists), far fewer
 * candidates than any one shared key. With a threshold of 7 one shared key would be needed instead.
 */
function bandPairs(bands: number[]): number[][] {
  const pairs: number[][] = [];
  for (let i = 0; i < bands.length; i++) for (let j = i + 1; j < bands.length; j++) pairs.push([bands[i], bands[j]]);
  return pairs;
}
const MIN_SHARED_BANDS = 8 - PHOTO_MATCH_DISTANCE;
if (MIN_SHARED_BANDS < 2) throw new RangeError("PHOTO_MATCH_DISTANCE must be at most 6 for the two-band probe");

/** Other sellers' photos within PHOTO_MATCH_DISTANCE of one hash (a listing of a deleted account aside). */
async function matchesOf(tx: TTx, photo: { id: string; phash: bigint }, sellerId: string): Promise<TPhotoMatch[]> {
  const probes = bandPairs(hashBands(photo.phash)).map((pair) => Prisma.sql`o."phashBands" @> ${pair}::int[]`);
  return tx.$queryRaw<TPhotoMatch[]>`
    SELECT ${photo.id} AS "imageId", o.id AS "otherImageId", o."petId" AS "otherPetId",
      bit_count((o.phash # ${photo.phash})::bit(64))::int AS distance, ${FRAUD_HIDDEN} AS "isFraud"
    FROM pet_images o JOIN pets op ON op.id = o."petId"
    WHERE (${Prisma.join(probes, " OR ")})
      AND o.phash IS NOT NULL AND bit_count((o.phash # ${photo.phash})::bit(64)) <= ${PHOTO_MATCH_DISTANCE}
      AND op."sellerId" <> ${sellerId} AND op."hiddenCause" IS DISTINCT FROM 'deletion'`;
}

/**
 * Flags the listing and every other seller's listing one of its photos matches (both ways, once per pair:
 * a pair flagged before, open or dismissed, is left as it is), and holds the listing for review when one
 * of them was taken down for fraud and `hold` is set. Returns the closest match per other listing, and
 * whether the listing was held now.
 */
export async function matchListingPhotos(
  tx: TTx,
  petId: string,
  { hold = true }: { hold?: boolean } = {},
): Promise<{ matches: TPhotoMatch[]; isHeld: boolean }> {
  const pet = await tx.pet.findUnique({
    where: { id: petId },
    select: { sellerId: true, images: { where: { phash: { not: null } }, select: { id: true, phash: true } } },
  });
  if (!pet) return { matches: [], isHeld: false };
  const closest = new Map<string, TPhotoMatch>();
  for (const photo of pet.images) {
    for (const match of await matchesOf(tx, { id: photo.id, phash: photo.phash! }, pet.sellerId)) {
      const known = closest.get(match.otherPetId);
      if (!known || match.distance < known.distance) closest.set(match.otherPetId, match);
    }
  }
  const matches = [...closest.values()];
  if (!matches.length) return { matches, isHeld: false };

  await tx.listingFlag.createMany({
    data: matches.flatMap((m) => [
      { petId, kind: "photo_match" as const, otherPetId: m.otherPetId, detail: detailOf(m.distance, m.imageId, m.otherImageId) },
      { petId: m.otherPetId, kind: "photo_match" as const, otherPetId: petId, detail: detailOf(m.distance, m.otherImageId, m.imageId) },
    ]),
    skipDuplicates: true,
  });

  const fraud = matches.filter((m) => m.isFraud).sort((a, b) => a.distance - b.distance)[0];
  const isHeld = hold && fraud !== undefined && (await holdForReview(tx, petId, fraud));
  return { matches, isHeld };
}

const detailOf = (distance: number, imageId: string, otherImageId: string) => ({ distance, imageId, otherImageId });

/**
 * Holds a listing whose photo matches one taken down for fraud: a conditional update of an active (or
 * set-aside) listing. One already hidden keeps its cause: held for its seller's registration
 * (`unverified`), it must stay so until the registration is approved (publishing it for review would skip
 * that), and the open flag shows the match to the moderators meanwhile. A sold listing is left alone (it
 * is no longer for sale). Writes the system's audit row.
 */
async function holdForReview(tx: TTx, petId: string, match: TPhotoMatch): Promise<boolean> {
  const held = await tx.$executeRaw`
    UPDATE pets SET status = 'hidden', "hiddenAt" = now(), "hiddenCause" = 'review', "hiddenReason" = ${REVIEW_HELD_REASON},
      "appealedAt" = NULL, "updatedAt" = now()
    WHERE id = ${petId} AND status IN ('active', 'inactive')`;
  if (held !== 1) return false;
  const seller = await tx.pet.findUniqueOrThrow({ where: { id: petId }, select: { sellerId: true } });
  // The system's entry, written here and not through lib/moderation/audit.ts (moderation builds on the
  // listings, which build on this module); the action is one of its AUDIT_ACTIONS.
  await tx.auditEntry.create({
    data: {
      actorId: null,
      actorEmail: null,
      action: "listing_held",
      targetPetId: petId,
      targetUserId: seller.sellerId,
      reason: `A photo matches listing ${match.otherPetId}, taken down for fraud (${match.distance} bits apart).`,
    },
  });
  return true;
}
