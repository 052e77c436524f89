import { useTranslations } from "#i18n/texts";
import { HeartIcon } from "@/components/ui/icons/heart";
import { HomeIcon } from "@/components/ui/icons/home";
import { MessageIcon } from "@/components/ui/icons/message";
import { PlusIcon } from "@/components/ui/icons/plus";
import { UserIcon } from "@/components/ui/icons/user";
import { MobileNavCount, MobileNavLink } from "./mobile-nav-link";

/**
 * The bottom bar on phones: Home, Chats, Add, Wishlist, Profile (the cart is in the header there:
 * signed-in-nav.tsx). Drawn on the server; its islands are each link (which one is the current page) and
 * the unread messages' and the wishlist's counts (mobile-nav-link.tsx). Five short labels, one line each,
 * fit a 320 px screen in every language.
 */
export function MobileNav() {
  const t = useTranslations("MobileNav");
  const items = [
    { href: "/", label: t("home"), icon: HomeIcon },
    { href: "/messages", label: t("chats"), icon: MessageIcon, count: "messages" as const },
    { href: "/add-listing", label: t("add"), icon: PlusIcon },
    { href: "/wishlist", label: t("wishlist"), icon: HeartIcon, count: "wishlist" as const },
    { href: "/profile", label: t("profile"), icon: UserIcon },
  ];
  return (
    <nav
      aria-label={t("label")}
      // The notices (components/ui/toast.tsx) stand above the bar on pages that have it.
      data-bottom-bar=""
      className="fixed inset-x-0 bottom-0 z-40 border-t border-stone-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="mx-auto grid max-w-md grid-cols-5">
        {items.map(({ href, label, icon: Icon, count }) => (
          <li key={href} className="min-w-0">
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
