"use client";
import { useLocale, useTranslations } from "#i18n/texts";
import { useState } from "react";
import { useErrorText } from "@/lib/api-client/use-error-text";
import { applicationsApi } from "@/lib/applications/client";
import type { TOwnerApplicationDto, TPetApplicationsDto } from "@/lib/applications/responses";
import { formatDate, formatPrice } from "@/lib/format";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { REHOMING_PAY_HOURS } from "@/lib/rehoming/constants";
import { usePersonName } from "@/components/foundation/person-name";
import { Button, buttonClasses } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { DialogActions } from "@/components/ui/dialog-actions";
import { useToast } from "@/components/ui/toast";
import { ApplicationStatus } from "./application-status";

/** One fact of the home, in a small row. */
function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm font-medium text-stone-600">{label}</dt>
      <dd className="whitespace-pre-line break-words text-stone-900">{value}</dd>
    </div>
  );
}

/**
 * The owner's applications, the chosen and shortlisted first: each applicant's verifications, rating as
 * a seller and purchases, the home and the answers; shortlist, message (the chat about this pet), and
 * choose (after a confirmation: it reserves the pet for that applicant and tells the others).
 */
export function PetApplications({ data }: { data: TPetApplicationsDto }) {
  const t = useTranslations("Applications");
  const locale = useLocale();
  const router = useRouter();
  const personName = usePersonName();
  const { toast } = useToast();
  const { errorText } = useErrorText();
  const [busy, setBusy] = useState<string | null>(null);
  const [choosing, setChoosing] = useState<TOwnerApplicationDto | null>(null);
  const hasChosen = data.applications.some((a) => a.status === "chosen" || a.status === "adopted");
  const canChoose = !hasChosen && data.pet.status === "active";

  const run = async (id: string, work: () => Promise<unknown>, done?: string) => {
    setBusy(id);
    try {
      await work();
      if (done) toast({ description: done });
      router.refresh();
    } catch (e) {
      toast({ description: errorText(e, { fallback: t("failed") }), variant: "destructive" });
    } finally {
      setBusy(null);
    }
  };

  if (!data.applications.length) return <p className="rounded-lg bg-stone-100 p-4 text-stone-800">{t("listEmpty")}</p>;

  return (
    <>
      <ul className="space-y-4">
        {data.applications.map((a) => {
          const name = personName(a.applicant.name);
          const isLive = a.status === "open" || a.status === "shortlisted";
          return (
            <li
              key={a.id}
              id={`application-${a.id}`}
              className="space-y-4 rounded-xl border border-stone-200 bg-white p-4 shadow-xs"
              data-testid="application"
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div>
                  <h2 className="text-lg font-semibold text-stone-900">{name}</h2>
                  <p className="text-sm text-stone-600">
                    {t("memberSince", { date: formatDate(a.applicant.member_since, locale, "monthYear") })}
                  </p>
                </div>
                <ApplicationStatus status={a.status} />
              </div>
              <ul className="flex flex-wrap gap-2 text-sm">
                <li className="rounded-full bg-stone-100 px-2.5 py-1">
                  {a.applicant.verifications.email ? t("emailVerified") : t("notVerified")}
                </li>
                {a.applicant.verifications.phone && <li className="rounded-full bg-stone-100 px-2.5 py-1">{t("phoneVerified")}</li>}
                {a.applicant.seller_rating && (
                  <li className="rounded-full bg-stone-100 px-2.5 py-1">
                    {t("sellerRating", { rating: a.applicant.seller_rating.average, count: a.applicant.seller_rating.count })}
                  </li>
                )}
                <li className="rounded-full bg-stone-100 px-2.5 py-1">{t("purchases", { count: a.applicant.completed_purchases })}</li>
              </ul>
              <dl className="grid gap-3 sm:grid-cols-2">
                <Fact
                  label={t("homeType")}
                  value={[
                    a.home_type === "flat" ? t("homeFlat") : t("homeHouse"),
                    a.is_rented ? t("rentedWithConsent") : t("notRented"),
                    a.has_garden ? t("garden") : t("noGarden"),
                  ].join(" · ")}
                />
                <Fact label={t("otherPetsLabel")} value={a.other_pets} />
                <Fact label={t("experienceLabel")} value={a.experience} />
                <Fact label={t("householdLabel")} value={a.household} />
                <Fact label={t("reasonShort")} value={a.reason} />
                {a.answers.map((x, i) => (
                  <Fact key={i} label={x.question} value={x.answer} />
                ))}
              </dl>
              <div className="flex flex-wrap gap-2">
                {isLive && (
                  <Button
                    variant="outline"
                    isLoading={busy === `s${a.id}`}
                    onClick={() => run(`s${a.id}`, () => applicationsApi.shortlist(a.id, a.status !== "shortlisted"))}
                  >
                    {a.status === "shortlisted" ? t("unshortlist") : t("shortlist")}
                  </Button>
                )}
                <Link
                  href={`/messages?receiverId=${encodeURIComponent(a.applicant.id)}&petId=${encodeURIComponent(data.pet.id)}`}
                  className={buttonClasses({ variant: "outline" })}
                >
                  {t("message")}
                </Link>
                {canChoose && (isLive || a.status === "declined") && (
                  <Button onClick={() => setChoosing(a)} data-testid="choose">
                    {t("choose")}
                  </Button>
                )}
                {a.order_id && (a.status === "chosen" || a.status === "adopted") && (
                  <Link href={`/orders/${a.order_id}`} className={buttonClasses({ variant: "outline" })}>
                    {t("viewOrder")}
                  </Link>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <Dialog
        open={!!choosing}
        onClose={() => setChoosing(null)}
        title={choosing ? t("chooseTitle", { name: personName(choosing.applicant.name), pet: data.pet.name }) : ""}
        description={
          choosing
            ? t("chooseBody", {
                name: personName(choosing.applicant.name),
                pet: data.pet.name,
                fee: formatPrice(data.pet.price),
                hours: REHOMING_PAY_HOURS,
              })
            : undefined
        }
      >
        {choosing && (
          <DialogActions
            cancelLabel={t("cancel")}
            onCancel={() => setChoosing(null)}
            confirmLabel={t("chooseConfirm")}
            isPending={busy === `c${choosing.id}`}
            onConfirm={() => {
              const picked = choosing;
              void run(
                `c${picked.id}`,
                () => applicationsApi.choose(picked.id),
                t("chosenToast", { name: personName(picked.applicant.name), hours: REHOMING_PAY_HOURS }),
              ).then(() => setChoosing(null));
            }}
          />
        )}
      </Dialog>
    </>
  );
}
