import { NextResponse } from "next/server";
import { ZodError } from "zod";
import { AppError, ERRORS, type TErrorCode } from "./errors";

type TJson = Record<string, unknown>;

/** `{ success: true, …data }` with a real status. */
export function ok(data: TJson = {}, init?: { status?: number; headers?: HeadersInit }) {
  return NextResponse.json({ success: true, ...data }, { status: init?.status ?? 200, headers: init?.headers });
}

/** `{ success: false, message, code, fieldErrors? }` with the code's status. */
export function fail(code: TErrorCode, message?: string, extra?: { fieldErrors?: Record<string, string[]>; headers?: HeadersInit; requestId?: string }) {
  const headers = new Headers(extra?.headers);
  if (extra?.requestId) headers.set("x-request-id", extra.requestId);
  return NextResponse.json(
    { success: false, message: message ?? ERRORS[code].message, code, ...(extra?.fieldErrors ? { fieldErrors: extra.fieldErrors } : {}) },
    { status: ERRORS[code].status, headers },
  );
}

/** Field errors keyed by field path, each with its messages (the spec's texts come from the schemas). */
export function fieldErrorsOf(error: ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

function prismaCode(e: unknown): string | undefined {
  if (e && typeof e === "object" && "code" in e && typeof (e as { code: unknown }).code === "string") {
    const c = (e as { code: string }).code;
    return /^P\d{4}$/.test(c) ? c : undefined;
  }
  return undefined;
}

function isConcurrencyFailure(e: unknown): boolean {
  const seen = new Set<unknown>();
  for (let cur: unknown = e; cur && typeof cur === "object" && !seen.has(cur); cur = (cur as { cause?: unknown }).cause) {
    seen.add(cur);
    const c = cur as { code?: unknown; originalCode?: unknown };
    if (c.code === "40P01" || c.code === "40001" || c.originalCode === "40P01" || c.originalCode === "40001") return true;
  }
  return false;
}

/** Maps anything thrown by a handler to an answer; only a bug becomes a 500 (logged with the request id). */
export function handleError(e: unknown, requestId: string) {
  if (e instanceof AppError) return fail(e.code, e.message, { fieldErrors: e.fieldErrors, headers: e.headers, requestId });
  if (e instanceof ZodError) {
    const fieldErrors = fieldErrorsOf(e);
    return fail("VALIDATION", e.issues[0]?.message, { fieldErrors, requestId });
  }
  const pc = prismaCode(e);
  if (pc === "P2002") return fail("CONFLICT", undefined, { requestId });
  if (pc === "P2025") return fail("NOT_FOUND", undefined, { requestId });
  // Two requests changed the same rows at once and PostgreSQL chose this one to give way (a deadlock
  // or serialization failure): nothing was written, and trying again will work.
  if (pc === "P2034" || isConcurrencyFailure(e)) return fail("CONFLICT", "Someone else changed this at the same time. Please try again.", { requestId });
  console.error(JSON.stringify({ level: "error", requestId, error: e instanceof Error ? { name: e.name, message: e.message, stack: e.stack } : String(e) }));
  return fail("INTERNAL", undefined, { requestId });
}
