// What every request to the REST API shares: where it lives, the bearer token kept on the device
// (./token.ts) and what counts as a success. Its own module, so a page that sends one request (a visit
// counted: ./beacon.ts) does not load the API client (./fetch.ts).
import { getStoredToken } from "./token";

export const API_BASE = "/server";

/** Success is accepted when the field is true or the string 'true'. */
export const isSuccess = (body: Record<string, unknown>) => body.success === true || body.success === "true";

/** The Authorization header when the device keeps a token; the httpOnly session cookie goes anyway. */
export function authHeaders(): Record<string, string> {
  const token = getStoredToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}
