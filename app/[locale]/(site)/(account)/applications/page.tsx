import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { listMyApplications } from "@/lib/applications/service";
import { requireUser } from "@/lib/session/server";
import { AddClientMessages } from "@/lib/i18n/add-client-messages";
import { resolvePageLocale, type TLocaleParams } from "@/lib/i18n/page";
import { MyApplications } from "@/components/applications/my-applications";

export async function generateMetadata({ params }: TLocaleParams): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: "Applications" });
  return { title: t("metaMine") };
}

/** My applications to adopt: each one's status, withdraw, and the reserved order to pay when chosen. */
export default async function MyApplicationsPage({ params }: TLocaleParams) {
  const locale = await resolvePageLocale(params);
  const user = await requireUser({ locale, next: "/applications" });
  const applications = await listMyApplications({ applicantId: user.id });
  const t = await getTranslations({ locale, namespace: "Applications" });
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold text-stone-900">{t("mineTitle")}</h1>
      <AddClientMessages namespaces={["Applications", "Dialog"]}>
        <MyApplications applications={applications} />
      </AddClientMessages>
    </main>
  );
}
