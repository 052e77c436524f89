// The browser's typed call to the REST API under /server: an answer's type is the output of its zod
// schema in lib/<domain>/responses.ts, a body's the input of its schema in lib/<domain>/schemas.ts (or
// the contract's), so each shape is written once, beside the endpoint's contract. Clients name the
// schemas with `import type`: zod never loads for them, as the pages' first-load script has no room
// for it (the forms load it lazily). The answer is not parsed here; every answer the integration tests
// receive is checked against the same schemas (tests/helpers). Where a screen must survive an odd
// answer, its client keeps one guard, named after the DTO it guards (`guardWishlistItems`).
import type { z } from "zod";
import { apiErrorOf, apiFetch, apiRequest, uploadForm, type TUploadProgress } from "./fetch";

type TMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A call's method, abort signal and, when its body's schema is named, the body that schema accepts. */
export type TCallOf<TBody extends z.ZodType | undefined> = {
  method?: TMethod;
  signal?: AbortSignal;
  /** Lets the request finish after the page is left (a beacon). */
  keepalive?: boolean;
} & (TBody extends z.ZodType ? { body: z.input<TBody> } : { body?: undefined });

type TArgs<TBody extends z.ZodType | undefined> = TBody extends z.ZodType ? [call: TCallOf<TBody>] : [call?: TCallOf<TBody>];

/**
 * Calls `/server{path}` and returns its `{ success: true, … }` answer, typed by `TAnswer`'s schema; a
 * body is typed by `TBody`'s. Anything else throws the ApiError it means (lib/api-client/fetch.ts).
 */
export function apiCall<TAnswer extends z.ZodType, TBody extends z.ZodType | undefined = undefined>(
  path: string,
  ...[call]: TArgs<TBody>
): Promise<z.output<TAnswer>> {
  return apiFetch(path, call) as Promise<z.output<TAnswer>>;
}

/**
 * The same for an answer outside the `{ success }` envelope (GET /server/wishlist's bare array): the
 * JSON of a 2xx answer, else the ApiError it means.
 */
export async function apiCallBare<TAnswer extends z.ZodType>(path: string, call?: TCallOf<undefined>): Promise<z.output<TAnswer>> {
  const { res, json } = await apiRequest(path, call);
  if (!res.ok) throw apiErrorOf(res.status, json);
  return json as z.output<TAnswer>;
}

/** A form upload (photos) like `apiCall`, reporting its progress; `signal` stops it (an AbortError DOMException). */
export function apiUpload<TAnswer extends z.ZodType>(
  path: string,
  upload: { method: "POST" | "PUT"; form: FormData; onProgress?: TUploadProgress; signal?: AbortSignal },
): Promise<z.output<TAnswer>> {
  return uploadForm(path, upload) as Promise<z.output<TAnswer>>;
}

/** The answer a schema describes, for a client's own types: `TAnswerOf<typeof ZCartAnswer>`. */
export type TAnswerOf<TAnswer extends z.ZodType> = z.output<TAnswer>;
/** What a body's schema accepts (its input: fields with a default may be left out). */
export type TBodyOf<TBody extends z.ZodType> = z.input<TBody>;
