"use client";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import type { TAuthAnswer, TUser } from "@/lib/auth/client";
import { clearSignedInHint, hasSignedInHint } from "@/lib/session/hint";
import { clearStoredToken, getStoredToken, setStoredToken, TOKEN_STORAGE_KEY } from "@/lib/api-client/token";
import { clearQueries } from "@/lib/query/registry";

// The API client loads when a session is asked about or opened: a visitor with neither a token nor the
// signed-in hint (most arrivals from a search engine) never needs it.
const loadAuthApi = () => import("@/lib/auth/client").then((m) => m.authApi);
/** A 401: the session is gone (expired, revoked elsewhere). */
const isUnauthorized = (e: unknown) => typeof e === "object" && e !== null && (e as { status?: unknown }).status === 401;

type TAuthContext = {
  /** The signed-in user, or null. */
  user: TUser | null;
  /** True until the start-up session check has ended. */
  isLoading: boolean;
  isAuthenticated: boolean;
  /** True after the user logged out here, until the next sign-in: guards then leave navigation to the logout action. */
  hasSignedOut: boolean;
  login: (input: { email: string; password: string }) => Promise<TAuthAnswer>;
  register: (input: { name: string; email: string; password: string; next?: string }) => Promise<TAuthAnswer>;
  logout: () => Promise<void>;
  /** Fetches the user again (e.g. after verifying the email); returns it, or null when signed out. */
  refreshUser: () => Promise<TUser | null>;
};

const AuthContext = createContext<TAuthContext | null>(null);

export function useAuth() {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error("useAuth must be used inside <AuthProvider>");
  return ctx;
}

/** The user, once known; null while loading or signed out. */
export const useCurrentUser = () => useAuth().user;

/**
 * The session, found in the browser: pages are the same HTML for everyone (public ones come from a
 * cache), so the server never renders who is signed in. On start-up, when there is a stored token or
 * the signed-in hint cookie (lib/session/hint.ts), GET /server/auth/me names the user; a 401 clears both
 * (no redirect). A visitor with neither is known to be signed out at once, without a request.
 * Until then `isLoading` is true and the header keeps the account area's space.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<TUser | null>(null);
  const [isLoading, setIsLoading] = useState(true);
  const [hasSignedOut, setHasSignedOut] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    async function checkSession() {
      if (!getStoredToken() && !hasSignedInHint()) return;
      try {
        setUser(await (await loadAuthApi()).me(controller.signal));
      } catch (e) {
        if (controller.signal.aborted) return;
        // A session that is gone (expired, revoked elsewhere) is forgotten here too; an unreachable
        // server leaves it for the next page.
        if (isUnauthorized(e)) {
          clearStoredToken();
          clearSignedInHint();
        }
      }
    }
    checkSession().finally(() => {
      if (!controller.signal.aborted) setIsLoading(false);
    });
    return () => controller.abort();
  }, []);

  // Logging out in another tab removes the token there; follow it here.
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === TOKEN_STORAGE_KEY && e.newValue === null && e.oldValue !== null) {
        setUser(null);
        clearQueries();
      }
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  const signIn = useCallback((answer: TAuthAnswer) => {
    clearQueries();
    setStoredToken(answer.token);
    setUser(answer.user);
    setHasSignedOut(false);
    setIsLoading(false);
    return answer;
  }, []);

  const login = useCallback(
    async (input: { email: string; password: string }) => signIn(await (await loadAuthApi()).login(input)),
    [signIn],
  );
  const register = useCallback(
    async (input: { name: string; email: string; password: string; next?: string }) => signIn(await (await loadAuthApi()).register(input)),
    [signIn],
  );

  const logout = useCallback(async () => {
    try {
      // A shared phone: the next person must not get this one's notifications (while the session still
      // lets the server drop the subscription). Loaded only now, so no page carries it before.
      await import("./push-device").then((m) => m.forgetPushOnThisDevice());
      await (await loadAuthApi()).logout();
    } catch {
      // Signed out locally either way; the cookie expires on its own if the call failed.
    } finally {
      setHasSignedOut(true);
      clearStoredToken();
      setUser(null);
      clearQueries();
    }
  }, []);

  const refreshUser = useCallback(async () => {
    try {
      const me = await (await loadAuthApi()).me();
      setUser(me);
      return me;
    } catch (e) {
      if (isUnauthorized(e)) {
        clearStoredToken();
        clearSignedInHint();
        setUser(null);
        return null;
      }
      throw e;
    }
  }, []);

  const value = useMemo<TAuthContext>(
    () => ({ user, isLoading, isAuthenticated: !!user, hasSignedOut, login, register, logout, refreshUser }),
    [user, isLoading, hasSignedOut, login, register, logout, refreshUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
