// Photos in an S3-compatible bucket (a local s3rver): what listings and avatars do when S3_* is set,
// and the script that moves photos between PostgreSQL and the bucket.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { NextRequest } from "next/server";
import { GET as getImage } from "@/app/server/images/[...key]/route";
import { DELETE as deletePet, GET as getPet, PUT as updatePet } from "@/app/server/pets/[id]/route";
import { POST as createPet } from "@/app/server/pets/route";
import { DELETE as removeAvatar, POST as uploadAvatar } from "@/app/server/profile/avatar/route";
import { getDb } from "@/lib/db";
import { movePhotos } from "@/lib/images/move";
import { createS3BlobStore } from "@/lib/images/s3-store";
import { postgresBlobStore, type TBlobStore } from "@/lib/images/store";
import { closeDb, resetDb } from "../helpers/db";
import { callMultipart, createUser, jpegPhoto, validPet } from "../helpers/fixtures";
import { call } from "../helpers/http";
import { localS3Env, REFUSED_KEY_PART, startLocalS3, type TLocalS3 } from "../helpers/s3";

jest.setTimeout(90_000);

let s3: TLocalS3;
let bucket: TBlobStore;
const db = () => getDb();
const photo = async (r: number) => ({
  name: `p${r}.jpg`,
  type: "image/jpeg",
  data: await jpegPhoto({ width: 900, height: 600, color: { r, g: 90, b: 40 }, gps: true }),
});
/** The bucket's public URL → the object's key. */
const keyOf = (url: string) => url.slice(s3.publicUrl.length + 1);
const objectKeys = async () => bucket.list({ limit: 1000 });

beforeAll(async () => {
  s3 = await startLocalS3();
  // Read once, on first use (lib/env.ts): set before anything in this file asks.
  Object.assign(process.env, localS3Env(s3));
  bucket = createS3BlobStore({
    bucket: s3.bucket,
    region: "us-east-1",
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });
  await resetDb();
});
afterAll(async () => {
  await s3.stop();
  await closeDb();
});
beforeEach(() => db().rateLimit.deleteMany());

describe("listings with S3_BUCKET set", () => {
  let seller: Awaited<ReturnType<typeof createUser>>;
  let petId: string;
  let urls: string[];

  beforeAll(async () => {
    seller = await createUser({ verified: true });
  });

  it("stores the photos in the bucket, none in the database, and links them at the bucket's public URL", async () => {
    const res = await callMultipart(createPet, "POST", "/server/pets", {
      token: seller.token,
      fields: validPet,
      files: [await photo(200), await photo(60)],
    });
    expect(res.status).toBe(201);
    petId = res.json.pet.id;
    const pet = (await call(getPet, "GET", `/server/pets/${petId}`, { params: { id: petId } })).json.pet;
    urls = [...pet.images, ...pet.thumbnails];
    expect(urls).toHaveLength(4);
    for (const url of urls) expect(url).toMatch(new RegExp(`^${s3.publicUrl}/pets/[a-z0-9]{32}/(sm|lg)\\.webp$`));
    expect(await db().storedBlob.count()).toBe(0);
    expect((await objectKeys()).sort()).toEqual(urls.map(keyOf).sort());

    // What a browser gets from the public URL: the WebP, cacheable for a year.
    const served = await fetch(pet.images[0]);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, s-maxage=31536000, immutable");
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.subarray(8, 12).toString()).toBe("WEBP");
    expect(bytes.includes(Buffer.from("GPS"))).toBe(false);
  });

  it("still answers the old /server/images URLs from the bucket, for the CDN to keep", async () => {
    const key = keyOf(urls[0]);
    const res = await getImage(new NextRequest(`http://localhost:3000/server/images/${key}`), { params: Promise.resolve({ key }) });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, s-maxage=31536000, immutable");
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(await (await fetch(urls[0])).arrayBuffer()))).toBe(true);
    const missing = await call(getImage, "GET", "/server/images/pets/0123456789abcdef/sm.webp", {
      params: { key: "pets/0123456789abcdef/sm.webp" },
    });
    expect(missing.status).toBe(404);
  });

  it("deletes a removed photo's objects when the listing is edited", async () => {
    const pet = (await call(getPet, "GET", `/server/pets/${petId}`, { params: { id: petId } })).json.pet;
    const [kept, dropped] = pet.imageList as { id: string; url: string; thumbnail: string }[];
    const res = await callMultipart(updatePet, "PUT", `/server/pets/${petId}`, {
      token: seller.token,
      params: { id: petId },
      fields: { ...validPet, keepImageIds: JSON.stringify([kept.id]) },
    });
    expect(res.status).toBe(200);
    const left = await objectKeys();
    expect(left).toEqual(expect.arrayContaining([keyOf(kept.url), keyOf(kept.thumbnail)]));
    expect(left).not.toContain(keyOf(dropped.url));
    expect(left).not.toContain(keyOf(dropped.thumbnail));
    expect((await fetch(dropped.url)).status).toBe(404);
  });

  it("deletes every object of a listing when the listing is deleted", async () => {
    const res = await call(deletePet, "DELETE", `/server/pets/${petId}`, { token: seller.token, params: { id: petId } });
    expect(res.status).toBe(200);
    expect(await objectKeys()).toEqual([]);
    for (const url of urls) expect((await fetch(url)).status).toBe(404);
  });

  it("keeps an avatar in the bucket and deletes the one it replaces", async () => {
    const first = await callMultipart(uploadAvatar, "POST", "/server/profile/avatar", { token: seller.token, files: [await photo(10)] });
    expect(first.status).toBe(200);
    expect(first.json.profile.avatar).toMatch(new RegExp(`^${s3.publicUrl}/avatars/[a-z0-9]{32}/sm\\.webp$`));
    const second = await callMultipart(uploadAvatar, "POST", "/server/profile/avatar", { token: seller.token, files: [await photo(250)] });
    const keys = await objectKeys();
    expect(keys).toContain(keyOf(second.json.profile.avatar));
    expect(keys.some((k) => k.startsWith(keyOf(first.json.profile.avatar).replace(/sm\.webp$/, "")))).toBe(false);
    expect((await call(removeAvatar, "DELETE", "/server/profile/avatar", { token: seller.token })).status).toBe(200);
    expect(await objectKeys()).toEqual([]);
  });
});

