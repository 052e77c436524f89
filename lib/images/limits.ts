// The upload limits, apart from the image pipeline (which loads sharp), so the API reference can state them.
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGES_PER_LISTING = 5;
// A listing's whole request, photos and fields: under what a serverless function accepts (Vercel: 4.5 MB).
// The browser makes photos phone-sized first (lib/images/shrink.ts), so five fit in about 3 MB.
export const MAX_LISTING_REQUEST_BYTES = 4_400_000;
// A profile photo's request: one photo plus the multipart framing.
export const MAX_AVATAR_REQUEST_BYTES = MAX_IMAGE_BYTES + 64 * 1024;
