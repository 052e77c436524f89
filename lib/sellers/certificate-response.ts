import "server-only";
import { NextResponse } from "next/server";
import type { TStoredBlob } from "@/lib/images/store";

/**
 * A certificate as its route answers it: never kept by a shared cache or the browser's, never sniffed,
 * and sandboxed (a PDF that carries script runs none on this site). A photo is shown where it is
 * opened; a PDF is downloaded rather than opened in a tab of the site.
 */
export function certificateResponse({ blob, kind }: { blob: TStoredBlob; kind: "image" | "pdf" }) {
  return new NextResponse(new Uint8Array(blob.data), {
    status: 200,
    headers: {
      "content-type": blob.contentType,
      "content-length": String(blob.size),
      "cache-control": "private, no-store",
      "content-disposition":
        kind === "pdf" ? 'attachment; filename="registration-certificate.pdf"' : 'inline; filename="registration-certificate.webp"',
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
    },
  });
}