describe("moving photos between PostgreSQL and the bucket", () => {
  const image = (i: number) => ({
    key: `pets/move${String(i).padStart(3, "0")}/sm.webp`,
    contentType: "image/webp",
    data: Buffer.from(`photo number ${i} `.repeat(50 + i)),
  });
  const all = Array.from({ length: 30 }, (_, i) => image(i));

  async function expectHolds(store: TBlobStore, blobs: typeof all) {
    for (const b of blobs) {
      const got = await store.get(b.key);
      expect(got?.data.equals(b.data)).toBe(true);
      expect(got?.contentType).toBe(b.contentType);
    }
  }

  it("moves every photo to the bucket and back, verified, and carries on where a stopped run left off", async () => {
    await postgresBlobStore.put(all);
    // A photo the bucket refuses stops the run part-way, as a lost connection would.
    const refused = { key: `pets/move015/${REFUSED_KEY_PART}.webp`, contentType: "image/webp", data: Buffer.from("refused") };
    await postgresBlobStore.put([refused]);
    await expect(movePhotos({ from: postgresBlobStore, to: bucket, deleteSource: true, batchSize: 7, concurrency: 2 })).rejects.toThrow();
    const movedBefore = (await objectKeys()).length;
    expect(movedBefore).toBeGreaterThan(0);
    expect(movedBefore).toBeLessThan(all.length);
    expect(await db().storedBlob.count()).toBe(all.length + 1 - movedBefore);

    // The operator deals with the one that failed; the same command finishes the job.
    await postgresBlobStore.delete([refused.key]);
    const toBucket = await movePhotos({ from: postgresBlobStore, to: bucket, deleteSource: true, batchSize: 7 });
    expect(toBucket.copied + movedBefore).toBe(all.length);
    expect(toBucket.deleted).toBe(all.length - movedBefore);
    expect(await db().storedBlob.count()).toBe(0);
    await expectHolds(bucket, all);

    // A copy run without deleting is idempotent: a second one finds everything already there.
    const back = await movePhotos({ from: bucket, to: postgresBlobStore });
    expect(back).toMatchObject({ copied: all.length, deleted: 0 });
    expect(await movePhotos({ from: bucket, to: postgresBlobStore, deleteSource: true })).toMatchObject({
      copied: 0,
      alreadyThere: all.length,
      deleted: all.length,
    });
    expect(await objectKeys()).toEqual([]);
    await expectHolds(postgresBlobStore, all);
  });

  it("runs as `npm run photos:move`", async () => {
    const { stdout } = await promisify(execFile)(
      "npx",
      ["tsx", "--require", "./scripts/server-context.cjs", "scripts/move-photos.ts", "--to", "s3", "--delete-source"],
      {
        env: { ...process.env, ...localS3Env(s3) },
      },
    );
    expect(stdout).toContain(`Done: ${all.length} copied to s3 and verified, 0 already there, ${all.length} removed from postgres.`);
    expect(await db().storedBlob.count()).toBe(0);
    await expectHolds(bucket, all);
    await bucket.delete(all.map((b) => b.key));
  });
});

describe("a bucket that cannot be reached", () => {
  it("refuses the listing with 503 and leaves nothing behind", async () => {
    const seller = await createUser({ verified: true });
    await s3.stop();
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const res = await callMultipart(createPet, "POST", "/server/pets", {
      token: seller.token,
      fields: validPet,
      files: [await photo(120)],
    });
    logged.mockRestore();
    expect(res.status).toBe(503);
    expect(res.json).toMatchObject({
      success: false,
      code: "PHOTO_STORE_FAILED",
      message: "We could not save your photos right now. Please try again in a moment.",
    });
    expect(await db().pet.count({ where: { sellerId: seller.id } })).toBe(0);
    expect(await db().petImage.count()).toBe(0);
  });
});
