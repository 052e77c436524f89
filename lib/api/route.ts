import "server-only";
import { randomUUID } from "node:crypto";
import type { NextRequest } from "next/server";
import type { z } from "zod";
import { authenticate, isModerator, tokenFromRequest, type TAuth } from "@/lib/auth/session";
import { isAllowedOrigin } from "@/lib/http/origin";
import { AppError, type TErrorCode } from "@/lib/http/errors";
import { cleanForm, cleanInput, cleanString, isId } from "@/lib/http/input";
import { clientIp, enforceRateLimits, type TRateLimit } from "@/lib/http/rate-limit";
import { fail, handleError, ok } from "@/lib/http/respond";

const DEFAULT_MAX_BODY_BYTES = 64 * 1024;
const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

type TCtx<TBody, TQuery, TAuthMode> = {
  req: NextRequest;
  body: TBody;
  query: TQuery;
  params: Record<string, string>;
  auth: TAuthMode extends "required" ? TAuth : TAuth | null;
  form: FormData;
  ip: string;
  requestId: string;
};

type TRouteOptions<
  TBodySchema extends z.ZodType | undefined,
  TQuerySchema extends z.ZodType | undefined,
  TAuthMode extends "required" | "optional" | "none",
> = {
  auth: TAuthMode;
  /** The code when a session is required and missing (some features have their own texts): UNAUTHORIZED. */
  unauthorized?: TErrorCode;
  /**
   * "moderator": the moderation API (/server/admin/*). Needs `auth: "required"`; anyone who is not a
   * moderator or admin, signed out included, gets NOT_FOUND (404), so the endpoint's existence is not
   * revealed (never UNAUTHORIZED).
   */
  role?: "moderator";
  body?: TBodySchema;
  query?: TQuerySchema;
  /** Accept multipart/form-data (file uploads) of at most this many bytes; the handler gets `form`. */
  multipart?: { maxBytes: number; tooLarge?: TErrorCode };
  /** What a malformed path id answers (a 404 code, e.g. PET_NOT_FOUND); it is refused before any query. */
  notFound?: TErrorCode;
  maxBodyBytes?: number;
  rateLimit?: (ctx: {
    ip: string;
    body: TBodySchema extends z.ZodType ? z.infer<TBodySchema> : undefined;
    auth: TAuth | null;
  }) => { rule: TRateLimit; subject: string }[];
  handler: (
    ctx: TCtx<
      TBodySchema extends z.ZodType ? z.infer<TBodySchema> : undefined,
      TQuerySchema extends z.ZodType ? z.infer<TQuerySchema> : undefined,
      TAuthMode
    >,
  ) => Promise<Response | Record<string, unknown>>;
};

/** What a handler made by `withRoute` accepts, as the API reference describes it. */
export type TRouteContract = {
  auth: "required" | "optional" | "none";
  role?: "moderator";
  body?: z.ZodType;
  query?: z.ZodType;
  multipart?: { maxBytes: number };
  isRateLimited: boolean;
};

/** The body, refusing it as soon as it passes `maxBytes` (a missing or lying Content-Length included). */
async function readBody(req: NextRequest, maxBytes: number, tooLarge: TErrorCode = "PAYLOAD_TOO_LARGE"): Promise<Uint8Array> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw new AppError(tooLarge);
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    // A client that hangs up mid-upload is not a server fault.
    const { done, value } = await reader.read().catch(() => {
      throw new AppError("REQUEST_INTERRUPTED");
    });
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new AppError(tooLarge);
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

async function readForm(req: NextRequest, maxBytes: number, tooLarge?: TErrorCode): Promise<FormData> {
  const type = req.headers.get("content-type") ?? "";
  if (!type.startsWith("multipart/form-data")) throw new AppError("MULTIPART_REQUIRED");
  const buf = await readBody(req, maxBytes, tooLarge);
  try {
    return await new Response(buf as BodyInit, { headers: { "content-type": type } }).formData();
  } catch {
    throw new AppError("UPLOAD_UNREADABLE");
  }
}

async function readJson(req: NextRequest, maxBytes: number): Promise<unknown> {
  // JSON only: a cross-site <form> can send text/plain, urlencoded or multipart without a preflight,
  // but not application/json.
  const type = (req.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  const isJson = type === "application/json" || (type.startsWith("application/") && type.endsWith("+json"));
  const buf = await readBody(req, maxBytes);
  if (buf.byteLength === 0) return {};
  if (!isJson) throw new AppError("JSON_REQUIRED");
  try {
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(buf));
  } catch {
    throw new AppError("INVALID_JSON");
  }
}

