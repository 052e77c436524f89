// The browser's typed fetch for the REST API under /server: JSON, cookies sent, and the
// bearer token from localStorage when there is one.

import { API_BASE, authHeaders, isSuccess } from "./base";

export { API_BASE, isSuccess };

/**
 * Codes the browser raises itself, beside the server's (lib/http/errors.ts); those with a text are in the
 * catalogue's `Errors` namespace too. NETWORK: no answer at all.
 */
export const CLIENT_ERROR_CODES = [
  "NETWORK",
  "INVALID_RESPONSE",
  "INVALID_CART",
  "INVALID_CONVERSATIONS",
  "INVALID_MESSAGES",
  "INVALID_ORDERS",
  "INVALID_WISHLIST",
] as const;

type TErrorParams = Record<string, string | number>;

/**
 * A failed call: the server's `{ success: false, code, message, fieldErrors?, fieldCodes?, params? }`, a
 * non-JSON answer, or no answer. Screens show texts by `code` / `fieldCodes` (./use-error-text.ts);
 * `message` is the server's English, kept for logs.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** Per field, the codes of what failed: an error code or a `Validation` key of the catalogue. */
  readonly fieldCodes?: Record<string, string[]>;
  readonly params?: TErrorParams;

  constructor({
    status,
    code,
    message,
    fieldCodes,
    params,
  }: {
    status: number;
    code: string;
    message: string;
    fieldCodes?: Record<string, string[]>;
    params?: TErrorParams;
  }) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.fieldCodes = fieldCodes;
    this.params = params;
  }
}

export const INVALID_RESPONSE_MESSAGE = "Invalid response format from server";

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

type TRequest = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** JSON-encoded, except FormData (file uploads), which goes as multipart with its own boundary. */
  body?: unknown;
  signal?: AbortSignal;
  /** Lets the request finish after the page is left (a beacon). */
  keepalive?: boolean;
};

/**
 * The transport every call shares: `/server{path}` with the bearer token, cookies and JSON; returns the
 * response and its parsed body. Throws ApiError when the server cannot be reached (status 0) or the
 * answer is not JSON.
 */
export async function apiRequest(
  path: string,
  { method = "GET", body, signal, keepalive }: TRequest = {},
): Promise<{ res: Response; json: unknown }> {
  const headers: Record<string, string> = { Accept: "application/json", ...authHeaders() };
  const isForm = typeof FormData !== "undefined" && body instanceof FormData;
  if (body !== undefined && !isForm) headers["Content-Type"] = "application/json";

  let res: Response;
  try {
    res = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      credentials: "include",
      cache: "no-store",
      signal,
      keepalive,
    });
  } catch (e) {
    if (e instanceof DOMException && e.name === "AbortError") throw e;
    throw new ApiError({ status: 0, code: "NETWORK", message: "" });
  }
  try {
    return { res, json: await res.json() };
  } catch {
    throw new ApiError({ status: res.status, code: "INVALID_RESPONSE", message: INVALID_RESPONSE_MESSAGE });
  }
}

/**
 * Calls `/server{path}` and returns the parsed answer when it is an object whose `success` is true.
 * Anything else throws an ApiError (status 0 when the server could not be reached).
 */
export async function apiFetch<T extends object = Record<string, unknown>>(
  path: string,
  request: TRequest = {},
): Promise<T & { success: true | "true"; message?: string }> {
  const { res, json } = await apiRequest(path, request);
  return successOf<T>(res.status, json);
}

/** The answer when it is an object whose `success` is true; anything else as the ApiError it means. */
function successOf<T extends object>(status: number, json: unknown): T & { success: true | "true"; message?: string } {
  if (!isObject(json)) throw new ApiError({ status, code: "INVALID_RESPONSE", message: INVALID_RESPONSE_MESSAGE });
  if (!isSuccess(json)) throw apiErrorOf(status, json);
  return json as T & { success: true | "true"; message?: string };
}

/** The ApiError a failed answer (`{ success: false, code, … }`, or anything else) stands for. */
export function apiErrorOf(status: number, json: unknown): ApiError {
  const body = isObject(json) ? json : {};
  return new ApiError({
    status,
    code: typeof body.code === "string" ? body.code : status >= 200 && status < 300 ? "BAD_REQUEST" : String(status),
    message: typeof body.message === "string" ? body.message : "",
    fieldCodes: isObject(body.fieldCodes) ? (body.fieldCodes as Record<string, string[]>) : undefined,
    params: isObject(body.params) ? (body.params as TErrorParams) : undefined,
  });
}

/** How much of an upload has gone: 0 to 1. */
export type TUploadProgress = (fraction: number) => void;

/**
 * Sends a form (photos) to `/server{path}` like apiFetch, reporting how much of the body has gone out
 * (fetch cannot tell) and stopping when `signal` aborts (then it throws an AbortError DOMException).
 */
export function uploadForm<T extends object = Record<string, unknown>>(
  path: string,
  { method, form, onProgress, signal }: { method: "POST" | "PUT"; form: FormData; onProgress?: TUploadProgress; signal?: AbortSignal },
): Promise<T & { success: true | "true"; message?: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${API_BASE}${path}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader("Accept", "application/json");
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    if (onProgress) xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    const abort = () => xhr.abort();
    signal?.addEventListener("abort", abort, { once: true });
    xhr.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
    xhr.onerror = () => reject(new ApiError({ status: 0, code: "NETWORK", message: "" }));
    xhr.onload = () => {
      signal?.removeEventListener("abort", abort);
      try {
        resolve(successOf<T>(xhr.status, JSON.parse(xhr.responseText)));
      } catch (e) {
        reject(
          e instanceof ApiError ? e : new ApiError({ status: xhr.status, code: "INVALID_RESPONSE", message: INVALID_RESPONSE_MESSAGE }),
        );
      }
    };
    if (signal?.aborted) return reject(new DOMException("The upload was cancelled.", "AbortError"));
    xhr.send(form);
  });
}
