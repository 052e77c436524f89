import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getDashboardRoles } from "@/lib/account/dashboard";
import { getCurrentAuth, requireUser } from "@/lib/session/server";
import { isModerator } from "@/lib/session/service";
import { Link } from "@/lib/i18n/navigation";
import { AddClientMessages } from "@/lib/i18n/add-client-messages";
import { resolvePageLocale, type TLocaleParams } from "@/lib/i18n/page";
import { DashboardOverview } from "@/components/dashboard/dashboard-overview";

export async function generateMetadata({ params }: TLocaleParams): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: "Dashboard" });
  return { title: t("metaTitle") };
}

export default async function DashboardPage({ params }: TLocaleParams) {
  const locale = await resolvePageLocale(params);
  const user = await requireUser({ locale, next: "/dashboard" });
  // Who the dashboard is for (a buyer, a seller; the orders waiting for the seller's answer), in one query.
  const roles = await getDashboardRoles(user.id);
  // Moderators reach the console from here; nobody else sees that it exists.
  const showConsole = isModerator((await getCurrentAuth())?.role);
  const tAdmin = await getTranslations({ locale, namespace: "Admin" });
  return (
    <AddClientMessages
      namespaces={[
        "Dashboard",
        "Dialog",
        "Earnings",
        "ListingModeration",
        "Listings",
        "MyListings",
        "Orders",
        "Payouts",
        "Protection",
        "Reviews",
        "Sellers",
        "Transactions",
      ]}
    >
      {showConsole && (
        <div className="mx-auto max-w-5xl px-4 pt-6 sm:px-6">
          <Link
            href="/admin"
            className="inline-flex min-h-11 items-center rounded-lg border border-brand-200 bg-brand-50 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-100"
          >
            {tAdmin("openConsole")}
          </Link>
        </div>
      )}
      <DashboardOverview roles={roles} />
    </AddClientMessages>
  );
}
