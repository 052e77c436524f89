import type { Metadata } from "next";
import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { requireModerator } from "@/lib/session/server";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { resolvePageLocale, type TLocaleParams } from "@/lib/i18n/page";
import { AdminNav } from "@/components/admin/admin-nav";
import { TicketSearch } from "@/components/admin/ticket-search";

// The moderation console (/admin/…): moderators and admins only. It is not in PROTECTED_PAGES: a
// signed-out visitor, like any other non-moderator, gets the 404 page rather than a sign-in prompt, so
// the console's existence is not revealed. Each page calls requireModerator() itself too (a layout is
// not rendered again when one page of the group leads to another).
export const metadata: Metadata = { robots: { index: false } };

export default async function AdminLayout({ children, params }: TLocaleParams & { children: ReactNode }) {
  await resolvePageLocale(params);
  await requireModerator();
  const t = await getTranslations("Admin");
  return (
    <ClientMessages namespaces={["Common", "Errors", "Toast", "Validation", "Admin"]}>
      <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6">
        <p className="text-sm font-semibold text-brand-800">{t("console")}</p>
        <AdminNav />
        <div className="mt-4">
          <TicketSearch />
        </div>
        <div className="mt-6">{children}</div>
      </div>
    </ClientMessages>
  );
}
