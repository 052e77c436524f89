import { NextRequest } from "next/server";
import { expectDocumentedAnswer } from "./openapi";

type THandler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

export type TCall = {
  body?: unknown;
  rawBody?: string | Uint8Array;
  headers?: Record<string, string>;
  token?: string;
  cookie?: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  ip?: string;
};

/**
 * The body as text. A live stream (text/event-stream) stays open for minutes: what it sent within a
 * moment (its opening frames) stands for its body, and it is then cancelled, which closes it.
 */
async function bodyText(res: Response, streamMs = 300): Promise<string> {
  if (!(res.headers.get("content-type") ?? "").startsWith("text/event-stream") || !res.body) return res.text();
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  const until = Date.now() + streamMs;
  while (Date.now() < until && !text.includes("event: ready")) {
    let timer: NodeJS.Timeout | undefined;
    const chunk = await Promise.race([
      reader.read(),
      new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), Math.max(1, until - Date.now()));
      }),
    ]);
    clearTimeout(timer);
    if (!chunk || chunk.done) break;
    text += decoder.decode(chunk.value, { stream: true });
  }
  await reader.cancel().catch(() => undefined);
  return text;
}

let ipCounter = 0;
/** A fresh client address per call by default, so rate limits only bite where a test means them to. */
export const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

/**
 * Calls an exported route handler the way Next.js does, and returns status, headers and parsed JSON.
 * The answer must be one the API reference documents (tests/helpers/openapi.ts), or the call throws.
 */
export async function call(handler: THandler, method: string, path: string, opts: TCall = {}) {
  const url = new URL(path, "http://localhost:3000");
  for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, v);
  const headers = new Headers(opts.headers);
  headers.set("x-forwarded-for", opts.ip ?? freshIp());
  if (opts.token) headers.set("authorization", `Bearer ${opts.token}`);
  if (opts.cookie) headers.set("cookie", opts.cookie);
  let body: BodyInit | undefined;
  if (opts.rawBody !== undefined) body = opts.rawBody as BodyInit;
  else if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
  }
  const res = await handler(new NextRequest(url, { method, headers, body }), { params: Promise.resolve(opts.params ?? {}) });
  const text = await bodyText(res);
  expectDocumentedAnswer({ method, pathname: url.pathname, status: res.status, contentType: res.headers.get("content-type"), text });
  let json: Record<string, unknown> = {};
  try {
    json = text ? JSON.parse(text) : {};
  } catch {
    json = { __raw: text };
  }
  return { status: res.status, headers: res.headers, json: json as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
}
