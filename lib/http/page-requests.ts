import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import type { TLocale } from "@/lib/i18n/routing";
import { isAllowedOrigin } from "./origin";
import { REFUSAL_TEXTS } from "./refusal-texts.mjs";
import { API_CSP } from "./security-headers.mjs";

/** What a page answers: GET and HEAD, and POST for the no-script account forms (their server actions). */
export const PAGE_METHODS = ["GET", "HEAD", "POST"];

/** Next.js's own limit on a server action's body (`serverActions.bodySizeLimit`, 1 MB). */
const ACTION_BODY_LIMIT = 1024 * 1024;

// A server action's id: hex, as Next.js writes it (it refuses any other form itself, with a 400).
const ACTION_FIELD = /^\$ACTION_(?:\d+:\d+|REF_\d+|KEY|ID_[0-9a-f]+)$/;
const ARGUMENT_FIELD = /^\$ACTION_\d+:\d+$/;

type TRefusal = "BAD_REQUEST" | "CROSS_SITE" | "METHOD_NOT_ALLOWED" | "PAYLOAD_TOO_LARGE";
const STATUS: Record<TRefusal, number> = { BAD_REQUEST: 400, CROSS_SITE: 403, METHOD_NOT_ALLOWED: 405, PAYLOAD_TOO_LARGE: 413 };

function refuse(code: TRefusal, locale: TLocale) {
  const res = new NextResponse(REFUSAL_TEXTS[locale][code], {
    status: STATUS[code],
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", "content-security-policy": API_CSP },
  });
  if (code === "METHOD_NOT_ALLOWED") res.headers.set("allow", PAGE_METHODS.join(", "));
  return res;
}

/** The body, or null once it passes `max` bytes (a missing or lying Content-Length included). */
async function readCapped(req: NextRequest, max: number): Promise<Uint8Array | null> {
  if (Number(req.headers.get("content-length") ?? "0") > max) return null;
  const reader = req.clone().body?.getReader();
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.byteLength;
  }
  return out;
}

const isJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/**
 * Whether a POST to a page is a well-formed server action call, or no server action at all (then
 * Next.js renders the page). Next.js decodes a malformed call (a broken form, an argument that is not
 * JSON) by throwing, which answers a 500; it is the sender's fault, so it is refused here as a 400.
 */
async function isWellFormedPost(req: NextRequest, body: Uint8Array): Promise<boolean> {
  // The boundary is case-sensitive: only the media type is compared in lower case.
  const type = req.headers.get("content-type") ?? "";
  const isCall = req.headers.has("next-action");
  if (type.toLowerCase().startsWith("multipart/form-data")) {
    let form: FormData;
    try {
      form = await new Response(body as BodyInit, { headers: { "content-type": type } }).formData();
    } catch {
      return false;
    }
    for (const [name, value] of form.entries()) {
      if (!name.startsWith("$ACTION")) continue;
      if (!ACTION_FIELD.test(name)) return false;
      if (ARGUMENT_FIELD.test(name) && (typeof value !== "string" || !isJson(value))) return false;
    }
    return true;
  }
  // A call from the page's script sends its arguments as JSON text.
  if (isCall) return isJson(new TextDecoder().decode(body));
  return true;
}

/**
 * The checks a request to a page passes before Next.js sees it (proxy.ts): only GET, HEAD and POST
 * (else 405, with Allow); a POST comes from our own pages by the browser's word (lib/http/origin.ts;
 * else 403), fits a server action's limit (else 413) and is well formed (else 400). The answer is
 * plain text in the page's language. Null when the request may go on.
 *
 * A POST that may go on has `X-Forwarded-Host` replaced by its Origin's host: Next.js's own server
 * action check compares the two, and the header is one any client can set. The decision is ours
 * (above); this only keeps Next.js from refusing, with a 500, a request we allowed — a same-origin post
 * through a proxy that rewrote Host.
 */
export async function checkPageRequest(req: NextRequest, locale: TLocale, forwarded: Headers): Promise<NextResponse | null> {
  if (!PAGE_METHODS.includes(req.method)) return refuse("METHOD_NOT_ALLOWED", locale);
  if (req.method !== "POST") return null;
  if (!isAllowedOrigin(req)) return refuse("CROSS_SITE", locale);
  let body: Uint8Array | null;
  try {
    body = await readCapped(req, ACTION_BODY_LIMIT);
  } catch {
    return refuse("BAD_REQUEST", locale); // the sender hung up mid-body
  }
  if (!body) return refuse("PAYLOAD_TOO_LARGE", locale);
  if (!(await isWellFormedPost(req, body))) return refuse("BAD_REQUEST", locale);
  const origin = req.headers.get("origin");
  let originHost: string | null = null;
  try {
    originHost = origin && origin !== "null" ? new URL(origin).host : null;
  } catch {
    originHost = null;
  }
  if (originHost) forwarded.set("x-forwarded-host", originHost);
  else forwarded.delete("x-forwarded-host");
  return null;
}
