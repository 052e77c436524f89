"use client";
import { useEffect, type ReactNode } from "react";
import { usePathname, useRouter } from "@/lib/i18n/navigation";
import { PageSpinner } from "@/components/ui/spinner";
import { useAuth } from "./auth-provider";

/**
 * The client half of a protected route: a spinner while the session is being determined, then the
 * page, or a redirect to /login that replaces the history entry (SPEC §2). The server half is the
 * page's own getCurrentUser() check.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isLoading, hasSignedOut } = useAuth();
  const router = useRouter();
  const pathname = usePathname();

  useEffect(() => {
    if (!isLoading && !user && !hasSignedOut) router.replace(`/login?next=${encodeURIComponent(pathname)}`);
  }, [isLoading, user, hasSignedOut, router, pathname]);

  if (isLoading || !user) return <PageSpinner />;
  return <>{children}</>;
}
