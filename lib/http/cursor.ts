import "server-only";
import { AppError } from "./errors";
import { isId } from "./input";

// Page cursors, one codec for every keyset-paged list: a small JSON object, base64url-encoded, opaque to
// clients. A cursor the server did not write, or one from another list, answers 400 INVALID_CURSOR.

export const encodeCursor = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** The cursor's object when `isValid` accepts it; anything else (not base64url JSON, the wrong shape) is INVALID_CURSOR. */
export function decodeCursor<T>(raw: string, isValid: (value: unknown) => value is T): T {
  try {
    const value: unknown = JSON.parse(Buffer.from(raw, "base64url").toString("utf8"));
    if (isValid(value)) return value;
  } catch {
    // fall through
  }
  throw new AppError("INVALID_CURSOR");
}

/** A time a cursor may carry: an ISO date this side of 2000 and 2200 (a PostgreSQL timestamp). */
export const isCursorTime = (v: unknown): v is string => {
  const t = typeof v === "string" ? Date.parse(v) : NaN;
  return Number.isFinite(t) && t >= Date.UTC(2000, 0, 1) && t < Date.UTC(2200, 0, 1);
};

/** The position after a row of a list read newest first, by (createdAt, id). */
export type TTimeCursor = { createdAt: Date; id: string };
export const encodeTimeCursor = ({ createdAt, id }: TTimeCursor) => encodeCursor({ t: createdAt.toISOString(), id });
export function decodeTimeCursor(raw: string): TTimeCursor {
  const c = decodeCursor(
    raw,
    (v): v is { t: string; id: string } =>
      typeof v === "object" && v !== null && isCursorTime((v as { t?: unknown }).t) && isId((v as { id?: unknown }).id),
  );
  return { createdAt: new Date(c.t), id: c.id };
}

/**
 * A console page's list at the `cursor` of its address; a cursor that is not one of ours (edited, from
 * another list) shows the first page instead of an error. `isFirst` says which page it is.
 */
export async function pageAtAddress<T>(
  cursor: string | null,
  load: (cursor?: string) => Promise<T>,
): Promise<{ page: T; isFirst: boolean }> {
  try {
    return { page: await load(cursor ?? undefined), isFirst: !cursor };
  } catch (e) {
    if (!(e instanceof AppError) || e.code !== "INVALID_CURSOR") throw e;
    return { page: await load(), isFirst: true };
  }
}
