import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireModerator } from "@/lib/session/server";
import { AddClientMessages } from "@/lib/i18n/add-client-messages";
import { resolvePageLocale, type TLocaleParams } from "@/lib/i18n/page";
import { getReportsQueue } from "@/lib/moderation/get-reports-queue";
import { ReportsQueue } from "@/components/admin/reports-queue";

export async function generateMetadata({ params }: TLocaleParams): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: "AdminReports" });
  return { title: t("metaTitle") };
}

/** /admin: the reports queue, oldest first. Reported listings (hide, restore, delete, dismiss) and reported conversations. */
export default async function AdminReportsPage({ params }: TLocaleParams) {
  const locale = await resolvePageLocale(params);
  await requireModerator();
  const t = await getTranslations({ locale, namespace: "AdminReports" });
  const queue = await getReportsQueue();
  return (
    <AddClientMessages namespaces={["AdminReports", "Dialog", "Listings", "Report"]}>
      <div className="space-y-6">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{t("title")}</h1>
          <p className="max-w-3xl text-stone-700">{t("intro")}</p>
        </div>
        <ReportsQueue initial={queue} />
      </div>
    </AddClientMessages>
  );
}
