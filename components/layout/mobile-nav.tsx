import { useTranslations } from "#i18n/texts";
import { CartIcon } from "@/components/ui/icons/cart";
import { HeartIcon } from "@/components/ui/icons/heart";
import { HomeIcon } from "@/components/ui/icons/home";
import { PlusIcon } from "@/components/ui/icons/plus";
import { UserIcon } from "@/components/ui/icons/user";
import { MobileNavCount, MobileNavLink } from "./mobile-nav-link";

/**
 * The bottom bar on phones: Home, Add, Cart, Wishlist, Profile. Drawn on the server; its islands are
 * each link (which one is the current page) and the cart's and wishlist's counts (mobile-nav-link.tsx).
 */
export function MobileNav() {
  const t = useTranslations("MobileNav");
  const items = [
    { href: "/", label: t("home"), icon: HomeIcon },
    { href: "/add-listing", label: t("add"), icon: PlusIcon },
    { href: "/cart", label: t("cart"), icon: CartIcon, count: "cart" as const },
    { href: "/wishlist", label: t("wishlist"), icon: HeartIcon, count: "wishlist" as const },
    { href: "/profile", label: t("profile"), icon: UserIcon },
  ];
  return (
    <nav
      aria-label={t("label")}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-stone-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="mx-auto grid max-w-md grid-cols-5">
        {items.map(({ href, label, icon: Icon, count }) => (
          <li key={href}>
            <MobileNavLink href={href}>
              <Icon className="size-6" />
              <span className="max-w-full truncate">{label}</span>
              {count && <MobileNavCount of={count} />}
            </MobileNavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
