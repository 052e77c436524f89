import "server-only";
import { env } from "@/lib/env";

// Apart from the stores (which load the AWS SDK), so pages and the proxy can name photo URLs cheaply.

/** Where a browser loads a stored image from: the bucket's public URL when there is one, else our route. */
export function blobUrl(key: string): string {
  const base = env().S3_PUBLIC_URL;
  return base ? `${base.replace(/\/$/, "")}/${key}` : `/server/images/${key}`;
}

/** The origin photos load from when it is not ours (for the Content-Security-Policy), else null. */
export function blobOrigin(): string | null {
  const base = env().S3_PUBLIC_URL;
  return base ? new URL(base).origin : null;
}
