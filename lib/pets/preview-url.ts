import * as z from "zod";

// Where a pet's link preview lives (app/server/og/pets/[id]/route.ts answers it, lib/pets/preview.ts draws
// it). Apart from the drawing, so the pet page names the address without loading sharp.

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;

/** Bump when the drawing changes, so every preview gets a new address and no cache keeps the old one. */
const DESIGN = "1";

/**
 * The version a preview's address carries: the design and the listing's last change. Any change to the
 * listing (name, price, town, photos, status) moves `updatedAt`, so the address changes with what it shows
 * and the image at one address may be kept for a year.
 */
export function previewVersion(updatedAt: string | Date): string {
  return `${DESIGN}-${new Date(updatedAt).getTime().toString(36)}`;
}

/**
 * The answer at the current version's address: browsers keep it for a year (the address changes with the
 * listing); a shared cache (Vercel's CDN) for an hour, so a listing hidden by moderation leaves it within one.
 */
export const PREVIEW_CACHE = "public, max-age=31536000, s-maxage=3600, immutable";
/** Without the version, or with an old one: the current image, kept for five minutes. */
export const PREVIEW_CACHE_UNVERSIONED = "public, max-age=300, s-maxage=300";

/** The preview's path: `/server/og/pets/{id}?v={version}`. */
export function previewPath(petId: string, updatedAt: string | Date): string {
  return `/server/og/pets/${petId}?v=${previewVersion(updatedAt)}`;
}

/** The preview's query: `v`, the version the page named (an address without it, or with an old one, still gets the current image). */
export const ZPetPreviewQuery = z.object({
  v: z
    .string()
    .regex(/^[0-9a-z-]{1,40}$/, "v is a preview version such as 1-mgx3k2p1")
    .optional()
    .describe("The version the pet page names (previewVersion); the current one makes the answer cacheable for a year."),
});
