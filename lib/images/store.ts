import "server-only";
import { createHash } from "node:crypto";
import { getDb, type TTx } from "@/lib/db";
import { env } from "@/lib/env";
import { AppError } from "@/lib/http/errors";
import { createS3BlobStore } from "./s3-store";

export { IMMUTABLE_CACHE } from "./s3-store";

export type TBlob = { key: string; contentType: string; data: Buffer };
export type TStoredBlob = TBlob & { etag: string; size: number };

/**
 * Where image bytes live: PostgreSQL by default (works on Vercel with no other service), or an
 * S3-compatible bucket when S3_BUCKET is set. Keys never change meaning: a new photo gets a new key,
 * so whatever holds a key may cache it for ever.
 */
export interface TBlobStore {
  readonly kind: "postgres" | "s3";
  /**
   * Stores every blob or, when one fails, none of them. The database store writes inside `tx` when
   * given one, so the blobs commit with the rows that point to them.
   */
  put(blobs: TBlob[], tx?: TTx): Promise<void>;
  get(key: string): Promise<TStoredBlob | null>;
  /** Deleting a key that is not there is not an error. */
  delete(keys: string[], tx?: TTx): Promise<void>;
  /** Keys in ascending order, after `after`, at most `limit` of them (for moving photos between stores). */
  list(options: { after?: string; limit: number }): Promise<string[]>;
}

export const etagOf = (data: Buffer) => `"${createHash("sha256").update(data).digest("base64url").slice(0, 27)}"`;

export const postgresBlobStore: TBlobStore = {
  kind: "postgres",
  async put(blobs, tx = getDb()) {
    if (!blobs.length) return;
    await tx.storedBlob.createMany({
      data: blobs.map((b) => ({
        key: b.key,
        contentType: b.contentType,
        size: b.data.length,
        etag: etagOf(b.data),
        data: new Uint8Array(b.data),
      })),
    });
  },
  async get(key) {
    const row = await getDb().storedBlob.findUnique({ where: { key } });
    return row ? { key: row.key, contentType: row.contentType, size: row.size, etag: row.etag, data: Buffer.from(row.data) } : null;
  },
  async delete(keys, tx = getDb()) {
    if (keys.length) await tx.storedBlob.deleteMany({ where: { key: { in: keys } } });
  },
  async list({ after, limit }) {
    const rows = await getDb().storedBlob.findMany({
      where: after ? { key: { gt: after } } : {},
      orderBy: { key: "asc" },
      take: limit,
      select: { key: true },
    });
    return rows.map((r) => r.key);
  },
};

const globalForStore = globalThis as unknown as { pawbazaarBlobStore?: TBlobStore };

/** The bucket the S3_* variables name, or null when S3_BUCKET is not set. */
export function s3BlobStoreFromEnv(): TBlobStore | null {
  const e = env();
  if (!e.S3_BUCKET) return null;
  return createS3BlobStore({
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
  });
}

/** The store this deployment uses, from its environment. */
export function blobStore(): TBlobStore {
  globalForStore.pawbazaarBlobStore ??= s3BlobStoreFromEnv() ?? postgresBlobStore;
  return globalForStore.pawbazaarBlobStore;
}

/**
 * A database write that adds and removes stored images, all or nothing as far as anyone can see:
 * - in PostgreSQL, the blobs are written and deleted inside the write's own transaction;
 * - in a bucket, the new blobs are uploaded first (a failed upload stops everything before a row is
 *   written), taken away again if the write then fails, and the removed blobs are deleted only once
 *   the rows that pointed to them are gone. A delete that still fails after the SDK's retries leaves
 *   an object nothing links to, never a row without its photo; it is logged with its keys.
 * `write` names the keys it stops using through `remove`.
 */
export async function writeWithBlobs<T>(
  put: TBlob[],
  write: (tx: TTx, remove: (keys: string[]) => void) => Promise<T>,
  { timeout = 20_000, store = blobStore() }: { timeout?: number; store?: TBlobStore } = {},
): Promise<T> {
  const removed: string[] = [];
  const remove = (keys: string[]) => void removed.push(...keys);
  if (store.kind === "postgres") {
    return getDb().$transaction(
      async (tx) => {
        await store.put(put, tx);
        const result = await write(tx, remove);
        await store.delete(removed, tx);
        return result;
      },
      { timeout },
    );
  }
  try {
    await store.put(put);
  } catch (e) {
    console.error(
      JSON.stringify({
        level: "error",
        event: "blob_put_failed",
        keys: put.map((b) => b.key),
        error: e instanceof Error ? e.message : String(e),
      }),
    );
    throw new AppError("PHOTO_STORE_FAILED");
  }
  let result: T;
  try {
    result = await getDb().$transaction((tx) => write(tx, remove), { timeout });
  } catch (e) {
    await deleteQuietly(
      store,
      put.map((b) => b.key),
    );
    throw e;
  }
  await deleteQuietly(store, removed);
  return result;
}

async function deleteQuietly(store: TBlobStore, keys: string[]) {
  if (!keys.length) return;
  try {
    await store.delete(keys);
  } catch (e) {
    console.error(JSON.stringify({ level: "error", event: "blob_delete_failed", keys, error: e instanceof Error ? e.message : String(e) }));
  }
}
