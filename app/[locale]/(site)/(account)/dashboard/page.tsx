import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/auth/server";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { resolvePageLocale, type TLocaleParams } from "@/lib/i18n/page";
import { DashboardOverview } from "@/components/account/dashboard-overview";
import { RequireAuth } from "@/components/account/require-auth";

export async function generateMetadata({ params }: TLocaleParams): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: "Dashboard" });
  return { title: t("metaTitle"), robots: { index: false } };
}

export default async function DashboardPage({ params }: TLocaleParams) {
  const locale = await resolvePageLocale(params);
  await requireUser({ locale, next: "/dashboard" });
  return (
    <ClientMessages namespaces={["Common", "Dashboard", "Dialog", "Errors", "Listings", "MyListings", "Orders", "Toast", "Transactions", "Validation"]}>
      <RequireAuth>
        <DashboardOverview />
      </RequireAuth>
    </ClientMessages>
  );
}
