import sharp from "sharp";

// A 64-bit perceptual hash of a photo (DCT pHash): greyscale 32×32, its 2-D DCT, one bit per coefficient of the
// 8×8 lowest frequencies past the first row and column (which a change of light moves most), set when above
// their median. A re-encoded, resized or lightly edited copy keeps nearly every bit; another photo differs in
// about half. Pure sharp and arithmetic. PHOTO_MATCH_DISTANCE comes from the 38 demo photos through the upload
// pipeline (copies within 4–10 bits; different photos 6 apart at the closest, median 32): the table is
// docs/trust.md, "The photo hash".

/** The most bits two photos' hashes may differ in to count as the same photo. */
export const PHOTO_MATCH_DISTANCE = 6;
/** Photos smaller than this on their short side are not compared (an icon, a thumbnail: too little to go on). */
export const MIN_HASHED_SIDE = 64;
/**
 * Photos whose greyscale standard deviation at 32×32 is below this (of 255) are not compared: a flat or
 * nearly flat picture (one colour, a faint gradient, a colour with a word on it: 0 to 5) has no shape for
 * the bits to follow, and would match every other plain picture. The demo photos are 17.5 and up.
 */
export const MIN_HASHED_STDEV = 8;

const N = 32;
const K = 9;
/** cos((2x + 1)uπ / 2N) for the 9 lowest frequencies u. */
const COSINES = Array.from({ length: K }, (_, u) =>
  Float64Array.from({ length: N }, (_, x) => Math.cos(((2 * x + 1) * u * Math.PI) / (2 * N))),
);

/**
 * The hash of a picture as an unsigned 64-bit number, or null when it is too small or too plain to
 * compare. Decodes the picture upright (EXIF orientation) whatever its format.
 */
export async function photoHash(input: Buffer): Promise<bigint | null> {
  const image = sharp(input, { failOn: "error" }).rotate();
  const { width, height } = await image.metadata();
  if (!width || !height || Math.min(width, height) < MIN_HASHED_SIDE) return null;
  const px = await image.greyscale().resize(N, N, { fit: "fill" }).raw().toBuffer();
  return hashOfPixels(px);
}

/** The hash of 32×32 greyscale pixels (row by row), or null when they are too plain. */
export function hashOfPixels(px: Uint8Array): bigint | null {
  if (px.length !== N * N) throw new RangeError(`expected ${N * N} pixels`);
  let mean = 0;
  for (const p of px) mean += p;
  mean /= px.length;
  let variance = 0;
  for (const p of px) variance += (p - mean) ** 2;
  if (Math.sqrt(variance / px.length) < MIN_HASHED_STDEV) return null;

  // The DCT along each row, then down each column, for the low frequencies only.
  const rows = Array.from({ length: N }, () => new Float64Array(K));
  for (let y = 0; y < N; y++)
    for (let u = 1; u < K; u++) {
      let s = 0;
      for (let x = 0; x < N; x++) s += px[y * N + x] * COSINES[u][x];
      rows[y][u] = s;
    }
  const coefficients: number[] = [];
  for (let v = 1; v < K; v++)
    for (let u = 1; u < K; u++) {
      let s = 0;
      for (let y = 0; y < N; y++) s += rows[y][u] * COSINES[v][y];
      coefficients.push(s);
    }
  const sorted = [...coefficients].sort((a, b) => a - b);
  const median = (sorted[31] + sorted[32]) / 2;
  let hash = 0n;
  for (const c of coefficients) hash = (hash << 1n) | (c > median ? 1n : 0n);
  return hash;
}

/** The hash as PostgreSQL's signed bigint holds it (the same 64 bits). */
export const storedHash = (hash: bigint) => BigInt.asIntN(64, hash);

/**
 * The eight band keys of a hash for the GIN index: band i (0 = the high byte) with its byte b is
 * i × 256 + b. Two hashes within 7 bits of each other agree on at least one whole byte (7 differing bits
 * touch at most 7 of the 8), so they share a key.
 */
export function hashBands(hash: bigint): number[] {
  const unsigned = BigInt.asUintN(64, hash);
  return Array.from({ length: 8 }, (_, i) => i * 256 + Number((unsigned >> BigInt(8 * (7 - i))) & 0xffn));
}

/** How many bits two hashes differ in (signed or unsigned, the same 64 bits). */
export function hashDistance(a: bigint, b: bigint): number {
  let x = BigInt.asUintN(64, a ^ b);
  let n = 0;
  while (x) {
    x &= x - 1n;
    n++;
  }
  return n;
}

/** A photo row's hash columns (pet_images.phash, phashBands) from a hash, or from none. */
export const hashColumns = (hash: bigint | null) =>
  hash === null ? { phash: null, phashBands: [] as number[] } : { phash: storedHash(hash), phashBands: hashBands(hash) };
