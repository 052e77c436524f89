import type { Metadata } from "next";
import { getFormatter, getTranslations } from "next-intl/server";
import { requireModerator } from "@/lib/session/server";
import { listDisputes } from "@/lib/disputes/service";
import { ZDisputesQuery } from "@/lib/disputes/schemas";
import { formatPrice } from "@/lib/format";
import { AddClientMessages } from "@/lib/i18n/add-client-messages";
import { Link } from "@/lib/i18n/navigation";
import { firstParam, resolvePageLocale, type TLocaleParams, type TSearchParams } from "@/lib/i18n/page";
import { disputeClocks } from "@/components/admin/disputes-clock-state";
import { DisputeBadges, DisputeClocks, DisputesLaw } from "@/components/admin/disputes-clocks";
import { TicketLabel } from "@/components/admin/ticket-label";
import { CompleteLockedHandover } from "@/components/admin/disputes-handover";
import { FilterChips } from "@/components/admin/filter-chips";
import { Card } from "@/components/ui/card";
import { AlertIcon } from "@/components/ui/icons/alert";

export async function generateMetadata({ params }: TLocaleParams): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: "AdminDisputes" });
  return { title: t("metaTitle") };
}

/**
 * /admin/disputes: buyers' disputes about a protected payment. Open ones first, the oldest (the nearest
 * deadline) on top, each with its two clocks; or the decided ones, newest first.
 */
export default async function AdminDisputesPage({ params, searchParams }: TLocaleParams & { searchParams: TSearchParams }) {
  const locale = await resolvePageLocale(params);
  await requireModerator();
  const t = await getTranslations("AdminDisputes");
  const format = await getFormatter();
  const parsed = ZDisputesQuery.safeParse({ state: firstParam((await searchParams).state) ?? undefined });
  const state = parsed.success ? parsed.data.state : "open";
  const disputes = await listDisputes({ state });
  const now = new Date();
  const overdue = disputes.filter((d) => disputeClocks(d, now).isOverdue).length;

  return (
    <AddClientMessages namespaces={["AdminDisputes", "Dialog"]}>
      <div className="space-y-6">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{t("title")}</h1>
          <p className="max-w-3xl text-stone-700">{t("intro")}</p>
        </div>
        <DisputesLaw />

        {state === "open" && overdue > 0 && (
          <p className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 p-3 font-medium text-red-900">
            <AlertIcon className="mt-0.5 shrink-0" />
            <span>{t("overdueCount", { count: overdue })}</span>
          </p>
        )}

        <FilterChips
          label={t("filtersLabel")}
          current={state}
          chips={(["open", "decided"] as const).map((s) => ({
            key: s,
            href: s === "open" ? "/admin/disputes" : { pathname: "/admin/disputes", query: { state: s } },
            label: t(`filter.${s}`),
          }))}
        />

        {disputes.length === 0 ? (
          <p className="rounded-xl border border-dashed border-stone-300 bg-white p-6 text-center text-stone-700">{t(`empty.${state}`)}</p>
        ) : (
          <ul className="space-y-3">
            {disputes.map((d) => (
              <li key={d.id}>
                <Card
                  className={`relative space-y-2 p-4 hover:border-brand-300 ${disputeClocks(d, now).isOverdue ? "border-red-300" : ""}`}
                >
                  <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
                    <h2 className="min-w-0 flex-1 font-bold wrap-anywhere text-stone-900">
                      {/* The whole card opens the dispute; the link is the heading. */}
                      <Link href={`/admin/disputes/${d.id}`} className="after:absolute after:inset-0 hover:text-brand-800 hover:underline">
                        {t("summary", { pet: d.pet_name, amount: formatPrice(d.order_total, locale) })}
                      </Link>
                    </h2>
                    <DisputeBadges dispute={d} now={now} />
                  </div>
                  <p className="text-sm wrap-anywhere text-stone-700">
                    {t("buyer", { name: d.buyer.name })}
                    <span aria-hidden="true"> · </span>
                    {t("seller", { name: d.seller.name })}
                  </p>
                  <p className="text-sm text-stone-700">
                    <TicketLabel ticket={d.ticket} />
                    <span aria-hidden="true"> · </span>
                    {t(`reason.${d.reason}`)}
                    <span aria-hidden="true"> · </span>
                    {t("opened", { time: format.relativeTime(new Date(d.created_at), now) })}
                  </p>
                  {state === "open" && <DisputeClocks dispute={d} now={now} />}
                </Card>
              </li>
            ))}
          </ul>
        )}
        <CompleteLockedHandover />
      </div>
    </AddClientMessages>
  );
}
