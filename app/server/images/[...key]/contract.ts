import { endpoint } from "@/lib/api/contract";

/** The keys of the stored photos, `pets/<id>/sm.webp` and the like: the route serves no other. */
export const IMAGE_KEY = "^(pets|avatars)/[a-z0-9]{10,40}/(sm|lg)\\.webp$";

export const GET = endpoint({
  tag: "Photos",
  summary: "A stored photo",
  description:
    "Photo addresses never change, so the answer may be cached for a year (Cache-Control: immutable); send If-None-Match with its ETag to revalidate. HEAD answers the same headers, without the photo.",
  auth: "none",
  // Caches and link previews may ask with HEAD; serving a photo only reads.
  answersHead: true,
  notFound: "IMAGE_NOT_FOUND",
  params: {
    key: {
      description: "The photo's key, slashes included: pets/<id>/sm.webp (480 px) or lg.webp (1200 px); avatars/<id>/sm.webp or lg.webp.",
      pattern: IMAGE_KEY,
    },
  },
  errors: ["IMAGE_NOT_FOUND"],
  responses: [
    {
      status: 200,
      description: "The photo.",
      media: "image/webp",
      headers: { ETag: "The photo's version.", "Cache-Control": "public, max-age=31536000, immutable" },
    },
    { status: 304, description: "Not modified: the ETag in If-None-Match is current." },
  ],
});
