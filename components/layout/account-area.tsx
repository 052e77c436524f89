"use client";
import { useTranslations } from "#i18n/texts";
import { lazy, Suspense, type ReactNode } from "react";
import { Link } from "@/lib/i18n/navigation";
import { useAuth } from "@/components/foundation/auth-provider";
import { buttonClasses } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

// The signed-in links (icons, counts, logging out) load only once a session is found. If their script
// cannot be fetched (the connection dropped), the area stays empty until the next page; the page itself
// is not lost to an error.
const SignedInNav = lazy(() =>
  import("./signed-in-nav").then(
    (m) => ({ default: m.default as () => ReactNode }),
    () => ({ default: () => null }),
  ),
);

/**
 * The header's account area, its one part that depends on who is looking (pages are the same HTML for
 * everyone): a spinner until the session is known, then Login and Register, or the signed-in links.
 */
export function AccountArea() {
  const t = useTranslations("Header");
  const { user, isLoading } = useAuth();
  // Until the session is known, and while the signed-in links load: the account area keeps its space.
  const waiting = (
    <span className="px-2 text-stone-500">
      <Spinner className="size-4" />
    </span>
  );
  if (isLoading) return waiting;
  if (user) {
    return (
      <Suspense fallback={waiting}>
        <SignedInNav />
      </Suspense>
    );
  }
  return (
    <nav aria-label={t("accountNav")}>
      {/* Narrower below 380 px, to stay beside the logo (header.tsx). */}
      <ul className="flex items-center gap-1.5 max-[380px]:gap-1">
        <li>
          <Link href="/login" className={buttonClasses({ variant: "ghost", size: "sm", className: "max-[380px]:px-2" })}>
            {t("login")}
          </Link>
        </li>
        <li>
          <Link href="/register" className={buttonClasses({ variant: "primary", size: "sm", className: "max-[380px]:px-2" })}>
            {t("register")}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
