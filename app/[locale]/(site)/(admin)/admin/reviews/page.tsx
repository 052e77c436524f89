import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireModerator } from "@/lib/session/server";
import { AddClientMessages } from "@/lib/i18n/add-client-messages";
import { resolvePageLocale, type TLocaleParams } from "@/lib/i18n/page";
import { ReviewsModeration } from "@/components/admin/reviews-moderation";

export async function generateMetadata({ params }: TLocaleParams): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: "AdminReviews" });
  return { title: t("metaTitle") };
}

/** The console's reviews tab: every review, newest first, hidden ones marked; hide with a reason, or restore. */
export default async function AdminReviewsPage({ params }: TLocaleParams) {
  const locale = await resolvePageLocale(params);
  await requireModerator();
  const t = await getTranslations({ locale, namespace: "AdminReviews" });
  return (
    <AddClientMessages namespaces={["AdminReviews", "Dialog", "Reviews"]}>
      <div className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight text-stone-900">{t("title")}</h1>
        <p className="max-w-3xl text-stone-700">{t("intro")}</p>
      </div>
      <ReviewsModeration />
    </AddClientMessages>
  );
}
