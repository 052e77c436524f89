"use client";
import { useTranslations } from "#i18n/texts";
import { lazy, Suspense } from "react";
import { Link } from "@/lib/i18n/navigation";
import { useAuth } from "@/components/account/auth-provider";
import { buttonClasses } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";
import { SearchBox } from "./search-box";

// The signed-in links (icons, counts, logging out) load only once a session is found.
const SignedInNav = lazy(() => import("./signed-in-nav"));

/** The sticky header of the common layout. */
export function Header() {
  const t = useTranslations("Header");
  const { user, isLoading } = useAuth();
  // Until the session is known, and while the signed-in links load: the account area keeps its space.
  const waiting = (
    <span className="px-2 text-stone-500">
      <Spinner className="size-4" />
    </span>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white">
      {/* Phones: logo and account links, then search and language. Large screens: one row. */}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2.5 sm:px-6 lg:flex-nowrap lg:gap-x-4">
        <Logo className="shrink-0 text-lg sm:text-xl" />
        <div className="order-3 flex w-full items-center gap-2 lg:contents">
          <SearchBox className="min-w-0 flex-1 lg:order-2 lg:max-w-md" />
          <LanguageSwitcher className="shrink-0 lg:order-4" />
        </div>
        <div className="order-2 ml-auto flex min-h-10 items-center gap-1.5 sm:gap-2 lg:order-3">
          {isLoading ? (
            waiting
          ) : user ? (
            <Suspense fallback={waiting}>
              <SignedInNav />
            </Suspense>
          ) : (
            <nav aria-label={t("accountNav")}>
              <ul className="flex items-center gap-1.5">
                <li>
                  <Link href="/login" className={buttonClasses({ variant: "ghost", size: "sm" })}>
                    {t("login")}
                  </Link>
                </li>
                <li>
                  <Link href="/register" className={buttonClasses({ variant: "primary", size: "sm" })}>
                    {t("register")}
                  </Link>
                </li>
              </ul>
            </nav>
          )}
        </div>
      </div>
    </header>
  );
}
