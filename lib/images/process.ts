import "server-only";
import sharp, { type Metadata } from "sharp";
import { AppError } from "@/lib/http/errors";

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGES_PER_LISTING = 5;
// A listing's images plus its text fields, with room for multipart framing.
export const MAX_LISTING_REQUEST_BYTES = 26 * 1024 * 1024;
const MAX_PIXELS = 50_000_000;
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "heif", "tiff"]);

/** The renditions the pages use: cards and thumbnails, and the gallery / Open Graph image. */
export const IMAGE_SIZES = { sm: 480, lg: 1200 } as const;
export type TImageSize = keyof typeof IMAGE_SIZES;

export type TProcessedImage = { width: number; height: number; renditions: Record<TImageSize, Buffer> };

/**
 * Decodes an upload with sharp whatever its name or declared type says, turns it upright (EXIF
 * orientation), and re-encodes it as WebP in each size. Re-encoding drops every piece of metadata
 * (EXIF, GPS, XMP, ICC comments) because sharp only keeps it when asked to.
 */
export async function processImage(input: Buffer): Promise<TProcessedImage> {
  if (input.length > MAX_IMAGE_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", "Each photo must be 10 MB or smaller.");
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw new AppError("VALIDATION", "This file is not an image we can read. Please upload a JPEG, PNG or WebP photo.", { fieldErrors: { images: ["This file is not an image we can read. Please upload a JPEG, PNG or WebP photo."] } });
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) {
    throw new AppError("VALIDATION", "This file is not an image we can read. Please upload a JPEG, PNG or WebP photo.", { fieldErrors: { images: ["This file is not an image we can read. Please upload a JPEG, PNG or WebP photo."] } });
  }
  try {
    const upright = sharp(input, { limitInputPixels: MAX_PIXELS, failOn: "error" }).rotate();
    const entries = await Promise.all(
      (Object.entries(IMAGE_SIZES) as [TImageSize, number][]).map(async ([size, width]) => {
        const out = await upright.clone().resize({ width, height: width, fit: "inside", withoutEnlargement: true }).webp({ quality: 78, effort: 4 }).toBuffer({ resolveWithObject: true });
        return [size, out] as const;
      }),
    );
    const lg = entries.find(([s]) => s === "lg")![1].info;
    return { width: lg.width, height: lg.height, renditions: Object.fromEntries(entries.map(([s, o]) => [s, o.data])) as Record<TImageSize, Buffer> };
  } catch {
    throw new AppError("VALIDATION", "This photo is damaged and could not be read. Please choose another one.", { fieldErrors: { images: ["This photo is damaged and could not be read. Please choose another one."] } });
  }
}

export const imageKey = (imageId: string, size: TImageSize) => `pets/${imageId}/${size}.webp`;
export const imageUrl = (imageId: string, size: TImageSize) => `/server/images/${imageKey(imageId, size)}`;
