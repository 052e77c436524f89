// One contract, two stores: PostgreSQL (the default) and an S3-compatible bucket (a local s3rver).
import { randomUUID } from "node:crypto";
import { AppError } from "@/lib/http/errors";
import { createS3BlobStore } from "@/lib/images/s3-store";
import { postgresBlobStore, writeWithBlobs, type TBlob, type TBlobStore } from "@/lib/images/store";
import { closeDb, resetDb } from "../helpers/db";
import { REFUSED_KEY_PART, startLocalS3, type TLocalS3 } from "../helpers/s3";

jest.setTimeout(60_000);

let s3: TLocalS3;
beforeAll(async () => {
  await resetDb();
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3.stop();
  await closeDb();
});

const s3Store = (bucket = s3.bucket) =>
  createS3BlobStore({
    bucket,
    region: "us-east-1",
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });

const blob = (key: string, text = `bytes of ${key}`, contentType = "image/webp"): TBlob => ({ key, contentType, data: Buffer.from(text) });
const uniq = () => randomUUID().replaceAll("-", "");

describe.each([
  ["postgres", () => postgresBlobStore],
  ["s3", () => s3Store()],
] as const)("%s blob store", (kind, makeStore) => {
  let store: TBlobStore;
  let prefix: string;
  beforeAll(() => {
    store = makeStore();
  });
  beforeEach(() => {
    prefix = `pets/${uniq()}`;
  });

  it("says which kind it is", () => {
    expect(store.kind).toBe(kind);
  });

  it("gives back what it stored: bytes, type, size and an etag that follows the bytes", async () => {
    const image = Buffer.from([0x52, 0x49, 0x46, 0x46, 0, 0, 0xff, 0x00, 0x57, 0x45, 0x42, 0x50]);
    await store.put([{ key: `${prefix}/lg.webp`, contentType: "image/webp", data: image }, blob(`${prefix}/sm.webp`, "other bytes")]);
    const got = await store.get(`${prefix}/lg.webp`);
    expect(got).toMatchObject({ key: `${prefix}/lg.webp`, contentType: "image/webp", size: image.length });
    expect(got!.data.equals(image)).toBe(true);
    const other = await store.get(`${prefix}/sm.webp`);
    expect(other!.data.toString()).toBe("other bytes");
    expect(got!.etag).toMatch(/^".+"$/);
    expect(other!.etag).not.toBe(got!.etag);
  });

  it("answers null for a key it does not hold", async () => {
    expect(await store.get(`${prefix}/sm.webp`)).toBeNull();
  });

  it("deletes what it is asked to, and deleting what is not there is no error", async () => {
    await store.put([blob(`${prefix}/sm.webp`), blob(`${prefix}/lg.webp`)]);
    await store.delete([`${prefix}/sm.webp`, `${prefix}/missing.webp`]);
    expect(await store.get(`${prefix}/sm.webp`)).toBeNull();
    expect(await store.get(`${prefix}/lg.webp`)).not.toBeNull();
    await expect(store.delete([])).resolves.toBeUndefined();
  });

  it("lists keys in order, after a key, a page at a time", async () => {
    const base = `zz-list-${kind}-${uniq()}`;
    const keys = ["a", "b", "c", "d", "e"].map((k) => `${base}/${k}.webp`);
    await store.put([...keys].reverse().map((k) => blob(k)));
    const first = await store.list({ after: `${base}/`, limit: 2 });
    expect(first).toEqual(keys.slice(0, 2));
    expect(await store.list({ after: first[1], limit: 10 })).toEqual(keys.slice(2));
    expect(await store.list({ after: keys[4], limit: 10 })).toEqual([]);
  });

  it("keeps none of a put where one blob cannot be stored", async () => {
    // Each store has its own way to refuse a blob: a key already taken in PostgreSQL (inside the same
    // request); in the bucket, an object it denies (as a bucket policy would).
    const bad = kind === "postgres" ? blob(`${prefix}/sm.webp`) : blob(`${prefix}/${REFUSED_KEY_PART}.webp`);
    await expect(store.put([blob(`${prefix}/sm.webp`), blob(`${prefix}/lg.webp`), bad])).rejects.toThrow();
    expect(await store.get(`${prefix}/sm.webp`)).toBeNull();
    expect(await store.get(`${prefix}/lg.webp`)).toBeNull();
  });

  describe("writeWithBlobs", () => {
    it("stores the new blobs with the write and deletes the removed ones after it", async () => {
      await store.put([blob(`${prefix}/old.webp`)]);
      const result = await writeWithBlobs(
        [blob(`${prefix}/new.webp`)],
        async (tx, remove) => {
          remove([`${prefix}/old.webp`]);
          return tx.$queryRaw<{ one: number }[]>`SELECT 1 AS one`;
        },
        { store },
      );
      expect(result).toEqual([{ one: 1 }]);
      expect(await store.get(`${prefix}/new.webp`)).not.toBeNull();
      expect(await store.get(`${prefix}/old.webp`)).toBeNull();
    });

    it("leaves no new blob and keeps the removed ones when the write fails", async () => {
      await store.put([blob(`${prefix}/old.webp`)]);
      await expect(
        writeWithBlobs(
          [blob(`${prefix}/new.webp`)],
          async (tx, remove) => {
            remove([`${prefix}/old.webp`]);
            await tx.$executeRaw`SELECT 1`;
            throw new AppError("CONFLICT");
          },
          { store },
        ),
      ).rejects.toMatchObject({ code: "CONFLICT" });
      expect(await store.get(`${prefix}/new.webp`)).toBeNull();
      expect(await store.get(`${prefix}/old.webp`)).not.toBeNull();
    });
  });
});

describe("a bucket that refuses uploads", () => {
  it("answers PHOTO_STORE_FAILED and the write never runs", async () => {
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const write = jest.fn();
    await expect(writeWithBlobs([blob("pets/never/sm.webp")], write, { store: s3Store("no-such-bucket") })).rejects.toMatchObject({
      code: "PHOTO_STORE_FAILED",
      status: 503,
    });
    expect(write).not.toHaveBeenCalled();
    expect(logged.mock.calls.map((c) => String(c[0])).join("\n")).toContain("blob_put_failed");
    logged.mockRestore();
  });
});
