import * as z from "zod";
import "@/lib/zod";

const emptyToUndefined = (x: unknown) => (x === "" || x === null ? undefined : x);

/** A keyset-paged list's `limit`: 1 to 100, `defaultLimit` without it. */
export const pageLimit = (defaultLimit: number) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number("limit must be a number")
      .int("limit must be a whole number")
      .min(1, "limit must be at least 1")
      .max(100, "limit must be at most 100")
      .default(defaultLimit),
  );

/** The previous answer's `nextCursor`, opaque: lib/http/cursor.ts reads it and refuses one it did not write. */
export const pageCursor = z.preprocess(emptyToUndefined, z.string().max(200, "Invalid cursor").optional());

/** The query of a keyset-paged list with no filters of its own: `limit` and `cursor`. */
export const makePageQuery = (defaultLimit: number) => z.object({ limit: pageLimit(defaultLimit), cursor: pageCursor });
