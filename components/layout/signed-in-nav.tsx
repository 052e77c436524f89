"use client";
import { useTranslations } from "#i18n/texts";
import { useState, type ComponentType, type SVGProps } from "react";
import { Link, usePathname, useRouter } from "@/lib/i18n/navigation";
import { useAuth } from "@/components/foundation/auth-provider";
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

  // Phones have the bottom bar (mobile-nav.tsx: Home, Chats, Add, Wishlist, Profile), so the header keeps
  // there only what the bar has not: the dashboard and the cart.
  const items: TNavItem[] = [
    { href: "/dashboard", label: t("dashboard"), icon: GridIcon, onPhones: true },
    {
      href: "/messages",
      label: t("messages"),
      icon: MessageIcon,
      count: unreadMessages,
      countLabel: unreadMessages ? t("unreadCount", { count: unreadMessages }) : undefined,
    },
    { href: "/add-listing", label: t("addListing"), icon: PlusIcon },
    { href: "/cart", label: t("cart"), icon: CartIcon, count: cartCount, onPhones: true },
    { href: "/wishlist", label: t("wishlist"), icon: HeartIcon, count: wishlistCount },
    { href: "/profile", label: t("profile"), icon: UserIcon },
  ];
  // Icons alone (named for screen readers, with a tooltip) up to large screens; from 1024 px each has its
  // label under it, short enough for the row in every language.
  const linkClasses =
    "relative inline-flex min-h-10 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-stone-800 hover:bg-brand-50 hover:text-brand-800 lg:min-h-12 lg:min-w-14 lg:flex-col lg:justify-center lg:gap-0.5 lg:px-1.5 lg:text-xs lg:leading-tight";

  return (
    <nav aria-label={t("accountNav")} className="flex items-center gap-1">
      <ul className="flex items-center gap-0.5">
        {items.map(({ href, label, icon: Icon, count, countLabel, onPhones }) => (
          <li key={href} className={cn(!onPhones && "hidden md:block")}>
            <Link
              href={href}
              aria-current={isCurrent(pathname, href) ? "page" : undefined}
              title={label}
              className={cn(linkClasses, "aria-[current=page]:text-brand-800")}
            >
              <Icon className="size-5" />
              <span className="sr-only text-center whitespace-nowrap lg:not-sr-only">{label}</span>
              {/* After the label, so the link's name starts with it ("Messages 2 unread messages"); drawn on
                  the icon. Counts are put into words only when shown (see mobile-nav.tsx). */}
              {count ? (
                <CountBadge
                  count={count}
                  label={countLabel ?? t("itemCount", { count })}
                  className="absolute -top-0.5 left-6 lg:top-0.5 lg:left-1/2 lg:ml-0.5"
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
            className={cn(linkClasses, "disabled:opacity-60")}
          >
            <LogoutIcon className="size-5" />
            <span className="sr-only text-center whitespace-nowrap lg:not-sr-only">{t("logout")}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
