"use client";
import { useTranslations } from "#i18n/texts";
import { Link, usePathname } from "@/lib/i18n/navigation";
import { cn } from "@/components/ui/cn";
import { CountBadge } from "@/components/ui/count-badge";
import { CartIcon, HeartIcon, HomeIcon, PlusIcon, UserIcon } from "@/components/ui/icons";
import { useNavCounts } from "./nav-counts";

/** The bottom bar on phones: Home, Add, Cart, Wishlist, Profile. */
export function MobileNav() {
  const t = useTranslations("MobileNav");
  const tHeader = useTranslations("Header");
  const pathname = usePathname();
  const { cartCount, wishlistCount } = useNavCounts();
  const items = [
    { href: "/", label: t("home"), icon: HomeIcon },
    { href: "/add-listing", label: t("add"), icon: PlusIcon },
    { href: "/cart", label: t("cart"), icon: CartIcon, count: cartCount },
    { href: "/wishlist", label: t("wishlist"), icon: HeartIcon, count: wishlistCount },
    { href: "/profile", label: t("profile"), icon: UserIcon },
  ];
  return (
    <nav
      aria-label={t("label")}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-stone-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="mx-auto grid max-w-md grid-cols-5">
        {items.map(({ href, label, icon: Icon, count }) => {
          const isCurrent = href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);
          return (
            <li key={href}>
              <Link
                href={href}
                aria-current={isCurrent ? "page" : undefined}
                className={cn(
                  "relative flex min-h-14 flex-col items-center justify-center gap-0.5 px-1 text-xs font-medium",
                  isCurrent ? "text-brand-700" : "text-stone-700 hover:text-brand-800",
                )}
              >
                <Icon className="size-6" />
                <span className="max-w-full truncate">{label}</span>
                {/* Only a count worth showing is put into words: the first plural rule a page formats costs a phone 25 ms. */}
                {count ? (
                  <CountBadge count={count} label={tHeader("itemCount", { count })} className="absolute top-1 left-1/2 ml-1.5" />
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
