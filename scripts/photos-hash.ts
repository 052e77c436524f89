// Hashes the listing photos stored before photos were hashed (lib/trust/hash-stored-photos.ts), reading
// each one's large rendition from the image store, and flags the listings whose photos match another
// seller's (docs/trust.md). Prints what it did.
//   npm run photos:hash
// Runs against DATABASE_URL, or the embedded development database when none is set (scripts/with-db.mjs),
// under tsx with scripts/server-context.cjs preloaded. Safe to stop and run again: it goes on with the
// photos still without a hash.
import "dotenv/config";
import { getDb } from "../lib/db";
import { imageKey } from "../lib/images/process";
import { blobStore } from "../lib/images/store";
import { hashStoredPhotos } from "../lib/trust/hash-stored-photos";

async function main(): Promise<number> {
  const store = blobStore();
  const run = await hashStoredPhotos({ readLarge: async (imageId) => (await store.get(imageKey(imageId, "lg")))?.data ?? null });
  console.log(
    `Photos: ${run.read} read, ${run.hashed} hashed, ${run.read - run.hashed - run.unreadable} too small or plain to compare, ${run.unreadable} unreadable; ${run.flaggedListings} listings with a photo another seller uses.`,
  );
  return run.unreadable ? 1 : 0;
}

main()
  .then((code) => {
    process.exitCode = code;
  })
  .catch((e) => {
    console.error(e instanceof Error ? e.message : String(e));
    process.exitCode = 1;
  })
  .finally(() => getDb().$disconnect());
