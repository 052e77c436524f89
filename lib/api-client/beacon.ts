import { API_BASE, authHeaders, isSuccess } from "./base";

/**
 * POSTs to `/server{path}` with the session, for an answer that only matters as done or not (a visit
 * counted): no body, kept alive if the page closes. True when the server answered success; false when
 * it refused or could not be reached. The API client (./fetch.ts) is not needed for it.
 */
export function sendBeacon(path: string): Promise<boolean> {
  return fetch(`${API_BASE}${path}`, {
    method: "POST",
    headers: { Accept: "application/json", ...authHeaders() },
    credentials: "include",
    cache: "no-store",
    keepalive: true,
  })
    .then((res) => res.json())
    .then(
      (body: unknown) => typeof body === "object" && body !== null && isSuccess(body as Record<string, unknown>),
      () => false,
    );
}
