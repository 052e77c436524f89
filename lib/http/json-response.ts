import "server-only";
// Makes the HTTP response of an answer: `ok()` and `fail()` (and `handleError` for what a handler
// throws). The answers' two shapes, as zod schemas, are ./envelope.ts; a domain's own answer schemas are
// its lib/<domain>/responses.ts.
import { NextResponse } from "next/server";
import { ZodError } from "zod";
import type { z } from "zod";
import type { ZErrorAnswer } from "./envelope";
import { AppError, type TErrorCode } from "./errors";

type TErrorAnswer = z.input<typeof ZErrorAnswer>;

type TJson = Record<string, unknown>;

/** `{ success: true, …data }` with a real status. */
export function ok(data: TJson = {}, init?: { status?: number; headers?: HeadersInit }) {
  return NextResponse.json({ success: true, ...data }, { status: init?.status ?? 200, headers: init?.headers });
}

/**
 * `{ success: false, code, message, fieldErrors?, fieldCodes?, params? }` with the code's status: the
 * English `message` (and per-field `fieldErrors`) for clients that show texts, the codes for ours.
 */
export function fail(error: AppError | TErrorCode, extra?: { headers?: HeadersInit; requestId?: string }) {
  const e = typeof error === "string" ? new AppError(error) : error;
  const headers = new Headers(e.headers);
  for (const [k, v] of new Headers(extra?.headers)) headers.set(k, v);
  if (extra?.requestId) headers.set("x-request-id", extra.requestId);
  // Typed by the schema the API reference publishes (lib/http/envelope.ts), so the two cannot drift.
  const body: TErrorAnswer = {
    success: false,
    message: e.message,
    code: e.code,
    ...(e.fieldErrors ? { fieldErrors: e.fieldErrors, fieldCodes: e.fieldCodes } : {}),
    ...(e.params ? { params: e.params } : {}),
  };
  return NextResponse.json(body, { status: e.status, headers });
}

function prismaCode(e: unknown): string | undefined {
  if (e && typeof e === "object" && "code" in e && typeof (e as { code: unknown }).code === "string") {
    const c = (e as { code: string }).code;
    return /^P\d{4}$/.test(c) ? c : undefined;
  }
  return undefined;
}

type TErrorLike = {
  code?: unknown;
  originalCode?: unknown;
  kind?: unknown;
  message?: unknown;
  cause?: unknown;
  meta?: { driverAdapterError?: unknown };
};

/**
 * True when `test` holds for the error or anything it wraps. Prisma wraps the driver's error as
 * `meta.driverAdapterError` (with the pg error's kind in its `cause`); other errors chain through `cause`.
 */
function someInErrorChain(e: unknown, test: (c: TErrorLike) => boolean): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [e];
  while (queue.length) {
    const cur = queue.shift();
    if (!cur || typeof cur !== "object" || seen.has(cur)) continue;
    seen.add(cur);
    const c = cur as TErrorLike;
    if (test(c)) return true;
    queue.push(c.cause, c.meta?.driverAdapterError);
  }
  return false;
}

const hasCode = (c: TErrorLike, codes: ReadonlySet<string>) => [c.code, c.originalCode].some((x) => typeof x === "string" && codes.has(x));

// A deadlock or serialization failure.
const CONCURRENCY_CODES = new Set(["40P01", "40001"]);
const isConcurrencyFailure = (e: unknown) => someInErrorChain(e, (c) => hasCode(c, CONCURRENCY_CODES));

/** What a client is told to wait before trying again when the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

// How the pg driver and Prisma say the database cannot be reached: the socket was refused, reset, timed
// out or never resolved; PostgreSQL is shutting down, starting up or out of connections; Prisma's own
// "can't reach database server" codes; the adapter's error kinds.
const UNREACHABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
  "EHOSTUNREACH",
  "57P01",
  "57P02",
  "57P03",
  "53300",
  "P1001",
  "P1002",
  "P1017",
]);
const UNREACHABLE_KINDS = new Set([
  "DatabaseNotReachable",
  "ConnectionClosed",
  "SocketTimeout",
  "TooManyConnections",
  "DatabaseDoesNotExist",
]);
// "timeout exceeded when trying to connect": every pooled connection stayed busy for the whole connect
// timeout (an overload); "Unable to start a transaction in the given time" (P2028) is the same wait run
// out for an interactive transaction. Like an unreachable database, it is worth retrying shortly. (P2028
// also names a transaction that ran past its own time, which stays a bug: only its start is matched.)
const UNREACHABLE_TEXT =
  /Connection terminated|connection timeout|Can't reach database server|timeout exceeded when trying to connect|Unable to start a transaction in the given time/i;
export const isDatabaseUnreachable = (e: unknown) =>
  someInErrorChain(
    e,
    (c) =>
      hasCode(c, UNREACHABLE_CODES) ||
      (typeof c.kind === "string" && UNREACHABLE_KINDS.has(c.kind)) ||
      (typeof c.message === "string" && UNREACHABLE_TEXT.test(c.message)),
  );

/** Maps anything thrown by a handler to an answer; only a bug becomes a 500 (logged with the request id). */
export function handleError(e: unknown, requestId: string) {
  if (e instanceof AppError) return fail(e, { requestId });
  if (e instanceof ZodError) return fail(AppError.fromZod(e), { requestId });
  const pc = prismaCode(e);
  if (pc === "P2002") return fail("CONFLICT", { requestId });
  if (pc === "P2025") return fail("NOT_FOUND", { requestId });
  // Two requests changed the same rows at once and PostgreSQL chose this one to give way (a deadlock
  // or serialization failure): nothing was written, and trying again will work.
  if (pc === "P2034" || isConcurrencyFailure(e)) return fail("CONCURRENT_CHANGE", { requestId });
  // Not a bug in the request: the database is down or out of reach. Say so, and when to come back.
  if (isDatabaseUnreachable(e)) {
    console.error(
      JSON.stringify({ level: "warn", requestId, event: "database_unreachable", error: e instanceof Error ? e.message : String(e) }),
    );
    return fail("UNAVAILABLE", { headers: { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) }, requestId });
  }
  console.error(
    JSON.stringify({
      level: "error",
      requestId,
      error: e instanceof Error ? { name: e.name, message: e.message, stack: e.stack } : String(e),
    }),
  );
  return fail("INTERNAL", { requestId });
}
