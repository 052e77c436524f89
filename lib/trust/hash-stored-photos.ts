import "server-only";
import { getDb } from "@/lib/db";
import { hashColumns, photoHash } from "./phash";
import { matchListingPhotos } from "./photo-match";

// The photos stored before photos were hashed: hashed from their stored large rendition (the pixels a new
// upload's hash is taken from), then matched like a new listing's, in batches (`npm run photos:hash`).
// A match among them flags both listings but holds neither: they were published already, and a
// moderator decides from the console's Flags. Restartable: each batch is "photos without a hash, after
// the last one seen", so a run stopped halfway goes on where it stopped; photos too small or plain to
// hash stay without one and are read again by a later run (a few).

export type THashRun = { read: number; hashed: number; unreadable: number; flaggedListings: number; isComplete: boolean };

/**
 * Hashes the photos whose hash is null, `batchSize` at a time (ordered by id), until none is left or
 * `maxBatches` are done. `readLarge(imageId)` gives a photo's stored large rendition (null when its blob
 * is missing); the caller reads it from the image store, which this module does not depend on.
 */
export async function hashStoredPhotos({
  readLarge,
  batchSize = 100,
  maxBatches = Number.POSITIVE_INFINITY,
}: {
  readLarge: (imageId: string) => Promise<Buffer | null>;
  batchSize?: number;
  maxBatches?: number;
}): Promise<THashRun> {
  const db = getDb();
  const run: THashRun = { read: 0, hashed: 0, unreadable: 0, flaggedListings: 0, isComplete: false };
  let after: string | undefined;
  for (let batch = 0; batch < maxBatches; batch++) {
    const photos = await db.petImage.findMany({
      where: { phash: null, ...(after ? { id: { gt: after } } : {}) },
      orderBy: { id: "asc" },
      take: batchSize,
      select: { id: true, petId: true },
    });
    if (!photos.length) return { ...run, isComplete: true };
    after = photos.at(-1)!.id;
    const pets = new Set<string>();
    for (const photo of photos) {
      run.read++;
      let hash: bigint | null;
      try {
        const data = await readLarge(photo.id);
        if (!data) throw new Error("no stored rendition");
        hash = await photoHash(data);
      } catch (e) {
        run.unreadable++;
        console.error(`[photos:hash] ${photo.id}: ${(e as Error).message}`);
        continue;
      }
      if (hash === null) continue;
      await db.petImage.update({ where: { id: photo.id }, data: hashColumns(hash) });
      run.hashed++;
      pets.add(photo.petId);
    }
    for (const petId of pets) {
      const { matches } = await db.$transaction((tx) => matchListingPhotos(tx, petId, { hold: false }));
      if (matches.length) run.flaggedListings++;
    }
  }
  return run;
}
