"use client";
import { useEffect, useRef, type ReactNode } from "react";
import { usePathname, useRouter } from "@/lib/i18n/navigation";
import { QueryProvider } from "@/components/layout/query-provider";
import { PageSpinner } from "@/components/ui/spinner";
import { useToast } from "@/components/ui/toast";
import { useAuth } from "./auth-provider";

/**
 * The client half of a protected route: a spinner while the session is being determined, then the
 * page, or a redirect to /login that replaces the history entry. The server half is the
 * page's own getCurrentUser() check. `message` is a screen's own login-required text (e.g. 'You must
 * be logged in to create a listing.'), shown once as a destructive toast before the redirect.
 * The page gets the query cache here: protected pages are the ones that fetch through it.
 */
export function RequireAuth({ children, message }: { children: ReactNode; message?: string }) {
  const { user, isLoading, hasSignedOut } = useAuth();
  const router = useRouter();
  const pathname = usePathname();
  const { toast } = useToast();
  const hasWarned = useRef(false);

  useEffect(() => {
    if (!isLoading && !user && !hasSignedOut) {
      if (message && !hasWarned.current) {
        hasWarned.current = true;
        toast({ description: message, variant: "destructive" });
      }
      router.replace(`/login?next=${encodeURIComponent(pathname)}`);
    }
  }, [isLoading, user, hasSignedOut, router, pathname, message, toast]);

  if (isLoading || !user) return <PageSpinner />;
  return <QueryProvider>{children}</QueryProvider>;
}
