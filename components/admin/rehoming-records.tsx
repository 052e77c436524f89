"use client";
import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "#i18n/texts";
import { usePersonName } from "@/components/foundation/person-name";
import { formatDate } from "@/lib/format";
import { rehomingRecordsApi, rehomingRecordsKeys, type TRehomingRecords } from "@/lib/moderation/rehoming-records-client";

// A rehoming's applications to adopt and its check-ins, read-only, where a moderator weighs a dispute
// (app/[locale]/(site)/(admin)/admin/disputes/[id]) or a reported listing (components/admin/reported-listing.tsx).
// Texts: AdminReports.rehoming. Nothing at all for a sale (no applications, no check-ins).

export function RehomingRecordsView({ records }: { records: TRehomingRecords }) {
  const t = useTranslations("AdminReports.rehoming");
  const locale = useLocale();
  const personName = usePersonName();
  if (!records.applications.length && !records.check_ins.length) return null;
  const date = (iso: string) => formatDate(iso, locale, "medium");
  const yesNo = (v: boolean | null) => (v === null ? t("notAsked") : v ? t("yes") : t("no"));
  return (
    <div className="space-y-4 text-sm wrap-anywhere">
      {records.applications.length > 0 && (
        <section className="space-y-2">
          <h3 className="font-bold text-stone-900">{t("applicationsTitle", { count: records.applications.length })}</h3>
          <ul className="space-y-2">
            {records.applications.map((a) => (
              <li key={a.id}>
                <details className="rounded-xl border border-stone-200 bg-white p-3">
                  <summary className="min-h-11 cursor-pointer py-2 font-semibold text-stone-900">
                    {personName(a.applicant.name)}
                    <span aria-hidden="true"> · </span>
                    {t(`status.${a.status}`)}
                    <span aria-hidden="true"> · </span>
                    <span className="font-normal text-stone-700">{date(a.created_at)}</span>
                  </summary>
                  <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
                    {(
                      [
                        [t("home"), a.home_type === "flat" ? t("flat") : t("house")],
                        [t("rented"), yesNo(a.is_rented)],
                        ...(a.is_rented ? [[t("landlord"), yesNo(a.has_landlord_consent)]] : []),
                        [t("garden"), yesNo(a.has_garden)],
                        [t("otherPets"), a.other_pets],
                        [t("experience"), a.experience],
                        [t("household"), a.household],
                        [t("reason"), a.reason],
                        ...a.answers.map((q) => [q.question, q.answer]),
                      ] as [string, string][]
                    ).map(([name, value], i) => (
                      <div key={`${i}-${name}`} className="contents">
                        <dt className="text-stone-600">{name}</dt>
                        <dd className="whitespace-pre-wrap text-stone-900">{value || "—"}</dd>
                      </div>
                    ))}
                  </dl>
                </details>
              </li>
            ))}
          </ul>
        </section>
      )}
      {records.check_ins.length > 0 && (
        <section className="space-y-2">
          <h3 className="font-bold text-stone-900">{t("checkInsTitle")}</h3>
          <ul className="space-y-2">
            {records.check_ins.map((c) => (
              <li key={c.id} className="space-y-1 rounded-xl border border-stone-200 bg-white p-3">
                <p className="font-semibold text-stone-900">
                  {t(`kind.${c.kind}`)}
                  <span aria-hidden="true"> · </span>
                  {personName(c.adopter_name)}
                </p>
                <p className="text-stone-800">
                  {c.answer
                    ? t(`answer.${c.answer}`)
                    : c.sent_at
                      ? t("unanswered", { date: date(c.sent_at) })
                      : t("notSent", { date: date(c.due_at) })}
                  {c.answered_at && <span className="text-stone-600"> ({date(c.answered_at)})</span>}
                </p>
                {c.note && <p className="whitespace-pre-wrap text-stone-700">{t("note", { note: c.note })}</p>}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** A reported listing's records, read when the card shows; nothing while loading, or for a sale. */
export function PetRehomingRecords({ petId }: { petId: string }) {
  const t = useTranslations("AdminReports.rehoming");
  const query = useQuery({
    queryKey: rehomingRecordsKeys.pet(petId),
    queryFn: ({ signal }) => rehomingRecordsApi.forPet(petId, signal),
  });
  if (query.isError) return <p className="text-sm text-stone-600">{t("failed")}</p>;
  if (!query.data) return null;
  return <RehomingRecordsView records={query.data} />;
}
