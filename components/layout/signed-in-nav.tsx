"use client";
import { useTranslations } from "#i18n/texts";
import { useState, type ComponentType, type SVGProps } from "react";
import { Link, usePathname, useRouter } from "@/lib/i18n/navigation";
import { useAuth } from "@/components/account/auth-provider";
import { cn } from "@/components/ui/cn";
import { CountBadge } from "@/components/ui/count-badge";
import { CartIcon } from "@/components/ui/icons/cart";
import { GridIcon } from "@/components/ui/icons/grid";
import { HeartIcon } from "@/components/ui/icons/heart";
import { LogoutIcon } from "@/components/ui/icons/logout";
import { MessageIcon } from "@/components/ui/icons/message";
import { PlusIcon } from "@/components/ui/icons/plus";
import { UserIcon } from "@/components/ui/icons/user";
import { useNavCounts } from "./nav-counts";

type TNavItem = {
  href: string;
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  count?: number;
  countLabel?: string;
  onPhones?: boolean;
};

const isCurrent = (pathname: string, href: string) => pathname === href || pathname.startsWith(`${href}/`);

/**
 * The header's links for a signed-in person, with their counts, and logging out. Loaded by the header's
 * account area once a session is found (account-area.tsx): a visitor without one never downloads it.
 */
export default function SignedInNav() {
  const t = useTranslations("Header");
  const { logout } = useAuth();
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
                <CountBadge count={count} label={countLabel ?? t("itemCount", { count })} className="absolute -top-0.5 left-6 xl:static" />
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
  );
}
