// GET /server/og/pets/{id} — a listing's link preview: a 1200×630 JPEG with its photo, name, price and
// town, for WhatsApp and the other apps that show one under a shared link (the pet page names it in og:image)
import { NextResponse } from "next/server";
import { withRoute } from "@/lib/api/route";
import { AppError } from "@/lib/http/errors";
import { findPetPreview, petPreviewJpeg } from "@/lib/pets/preview";
import { PREVIEW_CACHE, PREVIEW_CACHE_UNVERSIONED } from "@/lib/pets/preview-url";
import * as contract from "./contract";

export const GET = withRoute(contract.GET, async ({ req, params, query }) => {
  // An unknown, inactive or hidden listing has no preview, as it has no page.
  const source = await findPetPreview({ id: params.id });
  if (!source) throw new AppError("PET_NOT_FOUND");
  const etag = `"${source.version}"`;
  const headers = {
    "content-type": "image/jpeg",
    "cache-control": query.v === source.version ? PREVIEW_CACHE : PREVIEW_CACHE_UNVERSIONED,
    etag,
  };
  if (req.headers.get("if-none-match") === etag) return new NextResponse(null, { status: 304, headers });
  const jpeg = await petPreviewJpeg(source);
  return new NextResponse(new Uint8Array(jpeg), { status: 200, headers: { ...headers, "content-length": String(jpeg.length) } });
});
