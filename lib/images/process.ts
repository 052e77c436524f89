import "server-only";
import pLimit from "p-limit";
import sharp, { type Metadata } from "sharp";
import { AppError } from "@/lib/http/errors";
import { photoHash } from "@/lib/trust/phash";
import { MAX_IMAGE_BYTES } from "./limits";
import { UPLOAD_FORMATS } from "./sniff";
import { blobUrl } from "./url";

export { MAX_IMAGE_BYTES, MAX_IMAGES_PER_LISTING, MAX_LISTING_REQUEST_BYTES } from "./limits";
// 40 megapixels: above any phone's default photo (12–24 MP, or 48–50 MP sensors saving binned shots),
// and it bounds the time one decode can take (a 7000×7000 PNG of 156 KB took ~0.8 s of a core).
export const MAX_PIXELS = 40_000_000;
// Decoding is CPU-bound: at most two at a time per instance, so pages and the API stay responsive
// during a burst of uploads; a few more wait their turn, and beyond that the upload is refused with
// 503 + Retry-After rather than queuing without end.
export const MAX_CONCURRENT_DECODES = 2;
export const MAX_QUEUED_DECODES = 8;
export const DECODE_RETRY_AFTER_SECONDS = 5;
const DECODE_TIMEOUT_SECONDS = 20;
const decodeSlots = pLimit(MAX_CONCURRENT_DECODES);
// Counted here, on admission, rather than read from p-limit, whose counts settle a microtask later.
let admitted = 0;

/** Decodes running and waiting on this instance (for tests and diagnostics). */
export const decodeLoad = () => ({ active: decodeSlots.activeCount, queued: admitted - decodeSlots.activeCount });
// The same list the listing form checks a picked file against (lib/images/sniff.ts).
const ACCEPTED_FORMATS = new Set<string>(UPLOAD_FORMATS);

/** The renditions the pages use: cards and thumbnails, and the gallery / Open Graph image. */
export const IMAGE_SIZES = { sm: 480, lg: 1200 } as const;
export type TImageSize = keyof typeof IMAGE_SIZES;

/** `phash`: the perceptual hash of the large rendition (lib/trust/phash.ts), null for a photo too small or plain to compare. */
export type TProcessedImage = { width: number; height: number; renditions: Record<TImageSize, Buffer>; phash: bigint | null };

const photoError = (problem: "PHOTO_UNREADABLE" | "PHOTO_TOO_MANY_PIXELS" | "PHOTO_DAMAGED") =>
  new AppError("VALIDATION", { fields: { images: [problem] } });

/**
 * Decodes an upload with sharp whatever its name or declared type says, turns it upright (EXIF
 * orientation), and re-encodes it as WebP in each size. Re-encoding drops every piece of metadata
 * (EXIF, GPS, XMP, ICC comments) because sharp only keeps it when asked to. Animated images keep their
 * first frame only.
 */
export async function processImage(input: Buffer): Promise<TProcessedImage> {
  if (input.length > MAX_IMAGE_BYTES) throw new AppError("PHOTO_TOO_LARGE");
  // Reading the header is cheap; the pixel cap is checked before any decode takes a slot.
  let meta: Metadata;
  try {
    meta = await sharp(input).metadata();
  } catch {
    throw photoError("PHOTO_UNREADABLE");
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) throw photoError("PHOTO_UNREADABLE");
  if (meta.width * meta.height > MAX_PIXELS) throw photoError("PHOTO_TOO_MANY_PIXELS");
  if (admitted >= MAX_CONCURRENT_DECODES + MAX_QUEUED_DECODES) {
    throw new AppError("IMAGES_BUSY", { headers: { "Retry-After": String(DECODE_RETRY_AFTER_SECONDS) } });
  }
  admitted += 1;
  try {
    return await decodeSlots(() => renderImage(input));
  } finally {
    admitted -= 1;
  }
}

async function renderImage(input: Buffer): Promise<TProcessedImage> {
  try {
    const upright = sharp(input, { limitInputPixels: MAX_PIXELS, failOn: "error" }).rotate().timeout({ seconds: DECODE_TIMEOUT_SECONDS });
    const entries = await Promise.all(
      (Object.entries(IMAGE_SIZES) as [TImageSize, number][]).map(async ([size, width]) => {
        const out = await upright
          .clone()
          .resize({ width, height: width, fit: "inside", withoutEnlargement: true })
          .webp({ quality: 78, effort: 4 })
          .toBuffer({ resolveWithObject: true });
        return [size, out] as const;
      }),
    );
    const lg = entries.find(([s]) => s === "lg")![1];
    return {
      width: lg.info.width,
      height: lg.info.height,
      renditions: Object.fromEntries(entries.map(([s, o]) => [s, o.data])) as Record<TImageSize, Buffer>,
      // From the stored rendition, as the backfill of older photos reads it, so both hash the same pixels.
      phash: await photoHash(lg.data),
    };
  } catch {
    throw photoError("PHOTO_DAMAGED");
  }
}

export const imageKey = (imageId: string, size: TImageSize) => `pets/${imageId}/${size}.webp`;
export const imageUrl = (imageId: string, size: TImageSize) => blobUrl(imageKey(imageId, size));
