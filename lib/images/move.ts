import "server-only";
import { createHash } from "node:crypto";
import pLimit from "p-limit";
import type { TBlobStore } from "./store";

export type TMoveReport = { copied: number; alreadyThere: number; deleted: number; lastKey: string | null };

const digest = (data: Buffer) => createHash("sha256").update(data).digest("hex");

/**
 * Copies every stored image from one store to the other and checks each copy byte for byte by reading
 * it back; with `deleteSource`, each image leaves the source once its copy is verified. Safe to stop
 * and run again: an image already in the target with the same bytes is left as it is, so a second run
 * only does what the first did not; `after` starts past a key a run printed.
 */
export async function movePhotos({
  from,
  to,
  deleteSource = false,
  after,
  batchSize = 200,
  concurrency = 8,
  onProgress,
}: {
  from: TBlobStore;
  to: TBlobStore;
  deleteSource?: boolean;
  after?: string;
  batchSize?: number;
  concurrency?: number;
  onProgress?: (report: TMoveReport) => void;
}): Promise<TMoveReport> {
  if (from.kind === to.kind) throw new Error(`Both stores are ${from.kind}: nothing to move.`);
  const report: TMoveReport = { copied: 0, alreadyThere: 0, deleted: 0, lastKey: after ?? null };
  const limit = pLimit(concurrency);
  for (;;) {
    const keys = await from.list({ after: report.lastKey ?? undefined, limit: batchSize });
    if (!keys.length) return report;
    // On a failure, what is queued is dropped and what is under way finishes, so the count of what
    // was done is true when the run stops.
    let failed = false;
    const results = await Promise.allSettled(
      keys.map((key) =>
        limit(() =>
          failed
            ? undefined
            : moveOne(key).catch((e) => {
                failed = true;
                throw e;
              }),
        ),
      ),
    );
    const failure = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
    if (failure) throw failure.reason;
    report.lastKey = keys[keys.length - 1];
    onProgress?.({ ...report });
  }

  async function moveOne(key: string) {
    const source = await from.get(key);
    if (!source) return; // deleted since it was listed
    const want = digest(source.data);
    const existing = await to.get(key);
    if (existing && digest(existing.data) === want) {
      report.alreadyThere += 1;
    } else {
      if (existing) await to.delete([key]);
      await to.put([{ key, contentType: source.contentType, data: source.data }]);
      const copy = await to.get(key);
      if (!copy || digest(copy.data) !== want || copy.contentType !== source.contentType)
        throw new Error(`The copy of ${key} does not match its original.`);
      report.copied += 1;
    }
    if (deleteSource) {
      await from.delete([key]);
      report.deleted += 1;
    }
  }
}
