import "server-only";
import type { S3Client } from "@aws-sdk/client-s3";
import type { TBlob, TBlobStore } from "./store";

export type TS3Config = {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle?: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

// Keys never change meaning (a new photo gets a new key), so a browser or CDN may keep each for a year.
export const IMMUTABLE_CACHE = "public, max-age=31536000, s-maxage=31536000, immutable";
// DeleteObjects takes at most this many keys a call.
const DELETE_BATCH = 1000;

/**
 * Photos in an S3-compatible bucket, through the AWS SDK (AWS S3, Cloudflare R2, Supabase Storage and
 * MinIO all speak its protocol). Each object carries its content type and a year-long Cache-Control,
 * so the bucket's public or CDN URL can serve it directly.
 */
export function createS3BlobStore(config: TS3Config): TBlobStore {
  // The SDK loads on first use (about 60 ms), so a deployment that keeps photos in PostgreSQL never pays for it.
  let connected: Promise<{ sdk: typeof import("@aws-sdk/client-s3"); client: S3Client }> | undefined;
  const connect = () =>
    (connected ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: config.region,
        endpoint: config.endpoint,
        forcePathStyle: config.forcePathStyle,
        credentials: config.credentials,
        // Checksums only where the protocol requires them: R2, MinIO and older S3-compatible services
        // refuse or ignore the SDK's newer default (CRC32 on every request).
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
      }),
    })));
  const { bucket } = config;

  async function deleteKeys(keys: string[]) {
    if (!keys.length) return;
    const {
      sdk: { DeleteObjectsCommand },
      client,
    } = await connect();
    for (let i = 0; i < keys.length; i += DELETE_BATCH) {
      const batch = keys.slice(i, i + DELETE_BATCH);
      const out = await client.send(
        new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
      );
      if (out.Errors?.length) throw new Error(`Could not delete ${out.Errors.map((e) => `${e.Key} (${e.Code})`).join(", ")}`);
    }
  }

  return {
    kind: "s3",
    async put(blobs: TBlob[]) {
      if (!blobs.length) return;
      const {
        sdk: { PutObjectCommand },
        client,
      } = await connect();
      const results = await Promise.allSettled(
        blobs.map((b) =>
          client.send(
            new PutObjectCommand({
              Bucket: bucket,
              Key: b.key,
              Body: b.data,
              ContentType: b.contentType,
              ContentLength: b.data.length,
              CacheControl: IMMUTABLE_CACHE,
            }),
          ),
        ),
      );
      const failed = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
      if (!failed) return;
      // All or none: take back the ones that did go up.
      const stored = blobs.filter((_, i) => results[i].status === "fulfilled").map((b) => b.key);
      await deleteKeys(stored).catch(() => undefined);
      throw failed.reason;
    },
    async get(key) {
      const {
        sdk: { GetObjectCommand, NoSuchKey },
        client,
      } = await connect();
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        const data = Buffer.from(await out.Body!.transformToByteArray());
        return {
          key,
          data,
          size: data.length,
          contentType: out.ContentType ?? "application/octet-stream",
          etag: out.ETag ?? `"${data.length}"`,
        };
      } catch (e) {
        if (e instanceof NoSuchKey || (e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
        throw e;
      }
    },
    async delete(keys) {
      await deleteKeys(keys);
    },
    async list({ after, limit }) {
      const {
        sdk: { ListObjectsV2Command },
        client,
      } = await connect();
      const out = await client.send(new ListObjectsV2Command({ Bucket: bucket, StartAfter: after, MaxKeys: limit }));
      return (out.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : []));
    },
  };
}
