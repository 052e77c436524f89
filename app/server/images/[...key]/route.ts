// GET /server/images/{key} — a stored image rendition from whichever store holds it; keys never change,
// so browsers and the CDN keep it for a year
import { NextResponse } from "next/server";
import { AppError } from "@/lib/http/errors";
import { withRoute } from "@/lib/api/route";
import { blobStore, IMMUTABLE_CACHE } from "@/lib/images/store";
import * as contract from "./contract";

const KEY = new RegExp(contract.IMAGE_KEY);

export const GET = withRoute(contract.GET, async ({ req, params }) => {
  const key = params.key;
  const blob = KEY.test(key) ? await blobStore().get(key) : null;
  if (!blob) throw new AppError("IMAGE_NOT_FOUND");
  const headers = {
    "content-type": blob.contentType,
    "cache-control": IMMUTABLE_CACHE,
    etag: blob.etag,
  };
  if (req.headers.get("if-none-match") === blob.etag) return new NextResponse(null, { status: 304, headers });
  return new NextResponse(new Uint8Array(blob.data), { status: 200, headers: { ...headers, "content-length": String(blob.size) } });
});
