// GET /server/images/{key} — a stored image rendition; keys never change, so it is cached for a year
import { NextResponse } from "next/server";
import { AppError } from "@/lib/http/errors";
import { withRoute } from "@/lib/http/route";
import { blobStore } from "@/lib/images/store";

const KEY = /^(pets|avatars)\/[a-z0-9]{10,40}\/(sm|lg)\.webp$/;

export const GET = withRoute({
  auth: "none",
  notFoundMessage: "Image not found",
  handler: async ({ req, params }) => {
    const key = params.key;
    const blob = KEY.test(key) ? await blobStore.get(key) : null;
    if (!blob) throw new AppError("NOT_FOUND", "Image not found");
    const headers = {
      "content-type": blob.contentType,
      "cache-control": "public, max-age=31536000, immutable",
      etag: blob.etag,
    };
    if (req.headers.get("if-none-match") === blob.etag) return new NextResponse(null, { status: 304, headers });
    return new NextResponse(new Uint8Array(blob.data), { status: 200, headers: { ...headers, "content-length": String(blob.size) } });
  },
});
