import "server-only";
import { randomUUID } from "node:crypto";
import type { NextRequest } from "next/server";
import type { z } from "zod";
import { authenticate, isModerator, tokenFromRequest, type TAuth } from "@/lib/session/service";
import { isAllowedOrigin } from "@/lib/http/origin";
import { AppError, type TErrorCode } from "@/lib/http/errors";
import { cleanForm, cleanInput, cleanString, isId } from "@/lib/http/input";
import { parseFormFields } from "@/lib/http/multipart";
import { clientIp, enforceRateLimits } from "@/lib/http/rate-limit";
import { fail, handleError, ok } from "@/lib/http/json-response";
import type { TAnyContract, TAuthMode, TBodyOf, TContract } from "./contract";

const DEFAULT_MAX_BODY_BYTES = 64 * 1024;
const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

type TCtx<TBody, TQuery, TAuthModeOf> = {
  req: NextRequest;
  body: TBody;
  query: TQuery;
  params: Record<string, string>;
  auth: TAuthModeOf extends "required" ? TAuth : TAuth | null;
  /** A multipart contract's whole form (its files; its text fields parsed are `body`). */
  form: FormData;
  /** The body as sent, for a contract with `signedBody`. */
  raw: string;
  ip: string;
  requestId: string;
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
 * query parsing with zod, rate limits, and error mapping to `{ success: false, code, message, … }`, all
 * as the route's contract (its contract.ts, ./contract.ts) says.
 */
export function withRoute<
  TBodySchema extends z.ZodType | undefined = undefined,
  TQuerySchema extends z.ZodType | undefined = undefined,
  TAuthModeOf extends TAuthMode = "none",
  TFormSchema extends z.ZodObject | undefined = undefined,
>(
  contract: TContract<TBodySchema, TQuerySchema, TAuthModeOf, TFormSchema>,
  run: (
    ctx: TCtx<TBodyOf<TBodySchema, TFormSchema>, TQuerySchema extends z.ZodType ? z.infer<TQuerySchema> : undefined, TAuthModeOf>,
  ) => Promise<Response | Record<string, unknown>>,
) {
  const handler = async (req: NextRequest, context: { params: Promise<Record<string, string | string[]>> }) => {
    const requestId = req.headers.get("x-request-id")?.slice(0, 64) || randomUUID();
    // Next.js hands a HEAD to the GET handler. Only a GET that does no work may answer it (the
    // contract's `answersHead`); every other is refused here, before anything runs.
    if (req.method === "HEAD" && !contract.answersHead) {
      const res = fail("METHOD_NOT_ALLOWED", { requestId, headers: { Allow: "GET" } });
      res.headers.set("cache-control", "no-store");
      return res;
    }
    try {
      const ip = clientIp(req.headers);
      const { token, via } = tokenFromRequest(req);
      // A bearer token cannot ride along on a cross-site request, so such a request is the client's own.
      // Every other change must come from our pages: with a cookie it would act as the victim, and
      // without one (login, register, support…) it could sign a victim in to the attacker's account or
      // send mail in their name. Browsers always send Origin on a cross-site POST.
      if (via !== "bearer" && STATE_CHANGING.has(req.method) && !isAllowedOrigin(req)) throw new AppError("CROSS_SITE");
      let auth: TAuth | null = null;
      if (contract.auth !== "none") {
        auth = await authenticate(token);
      }
      // The moderation API answers everyone who is not a moderator, signed out included, as if it were
      // not there: a 401 would tell that the address exists.
      if (contract.role === "moderator" && !isModerator(auth?.role)) throw new AppError("NOT_FOUND");
      if (!auth && contract.auth === "required") throw new AppError(contract.unauthorized ?? "UNAUTHORIZED");

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
        if (!isClean || (k === "id" && !isId(parts[0]))) throw new AppError(contract.notFound ?? "NOT_FOUND");
        params[k] = parts.join("/");
      }

      let query: unknown = undefined;
      if (contract.query) {
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
        const parsed = contract.query.safeParse(clean);
        if (!parsed.success) return fail(AppError.fromZod(parsed.error, "INVALID_QUERY"), { requestId });
        query = parsed.data;
      }

      let body: unknown = undefined;
      let form: FormData | undefined;
      if (contract.multipart) {
        const { maxBytes, tooLarge, fields, jsonFields } = contract.multipart;
        form = cleanForm(await readForm(req, maxBytes, tooLarge));
        // The text fields, checked like a JSON body (lib/http/multipart.ts); the files stay in the form.
        if (fields) body = parseFormFields(form, fields, jsonFields);
      }

      let raw = "";
      if (contract.signedBody) raw = new TextDecoder().decode(await readBody(req, contract.signedBody.maxBytes));

      if (contract.body) {
        const json = await readJson(req, contract.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES);
        const parsed = contract.body.safeParse(cleanInput(json));
        if (!parsed.success) return fail(AppError.fromZod(parsed.error), { requestId });
        body = parsed.data;
      }

      if (contract.rateLimit) {
        await enforceRateLimits(contract.rateLimit({ ip, body: body as never, auth }));
      }

      const result = await run({ req, body, query, params, auth, form, raw, ip, requestId } as never);
      if (contract.inPassing) await contract.inPassing();
      const res = result instanceof Response ? result : ok(result);
      res.headers.set("x-request-id", requestId);
      if (!res.headers.has("cache-control")) res.headers.set("cache-control", "no-store");
      return res;
    } catch (e) {
      return handleError(e, requestId);
    }
  };
  // The contract stays on the handler: tests/integration/openapi.test.ts checks that it is the object
  // the route's contract.ts exports, which the API reference is built from.
  const kept: TAnyContract = contract;
  return Object.assign(handler, { contract: kept });
}