/**
 * The one wrapper of every handler under app/server: request id, session, cross-site check, body and
 * query parsing with zod, rate limits, and error mapping to `{ success: false, code, message, … }`.
 */
export function withRoute<
  TBodySchema extends z.ZodType | undefined = undefined,
  TQuerySchema extends z.ZodType | undefined = undefined,
  TAuthMode extends "required" | "optional" | "none" = "none",
>(options: TRouteOptions<TBodySchema, TQuerySchema, TAuthMode>) {
  const handler = async (req: NextRequest, context: { params: Promise<Record<string, string | string[]>> }) => {
    const requestId = req.headers.get("x-request-id")?.slice(0, 64) || randomUUID();
    try {
      const ip = clientIp(req.headers);
      const { token, via } = tokenFromRequest(req);
      // A bearer token cannot ride along on a cross-site request, so such a request is the client's own.
      // Every other change must come from our pages: with a cookie it would act as the victim, and
      // without one (login, register, support…) it could sign a victim in to the attacker's account or
      // send mail in their name. Browsers always send Origin on a cross-site POST.
      if (via !== "bearer" && STATE_CHANGING.has(req.method) && !isAllowedOrigin(req)) throw new AppError("CROSS_SITE");
      let auth: TAuth | null = null;
      if (options.auth !== "none") {
        auth = await authenticate(token);
      }
      // The moderation API answers everyone who is not a moderator, signed out included, as if it were
      // not there: a 401 would tell that the address exists.
      if (options.role === "moderator" && !isModerator(auth?.role)) throw new AppError("NOT_FOUND");
      if (!auth && options.auth === "required") throw new AppError(options.unauthorized ?? "UNAUTHORIZED");

      // Path parameters first: an `id` that cannot be one of ours, or any segment that is not clean
      // text, is "not found" before a query could choke on it.
      const rawParams = (await context?.params) ?? {};
      const params: Record<string, string> = {};
      for (const [k, v] of Object.entries(rawParams)) {
        const parts = Array.isArray(v) ? v : [v];
        const isClean = parts.every((part) => {
          try {
            return cleanString(part) === part;
          } catch {
            return false;
          }
        });
        if (!isClean || (k === "id" && !isId(parts[0]))) throw new AppError(options.notFound ?? "NOT_FOUND");
        params[k] = parts.join("/");
      }

      let query: unknown = undefined;
      if (options.query) {
        const raw: Record<string, string> = {};
        req.nextUrl.searchParams.forEach((v, k) => {
          raw[k] = v;
        });
        let clean: unknown;
        try {
          clean = cleanInput(raw);
        } catch (e) {
          if (e instanceof AppError && e.fieldCodes) return fail(new AppError("INVALID_QUERY", { fields: e.fieldCodes }), { requestId });
          throw e;
        }
        const parsed = options.query.safeParse(clean);
        if (!parsed.success) return fail(AppError.fromZod(parsed.error, "INVALID_QUERY"), { requestId });
        query = parsed.data;
      }

      let form: FormData | undefined;
      if (options.multipart) form = cleanForm(await readForm(req, options.multipart.maxBytes, options.multipart.tooLarge));

      let body: unknown = undefined;
      if (options.body) {
        const json = await readJson(req, options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES);
        const parsed = options.body.safeParse(cleanInput(json));
        if (!parsed.success) return fail(AppError.fromZod(parsed.error), { requestId });
        body = parsed.data;
      }

      if (options.rateLimit) {
        await enforceRateLimits(options.rateLimit({ ip, body: body as never, auth }));
      }

      const result = await options.handler({ req, body, query, params, auth, form, ip, requestId } as never);
      const res = result instanceof Response ? result : ok(result);
      res.headers.set("x-request-id", requestId);
      if (!res.headers.has("cache-control")) res.headers.set("cache-control", "no-store");
      return res;
    } catch (e) {
      return handleError(e, requestId);
    }
  };
  // What the wrapper enforces, kept on the handler: tests/integration/openapi.test.ts holds the API
  // reference (lib/openapi) to it.
  const contract: TRouteContract = {
    auth: options.auth,
    role: options.role,
    body: options.body,
    query: options.query,
    multipart: options.multipart,
    isRateLimited: Boolean(options.rateLimit),
  };
  return Object.assign(handler, { contract });
}
