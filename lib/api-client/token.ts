// The bearer token kept on the device (localStorage), beside the httpOnly session cookie. Its own
// module: the session check every page starts with reads it without loading the API client.

export const TOKEN_STORAGE_KEY = "authToken";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    // Storage can be blocked (privacy settings); the cookie session still works then.
    return null;
  }
}

export function getStoredToken(): string | null {
  return storage()?.getItem(TOKEN_STORAGE_KEY) ?? null;
}
export function setStoredToken(token: string) {
  storage()?.setItem(TOKEN_STORAGE_KEY, token);
}
export function clearStoredToken() {
  storage()?.removeItem(TOKEN_STORAGE_KEY);
}
