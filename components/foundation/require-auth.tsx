"use client";
import { createContext, useCallback, useContext, useEffect, useRef, type ReactNode } from "react";
import { usePathname, useRouter } from "@/lib/i18n/navigation";
import { QueryProvider } from "./query-provider";
import { PageSpinner } from "@/components/ui/page-spinner";
import { useToast } from "@/components/ui/toast";
import { useAuth } from "./auth-provider";

type TSetLoginMessage = (pathname: string, message: string) => void;
const LoginMessageContext = createContext<TSetLoginMessage | null>(null);

/**
 * The client half of a protected route, put around every signed-in page by the (account) group's
 * layout: a spinner while the session is being determined, then the page, or a redirect to /login
 * that replaces the history entry. The server half is the page's own requireUser() call. A screen's
 * own login-required text (e.g. 'You must be logged in to create a listing.', see
 * useLoginRequiredMessage) is shown once as a destructive toast before the redirect.
 * The page gets the query cache here: protected pages are the ones that fetch through it.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isLoading, hasSignedOut } = useAuth();
  const router = useRouter();
  const pathname = usePathname();
  const { toast } = useToast();
  const hasWarned = useRef(false);
  // By path: the layout outlives its pages, and the page has already gone when the session does.
  const messages = useRef(new Map<string, string>());
  const setMessage = useCallback<TSetLoginMessage>((path, message) => void messages.current.set(path, message), []);

  useEffect(() => {
    if (!isLoading && !user && !hasSignedOut) {
      const message = messages.current.get(pathname);
      if (message && !hasWarned.current) {
        hasWarned.current = true;
        toast({ description: message, variant: "destructive" });
      }
      router.replace(`/login?next=${encodeURIComponent(pathname)}`);
    }
  }, [isLoading, user, hasSignedOut, router, pathname, toast]);

  if (isLoading || !user) return <PageSpinner />;
  return (
    <LoginMessageContext.Provider value={setMessage}>
      <QueryProvider>{children}</QueryProvider>
    </LoginMessageContext.Provider>
  );
}

/** A signed-in screen's own text for the toast shown when the session ends and RequireAuth sends it to /login. */
export function useLoginRequiredMessage(message: string) {
  const setMessage = useContext(LoginMessageContext);
  const pathname = usePathname();
  useEffect(() => setMessage?.(pathname, message), [setMessage, pathname, message]);
}
