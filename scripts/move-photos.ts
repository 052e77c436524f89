// Moves stored photos between PostgreSQL and the S3-compatible bucket that the S3_* variables name.
//   npm run photos:move -- --to s3 [--delete-source] [--after <key>]
//   npm run photos:move -- --to postgres [--delete-source] [--after <key>]
// Copies and verifies every photo; safe to stop and run again (see lib/images/move.ts). docs/deploying.md's
// "Photos in a bucket" section gives the order of steps for a live site.
import "dotenv/config";
import { parseArgs } from "node:util";
import { getDb } from "../lib/db";
import { movePhotos } from "../lib/images/move";
import { postgresBlobStore, s3BlobStoreFromEnv } from "../lib/images/store";

const { values } = parseArgs({
  options: { to: { type: "string" }, "delete-source": { type: "boolean", default: false }, after: { type: "string" } },
});
if (values.to !== "s3" && values.to !== "postgres") {
  console.error("Usage: npm run photos:move -- --to s3|postgres [--delete-source] [--after <key>]");
  process.exit(2);
}
const bucket = s3BlobStoreFromEnv();
if (!bucket) {
  console.error("Set S3_BUCKET (and S3_REGION, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY as your service needs) first.");
  process.exit(2);
}

async function main(bucket: NonNullable<ReturnType<typeof s3BlobStoreFromEnv>>) {
  const [from, to] = values.to === "s3" ? [postgresBlobStore, bucket] : [bucket, postgresBlobStore];
  try {
    const report = await movePhotos({
      from,
      to,
      deleteSource: values["delete-source"],
      after: values.after,
      onProgress: (r) =>
        console.log(`… ${r.copied} copied, ${r.alreadyThere} already there, ${r.deleted} removed from ${from.kind}; last key ${r.lastKey}`),
    });
    console.log(
      `Done: ${report.copied} copied to ${to.kind} and verified, ${report.alreadyThere} already there, ${report.deleted} removed from ${from.kind}.`,
    );
  } catch (e) {
    console.error(`Stopped: ${e instanceof Error ? e.message : String(e)}. Run the same command again to carry on.`);
    process.exitCode = 1;
  } finally {
    await getDb().$disconnect();
  }
}

void main(bucket);
