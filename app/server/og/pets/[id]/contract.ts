import { endpoint, idParam } from "@/lib/api/contract";
import { PREVIEW_CACHE, PREVIEW_CACHE_UNVERSIONED, ZPetPreviewQuery } from "@/lib/pets/preview-url";

export const GET = endpoint({
  tag: "Photos",
  summary: "A listing's link preview",
  description:
    "The image that WhatsApp and other apps show under a shared link to the listing (the pet page names it in og:image with its current version): 1200×630 JPEG with the first photo, the name, the price and the town. At the current version's address browsers may keep it for a year and shared caches for a day; without the version, or with an old one, for five minutes. An inactive or hidden listing has none. HEAD answers the same headers, without the image.",
  auth: "none",
  // Apps that unfurl a shared link may check the image with HEAD first; drawing it only reads.
  answersHead: true,
  notFound: "PET_NOT_FOUND",
  query: ZPetPreviewQuery,
  params: idParam("listing"),
  errors: ["PET_NOT_FOUND"],
  responses: [
    {
      status: 200,
      description: "The preview.",
      media: "image/jpeg",
      headers: {
        ETag: "The preview's version.",
        "Cache-Control": `${PREVIEW_CACHE} at the current version, else ${PREVIEW_CACHE_UNVERSIONED}`,
      },
    },
    { status: 304, description: "Not modified: the ETag in If-None-Match is current." },
  ],
});
