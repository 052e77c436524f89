"use client";
import { useQueryClient } from "@tanstack/react-query";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { authApi, type TAuthAnswer, type TUser } from "@/lib/auth/client";
import { ApiError, clearStoredToken, getStoredToken, setStoredToken, TOKEN_STORAGE_KEY } from "@/lib/http/client";

type TAuthContext = {
  /** The signed-in user, or null. */
  user: TUser | null;
  /** True until the start-up session check has ended (SPEC §4). */
  isLoading: boolean;
  isAuthenticated: boolean;
  /** True after the user logged out here, until the next sign-in: guards then leave navigation to the logout action. */
  hasSignedOut: boolean;
  login: (input: { email: string; password: string }) => Promise<TAuthAnswer>;
  register: (input: { name: string; email: string; password: string }) => Promise<TAuthAnswer>;
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

type TAuthProviderProps = {
  /** The user the server found from the session cookie when it rendered the page. */
  initialUser: TUser | null;
  children: ReactNode;
};

/**
 * The session (SPEC §4). On start-up a stored token is checked with GET /server/auth/me: a user in the
 * answer is set; otherwise, or on error, the stored token is cleared (no redirect). Without a stored
 * token the server's cookie session (initialUser) is accepted as is.
 */
export function AuthProvider({ initialUser, children }: TAuthProviderProps) {
  const queryClient = useQueryClient();
  const [user, setUser] = useState<TUser | null>(initialUser);
  // When the server already knows the user there is nothing left to determine before showing pages.
  const [isLoading, setIsLoading] = useState(initialUser === null);
  const [hasSignedOut, setHasSignedOut] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    async function checkSession() {
      const token = getStoredToken();
      if (!token) return;
      try {
        const me = await authApi.me(controller.signal);
        if (me) {
          setUser(me);
        } else {
          clearStoredToken();
        }
      } catch {
        if (controller.signal.aborted) return;
        // The bearer token failed; a working cookie session (initialUser) stays.
        clearStoredToken();
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
        queryClient.clear();
      }
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [queryClient]);

  const signIn = useCallback(
    (answer: TAuthAnswer) => {
      queryClient.clear();
      setStoredToken(answer.token);
      setUser(answer.user);
      setHasSignedOut(false);
      setIsLoading(false);
      return answer;
    },
    [queryClient],
  );

  const login = useCallback(async (input: { email: string; password: string }) => signIn(await authApi.login(input)), [signIn]);
  const register = useCallback(async (input: { name: string; email: string; password: string }) => signIn(await authApi.register(input)), [signIn]);

  const logout = useCallback(async () => {
    try {
      await authApi.logout();
    } catch {
      // Signed out locally either way; the cookie expires on its own if the call failed.
    } finally {
      setHasSignedOut(true);
      clearStoredToken();
      setUser(null);
      queryClient.clear();
    }
  }, [queryClient]);

  const refreshUser = useCallback(async () => {
    try {
      const me = await authApi.me();
      setUser(me);
      return me;
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) {
        clearStoredToken();
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
