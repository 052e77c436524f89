import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { processImage } from "@/lib/images/process";
import { hashBands, hashColumns, hashDistance, MIN_HASHED_SIDE, PHOTO_MATCH_DISTANCE, photoHash, storedHash } from "./phash";

// The perceptual hash on real photos (the demo photos), as every stored photo gets it: through the upload
// pipeline (lib/images/process.ts), whose large rendition is hashed.

const demo = (name: string) => readFileSync(path.join(__dirname, "../../prisma/demo/photos", `${name}.webp`));
const hashOf = async (upload: Buffer) => (await processImage(upload)).phash;

const PHOTOS = ["labrador", "pug", "siamese", "goldfish", "budgerigar", "holland-lop"] as const;
const copies = {
  "JPEG at quality 50": (b: Buffer) => sharp(b).jpeg({ quality: 50 }).toBuffer(),
  "half the size": (b: Buffer) => sharp(b).resize({ width: 600 }).jpeg({ quality: 80 }).toBuffer(),
  "twice the size": (b: Buffer) => sharp(b).resize({ width: 2400 }).png().toBuffer(),
};

describe("the photo hash", () => {
  let originals: Map<string, bigint>;
  beforeAll(async () => {
    originals = new Map();
    for (const name of PHOTOS) originals.set(name, (await hashOf(demo(name)))!);
  }, 60_000);

  it.each(Object.entries(copies))(
    "matches a copy at %s, and no other photo",
    async (_how, copy) => {
      const own: { name: string; distance: number }[] = [];
      const others: { name: string; other: string; distance: number }[] = [];
      for (const name of PHOTOS) {
        const hash = await hashOf(await copy(demo(name)));
        expect(hash).not.toBeNull();
        own.push({ name, distance: hashDistance(hash!, originals.get(name)!) });
        for (const other of PHOTOS.filter((o) => o !== name))
          others.push({ name, other, distance: hashDistance(hash!, originals.get(other)!) });
      }
      expect(own.filter((m) => m.distance > PHOTO_MATCH_DISTANCE)).toEqual([]);
      expect(others.filter((m) => m.distance <= PHOTO_MATCH_DISTANCE)).toEqual([]);
    },
    60_000,
  );

  it("does not match a different photo of the same breed and scene", async () => {
    const [a, b] = [await hashOf(demo("labrador")), await hashOf(demo("labrador-2"))];
    expect(hashDistance(a!, b!)).toBeGreaterThan(PHOTO_MATCH_DISTANCE);
  });

  it("leaves a tiny or a plain picture without a hash", async () => {
    const tiny = await sharp(demo("pug"))
      .resize({ width: MIN_HASHED_SIDE - 1 })
      .png()
      .toBuffer();
    expect((await sharp(tiny).metadata()).width).toBe(MIN_HASHED_SIDE - 1);
    expect(await photoHash(tiny)).toBeNull();
    expect(await hashOf(tiny)).toBeNull();
    // The same picture at the smallest size that is compared has one.
    expect(await photoHash(await sharp(demo("pug")).resize({ height: MIN_HASHED_SIDE }).png().toBuffer())).not.toBeNull();

    const flat = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 120, b: 40 } } })
      .jpeg()
      .toBuffer();
    const gradient = await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><defs><linearGradient id="g"><stop offset="0" stop-color="#777"/><stop offset="1" stop-color="#888"/></linearGradient></defs><rect width="800" height="600" fill="url(#g)"/></svg>',
      ),
    )
      .jpeg()
      .toBuffer();
    for (const plain of [flat, gradient]) {
      expect(await photoHash(plain)).toBeNull();
      expect(await hashOf(plain)).toBeNull();
    }
    expect(hashColumns(null)).toEqual({ phash: null, phashBands: [] });
  });
});

describe("the hash's columns", () => {
  const random64 = () =>
    BigInt.asUintN(64, (BigInt(Math.floor(Math.random() * 2 ** 32)) << 32n) | BigInt(Math.floor(Math.random() * 2 ** 32)));
  const flip = (hash: bigint, bits: number) => {
    const at = new Set<number>();
    while (at.size < bits) at.add(Math.floor(Math.random() * 64));
    return [...at].reduce((h, i) => h ^ (1n << BigInt(i)), hash);
  };

  it("stores the 64 bits as a signed bigint and reads the same bands and distances back", () => {
    const high = 0xff00_0000_0000_00a5n;
    expect(storedHash(high)).toBe(-0x00ff_ffff_ffff_ff5bn);
    expect(storedHash(high) >= -(2n ** 63n) && storedHash(high) < 2n ** 63n).toBe(true);
    expect(hashBands(storedHash(high))).toEqual(hashBands(high));
    expect(hashBands(high)).toEqual([0 * 256 + 0xff, 256, 512, 768, 1024, 1280, 1536, 7 * 256 + 0xa5]);
    expect(hashDistance(storedHash(high), 0n)).toBe(12);
    expect(hashColumns(high)).toEqual({ phash: storedHash(high), phashBands: hashBands(high) });
  });

  it("gives two hashes within the match distance at least two shared bands (the index probe's promise)", () => {
    for (let i = 0; i < 2000; i++) {
      const a = random64();
      const b = flip(a, 1 + (i % PHOTO_MATCH_DISTANCE));
      expect(hashDistance(a, b)).toBe(1 + (i % PHOTO_MATCH_DISTANCE));
      const shared = hashBands(a).filter((band) => hashBands(b).includes(band));
      expect(shared.length).toBeGreaterThanOrEqual(2);
    }
  });
});
