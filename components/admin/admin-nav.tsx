"use client";
import { useTranslations } from "#i18n/texts";
import { Link, usePathname } from "@/lib/i18n/navigation";

const TABS = [
  { href: "/admin", key: "reports" },
  { href: "/admin/flags", key: "flags" },
  { href: "/admin/users", key: "users" },
  { href: "/admin/support", key: "support" },
  { href: "/admin/disputes", key: "disputes" },
  { href: "/admin/seller-verifications", key: "sellerVerifications" },
  { href: "/admin/reviews", key: "reviews" },
  { href: "/admin/payouts", key: "payouts" },
  { href: "/admin/payment-problems", key: "paymentProblems" },
  { href: "/admin/audit", key: "audit" },
  { href: "/admin/speed", key: "speed" },
] as const;

/** The console's tabs: a row that scrolls sideways on a phone. */
export function AdminNav() {
  const t = useTranslations("Admin.nav");
  const pathname = usePathname();
  return (
    <nav aria-label={t("label")} className="-mx-4 mt-2 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1 border-b border-stone-200">
        {TABS.map((tab) => {
          const current = tab.href === "/admin" ? pathname === "/admin" : pathname.startsWith(tab.href);
          return (
            <li key={tab.href}>
              <Link
                href={tab.href}
                aria-current={current ? "page" : undefined}
                className={`inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-medium ${current ? "border-brand-700 text-brand-800" : "border-transparent text-stone-700 hover:text-stone-900"}`}
              >
                {t(tab.key)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
