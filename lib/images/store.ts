import "server-only";
import { createHash } from "node:crypto";
import { getDb, type TTx } from "@/lib/db";

export type TBlob = { key: string; contentType: string; data: Buffer };
export type TStoredBlob = TBlob & { etag: string; size: number };

/**
 * Where image bytes live. The default keeps them in PostgreSQL, which works on Vercel with no other
 * service; a blob store (S3, Vercel Blob…) only has to implement these three calls.
 */
export interface TBlobStore {
  put(blobs: TBlob[], tx?: TTx): Promise<void>;
  get(key: string): Promise<TStoredBlob | null>;
  delete(keys: string[], tx?: TTx): Promise<void>;
}

export const etagOf = (data: Buffer) => `"${createHash("sha256").update(data).digest("base64url").slice(0, 27)}"`;

export const postgresBlobStore: TBlobStore = {
  async put(blobs, tx = getDb()) {
    if (!blobs.length) return;
    await tx.storedBlob.createMany({
      data: blobs.map((b) => ({ key: b.key, contentType: b.contentType, size: b.data.length, etag: etagOf(b.data), data: new Uint8Array(b.data) })),
    });
  },
  async get(key) {
    const row = await getDb().storedBlob.findUnique({ where: { key } });
    return row ? { key: row.key, contentType: row.contentType, size: row.size, etag: row.etag, data: Buffer.from(row.data) } : null;
  },
  async delete(keys, tx = getDb()) {
    if (keys.length) await tx.storedBlob.deleteMany({ where: { key: { in: keys } } });
  },
};

export const blobStore: TBlobStore = postgresBlobStore;
