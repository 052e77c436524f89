// How far the photo hash (lib/trust/phash.ts) moves under the edits a copied photo goes through, and how far
// apart different photos are: every demo photo (prisma/demo/photos) and copies of it, each through the
// upload pipeline (lib/images/process.ts) as a stored photo is. The threshold PHOTO_MATCH_DISTANCE is
// chosen from these figures (docs/trust.md).
//   npx tsx --require ./scripts/server-context.cjs bench/photo-hash.ts
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { processImage } from "../lib/images/process";
import { hashDistance, PHOTO_MATCH_DISTANCE } from "../lib/trust/phash";

const dir = path.join(__dirname, "../prisma/demo/photos");
const names = readdirSync(dir)
  .filter((f) => f.endsWith(".webp"))
  .sort();
const photos = names.map((f) => readFileSync(path.join(dir, f)));

const watermark = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="80"><text x="10" y="60" font-size="56" fill="white" font-family="sans-serif">Call 98xxxxx</text></svg>',
);
const EDITS: Record<string, (b: Buffer) => Promise<Buffer>> = {
  "JPEG quality 60": (b) => sharp(b).jpeg({ quality: 60 }).toBuffer(),
  "JPEG quality 50": (b) => sharp(b).jpeg({ quality: 50 }).toBuffer(),
  "JPEG quality 30": (b) => sharp(b).jpeg({ quality: 30 }).toBuffer(),
  "50% size": (b) => sharp(b).resize({ width: 600 }).jpeg({ quality: 80 }).toBuffer(),
  "25% size": (b) => sharp(b).resize({ width: 300 }).jpeg({ quality: 80 }).toBuffer(),
  "2× size": (b) => sharp(b).resize({ width: 2400 }).jpeg({ quality: 90 }).toBuffer(),
  "800 px, quality 55 (a chat app's)": (b) => sharp(b).resize({ width: 800 }).jpeg({ quality: 55 }).toBuffer(),
  "10% brighter": (b) => sharp(b).modulate({ brightness: 1.1 }).jpeg({ quality: 85 }).toBuffer(),
  "25% brighter": (b) => sharp(b).modulate({ brightness: 1.25 }).jpeg({ quality: 85 }).toBuffer(),
  "3% cropped": (b) => sharp(b).extract({ left: 18, top: 14, width: 1164, height: 873 }).jpeg({ quality: 85 }).toBuffer(),
  "5% cropped": (b) => sharp(b).extract({ left: 30, top: 22, width: 1140, height: 856 }).jpeg({ quality: 85 }).toBuffer(),
  "a phone number written on it": (b) =>
    sharp(b)
      .composite([{ input: watermark, left: 760, top: 800 }])
      .jpeg({ quality: 80 })
      .toBuffer(),
};

async function hashOf(upload: Buffer) {
  const hash = (await processImage(upload)).phash;
  if (hash === null) throw new Error("a demo photo without a hash");
  return hash;
}

async function main() {
  const originals = [];
  for (const p of photos) originals.push(await hashOf(p));
  console.log(`${photos.length} photos; a match is ${PHOTO_MATCH_DISTANCE} bits or fewer.\n`);
  console.log("edit".padEnd(36), "max  median  within");
  for (const [edit, apply] of Object.entries(EDITS)) {
    const d: number[] = [];
    for (let i = 0; i < photos.length; i++) d.push(hashDistance(originals[i], await hashOf(await apply(photos[i]))));
    d.sort((a, b) => a - b);
    const within = d.filter((x) => x <= PHOTO_MATCH_DISTANCE).length;
    console.log(edit.padEnd(36), String(d.at(-1)).padStart(3), String(d[d.length >> 1]).padStart(7), `  ${within}/${d.length}`);
  }
  const pairs: { d: number; a: string; b: string }[] = [];
  for (let i = 0; i < photos.length; i++)
    for (let j = i + 1; j < photos.length; j++) pairs.push({ d: hashDistance(originals[i], originals[j]), a: names[i], b: names[j] });
  pairs.sort((x, y) => x.d - y.d);
  const at = (q: number) => pairs[Math.floor(pairs.length * q)].d;
  console.log(
    `\ndifferent photos: ${pairs.length} pairs; closest ${pairs
      .slice(0, 3)
      .map((p) => `${p.d} (${p.a}, ${p.b})`)
      .join(", ")}`,
  );
  console.log(`  1st percentile ${at(0.01)}, 5th ${at(0.05)}, median ${at(0.5)}, farthest ${pairs.at(-1)!.d}`);
  console.log(`  within the match distance: ${pairs.filter((p) => p.d <= PHOTO_MATCH_DISTANCE).length}`);
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
