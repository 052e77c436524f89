import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/session/server";
import { AppError } from "@/lib/http/errors";
import { AddClientMessages } from "@/lib/i18n/add-client-messages";
import { Link } from "@/lib/i18n/navigation";
import { resolvePageLocale } from "@/lib/i18n/page";
import { getCheckInForAdopter } from "@/lib/rehoming/check-ins";
import { answerParam } from "@/lib/rehoming/check-ins-schemas";
import { CheckInForm } from "@/components/check-ins/check-in-form";
import { Card } from "@/components/ui/card";
import { ChevronLeftIcon } from "@/components/ui/icons/chevron-left";

type TProps = { params: Promise<{ locale: string; id: string }>; searchParams: Promise<{ answer?: string | string[] }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: "CheckIns" });
  return { title: t("page.metaTitle") };
}

/** The check-in for its adopter; anyone else (or one not yet asked) gets the 404 page, as if it did not exist. */
async function findCheckIn(checkInId: string, userId: string) {
  try {
    return await getCheckInForAdopter({ checkInId, userId });
  } catch (e) {
    if (e instanceof AppError && e.code === "CHECK_IN_NOT_FOUND") notFound();
    throw e;
  }
}

/**
 * /check-ins/{id}?answer=…: where a check-in mail's one-tap answers land. The tapped answer is chosen, and
 * the adopter sends it with one press (and a note if they like): opening the page changes nothing.
 */
export default async function CheckInPage({ params, searchParams }: TProps) {
  const locale = await resolvePageLocale(params);
  const { id } = await params;
  const chosen = answerParam((await searchParams).answer);
  const user = await requireUser({ locale, next: `/check-ins/${id}${chosen ? `?answer=${chosen}` : ""}` });
  const checkIn = await findCheckIn(id, user.id);
  const t = await getTranslations({ locale, namespace: "CheckIns" });
  return (
    <AddClientMessages namespaces={["CheckIns"]}>
      <div className="mx-auto w-full max-w-2xl space-y-5 px-4 py-6 wrap-anywhere sm:px-6 sm:py-10">
        <Link
          href={`/orders/${checkIn.order_id}`}
          className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-800 hover:underline"
        >
          <ChevronLeftIcon />
          {t("page.toOrder")}
        </Link>
        <header className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{t("page.title", { pet: checkIn.pet_name })}</h1>
          <p className="text-stone-700">{t(`page.intro.${checkIn.kind}`, { pet: checkIn.pet_name })}</p>
        </header>
        <Card className="p-4 sm:p-6">
          <CheckInForm checkIn={checkIn} ownerId={checkIn.owner_id} petId={checkIn.pet_id} initialAnswer={chosen} />
        </Card>
      </div>
    </AddClientMessages>
  );
}
