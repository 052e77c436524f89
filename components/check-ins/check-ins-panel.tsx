import { getTranslations } from "next-intl/server";
import { formatDate } from "@/lib/format";
import type { TLocale } from "@/lib/i18n/routing";
import { Link } from "@/lib/i18n/navigation";
import { DELETED_USER_NAME } from "@/lib/people/deleted-user";
import { getCheckInsPanel } from "@/lib/rehoming/check-ins";
import { Card } from "@/components/ui/card";
import { buttonClasses } from "@/components/ui/button";
import { CheckInForm, OfferBackNote } from "./check-in-form";

/**
 * The order page's check-ins (docs/rehoming.md, "After the handover: check-ins"), for a rehoming handed
 * over: both people see each question, its answer, the note and when; the adopter answers here too. A
 * sale, or anyone else, gets nothing. Read on the server with the page; an answer refreshes the page.
 */
export async function CheckInsPanel({ orderId, userId, locale }: { orderId: string; userId: string; locale: TLocale }) {
  const panel = await getCheckInsPanel({ orderId, userId });
  if (!panel) return null;
  const t = await getTranslations({ locale, namespace: "CheckIns" });
  const tCommon = await getTranslations({ locale, namespace: "Common" });
  const isAdopter = panel.role === "adopter";
  const adopter = panel.adopterName === DELETED_USER_NAME ? tCommon("deletedUser") : panel.adopterName;
  const date = (iso: string) => formatDate(iso, locale, "long");

  return (
    <section aria-labelledby="check-ins" className="mx-auto w-full max-w-5xl px-4 pb-10 wrap-anywhere sm:px-6">
      <Card className="space-y-4 p-4 sm:p-6">
        <div className="space-y-1">
          <h2 id="check-ins" className="text-lg font-bold text-stone-900">
            {t("panel.title")}
          </h2>
          <p className="text-sm text-stone-700">
            {isAdopter ? t("panel.introAdopter", { pet: panel.checkIns[0]!.pet_name }) : t("panel.introOwner", { name: adopter })}
          </p>
        </div>
        <ol className="space-y-3">
          {panel.checkIns.map((c) => (
            <li key={c.id} className="space-y-2 rounded-xl border border-stone-200 p-3">
              <p className="font-semibold text-stone-900">
                {t(`kinds.${c.kind}`)}
                <span aria-hidden="true"> · </span>
                <span className="font-normal text-stone-700">{t("question", { pet: c.pet_name })}</span>
              </p>
              {!c.sent_at ? (
                <p className="text-sm text-stone-700">{t("panel.upcoming", { date: date(c.due_at) })}</p>
              ) : c.answer ? (
                <div className="space-y-1 text-sm">
                  <p className="text-base font-semibold text-stone-900">{t(`answers.${c.answer}`, { pet: c.pet_name })}</p>
                  {c.note && <p className="wrap-anywhere whitespace-pre-wrap text-stone-800">{t("panel.note", { note: c.note })}</p>}
                  {c.answered_at && <p className="text-stone-600">{t("panel.answeredOn", { date: date(c.answered_at) })}</p>}
                  {c.answer === "needs_new_home" &&
                    (isAdopter ? (
                      <OfferBackNote pet={c.pet_name} ownerId={panel.ownerId} petId={panel.petId} />
                    ) : (
                      <div role="note" className="space-y-2 rounded-xl bg-amber-50 p-3 text-amber-950">
                        <p className="font-semibold">{t("panel.returnOwner", { pet: c.pet_name })}</p>
                        <Link
                          href={`/messages?receiverId=${encodeURIComponent(panel.adopterId)}&petId=${encodeURIComponent(panel.petId)}`}
                          className={buttonClasses({ variant: "primary", size: "md", className: "w-full sm:w-auto" })}
                        >
                          {t("panel.messageAdopter")}
                        </Link>
                      </div>
                    ))}
                </div>
              ) : isAdopter ? (
                <CheckInForm checkIn={c} ownerId={panel.ownerId} petId={panel.petId} />
              ) : (
                <p className="text-sm text-stone-700">{t("panel.waiting", { date: date(c.sent_at) })}</p>
              )}
            </li>
          ))}
        </ol>
      </Card>
    </section>
  );
}
