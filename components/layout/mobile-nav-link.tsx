"use client";
import { useTranslations } from "#i18n/texts";
import type { ReactNode } from "react";
import { Link, usePathname } from "@/lib/i18n/navigation";
import { cn } from "@/components/ui/cn";
import { CountBadge } from "@/components/ui/count-badge";
import { useNavCounts } from "./nav-counts";

/** A link of the bottom bar (mobile-nav.tsx), marked as the current page on its own page and the pages under it. */
export function MobileNavLink({ href, children }: { href: string; children: ReactNode }) {
  const pathname = usePathname();
  const isCurrent = href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);
  return (
    <Link
      href={href}
      aria-current={isCurrent ? "page" : undefined}
      className={cn(
        "relative flex min-h-14 flex-col items-center justify-center gap-0.5 px-1 text-xs font-medium",
        isCurrent ? "text-brand-700" : "text-stone-700 hover:text-brand-800",
      )}
    >
      {children}
    </Link>
  );
}

/**
 * A count on the bottom bar, once there is one (signed in, not empty): the unread messages on Chats (the
 * same count as the header's Messages and the app's icon: nav-counts.tsx), the wishlist's pets.
 */
export function MobileNavCount({ of }: { of: "messages" | "wishlist" }) {
  const t = useTranslations("Header");
  const counts = useNavCounts();
  const count = of === "messages" ? counts.unreadMessages : counts.wishlistCount;
  // Only a count worth showing is put into words: the first plural rule a page formats costs a phone 25 ms.
  if (!count) return null;
  const label = of === "messages" ? t("unreadCount", { count }) : t("itemCount", { count });
  return <CountBadge count={count} label={label} className="absolute top-1 left-1/2 ml-1.5" />;
}
