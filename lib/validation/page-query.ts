import * as z from "zod";
import "@/lib/zod";

const emptyToUndefined = (x: unknown) => (x === "" || x === null ? undefined : x);

/**
 * The query of a keyset-paged list: `limit` (1 to 100, `defaultLimit` without it) and the previous
 * answer's `nextCursor` as `cursor` (opaque; lib/http/cursor.ts reads it and refuses one it did not write).
 */
export const makePageQuery = (defaultLimit: number) =>
  z.object({
    limit: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number("limit must be a number")
        .int("limit must be a whole number")
        .min(1, "limit must be at least 1")
        .max(100, "limit must be at most 100")
        .default(defaultLimit),
    ),
    cursor: z.preprocess(emptyToUndefined, z.string().max(200, "Invalid cursor").optional()),
  });
