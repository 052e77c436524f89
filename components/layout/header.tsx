"use client";
import { useTranslations } from "#i18n/texts";
import { useState, type ComponentType, type SVGProps } from "react";
import { Link, usePathname, useRouter } from "@/lib/i18n/navigation";
import { useAuth } from "@/components/account/auth-provider";
import { buttonClasses } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { CountBadge } from "@/components/ui/count-badge";
import { CartIcon, GridIcon, HeartIcon, LogoutIcon, MessageIcon, PlusIcon, UserIcon } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import { useNavCounts } from "./nav-counts";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";
import { SearchBox } from "./search-box";

type TNavItem = {
  href: string;
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  count?: number;
  countLabel?: string;
  onPhones?: boolean;
};

const isCurrent = (pathname: string, href: string) => pathname === href || pathname.startsWith(`${href}/`);

/** The sticky header of the common layout. */
export function Header() {
  const t = useTranslations("Header");
  const { user, isLoading, logout } = useAuth();
  const { cartCount, wishlistCount, unreadMessages } = useNavCounts();
  const pathname = usePathname();
  const router = useRouter();
  const [isLoggingOut, setIsLoggingOut] = useState(false);

  async function onLogout() {
    setIsLoggingOut(true);
    await logout();
    router.replace("/");
    router.refresh();
    setIsLoggingOut(false);
  }

  const items: TNavItem[] = [
    { href: "/dashboard", label: t("dashboard"), icon: GridIcon, onPhones: true },
    // Not in the phones' bottom bar (the bar holds five: Home, Add, Cart, Wishlist, Profile), so it stays in the header there.
    {
      href: "/messages",
      label: t("messages"),
      icon: MessageIcon,
      count: unreadMessages,
      countLabel: unreadMessages ? t("unreadCount", { count: unreadMessages }) : undefined,
      onPhones: true,
    },
    { href: "/add-listing", label: t("addListing"), icon: PlusIcon },
    { href: "/cart", label: t("cart"), icon: CartIcon, count: cartCount },
    { href: "/wishlist", label: t("wishlist"), icon: HeartIcon, count: wishlistCount },
    { href: "/profile", label: t("profile"), icon: UserIcon },
  ];

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
            <span className="px-2 text-stone-500">
              <Spinner className="size-4" />
            </span>
          ) : user ? (
            <nav aria-label={t("accountNav")} className="flex items-center gap-1">
              <ul className="flex items-center gap-0.5">
                {items.map(({ href, label, icon: Icon, count, countLabel, onPhones }) => (
                  <li key={href} className={cn(!onPhones && "hidden md:block")}>
                    <Link
                      href={href}
                      aria-current={isCurrent(pathname, href) ? "page" : undefined}
                      title={label}
                      className={cn(
                        "relative inline-flex min-h-10 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-stone-800 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:text-brand-800",
                      )}
                    >
                      <Icon className="size-5" />
                      <span className="sr-only xl:not-sr-only">{label}</span>
                      {/* Counts are put into words only when shown (see mobile-nav.tsx). */}
                      {count ? (
                        <CountBadge
                          count={count}
                          label={countLabel ?? t("itemCount", { count })}
                          className="absolute -top-0.5 left-6 xl:static"
                        />
                      ) : null}
                    </Link>
                  </li>
                ))}
                <li>
                  <button
                    type="button"
                    onClick={onLogout}
                    disabled={isLoggingOut}
                    title={t("logout")}
                    className="inline-flex min-h-10 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-stone-800 hover:bg-brand-50 hover:text-brand-800 disabled:opacity-60"
                  >
                    <LogoutIcon className="size-5" />
                    <span className="sr-only xl:not-sr-only">{t("logout")}</span>
                  </button>
                </li>
              </ul>
            </nav>
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
