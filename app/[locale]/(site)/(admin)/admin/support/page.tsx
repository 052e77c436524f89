import type { Metadata } from "next";
import { getFormatter, getTranslations } from "next-intl/server";
import { requireModerator } from "@/lib/session/server";
import { AddClientMessages } from "@/lib/i18n/add-client-messages";
import { Link } from "@/lib/i18n/navigation";
import { firstParam, resolvePageLocale, type TLocaleParams, type TSearchParams } from "@/lib/i18n/page";
import { listSupportRequests, SUPPORT_INBOX_LIMIT } from "@/lib/moderation/support-inbox";
import { SUPPORT_INBOX_FILTERS, ZSupportInboxQuery, type TSupportInboxFilter } from "@/lib/moderation/support-schemas";
import { FilterChips } from "@/components/admin/filter-chips";
import { SupportClocks, SupportStatusBadges } from "@/components/admin/support-clocks";
import { TicketLabel } from "@/components/admin/ticket-label";
import { Card } from "@/components/ui/card";
import { AlertIcon } from "@/components/ui/icons/alert";

export async function generateMetadata({ params }: TLocaleParams): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: "AdminSupport" });
  return { title: t("metaTitle") };
}

/** /admin/support: the support inbox, overdue requests on top, then the oldest; a status filter. */
export default async function AdminSupportPage({ params, searchParams }: TLocaleParams & { searchParams: TSearchParams }) {
  await resolvePageLocale(params);
  await requireModerator();
  const t = await getTranslations("AdminSupport");
  const format = await getFormatter();
  const parsed = ZSupportInboxQuery.safeParse({ status: firstParam((await searchParams).status) ?? undefined });
  const filter: TSupportInboxFilter = parsed.success ? parsed.data.status : "pending";
  const { requests, counts } = await listSupportRequests({ filter });
  const now = new Date();
  const countOf: Record<TSupportInboxFilter, number> = {
    pending: counts.open + counts.answered,
    open: counts.open,
    answered: counts.answered,
    closed: counts.closed,
    all: counts.open + counts.answered + counts.closed,
  };

  return (
    <AddClientMessages namespaces={["AdminSupport"]}>
      <div className="space-y-6">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{t("title")}</h1>
          <p className="text-stone-700">{t("intro")}</p>
        </div>

        {counts.overdue > 0 && (
          <p className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 p-3 font-medium text-red-900">
            <AlertIcon className="mt-0.5 shrink-0" />
            <span>{t("overdueCount", { count: counts.overdue })}</span>
          </p>
        )}

        <FilterChips
          label={t("filtersLabel")}
          current={filter}
          chips={SUPPORT_INBOX_FILTERS.map((f) => ({
            key: f,
            href: f === "pending" ? "/admin/support" : { pathname: "/admin/support", query: { status: f } },
            label: t(`filter.${f}`),
            count: countOf[f],
          }))}
        />

        {requests.length === 0 ? (
          <p className="rounded-xl border border-dashed border-stone-300 bg-white p-6 text-center text-stone-700">{t("empty")}</p>
        ) : (
          <ul className="space-y-3">
            {requests.map((r) => (
              <li key={r.id}>
                <Card className={`relative space-y-2 p-4 hover:border-brand-300 ${r.isOverdue ? "border-red-300" : ""}`}>
                  <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
                    <h2 className="min-w-0 flex-1 font-bold wrap-anywhere text-stone-900">
                      {/* The whole card opens the request; the link is the heading. */}
                      <Link href={`/admin/support/${r.id}`} className="after:absolute after:inset-0 hover:text-brand-800 hover:underline">
                        {r.subject ?? t("contactSubject", { name: r.name })}
                      </Link>
                    </h2>
                    <SupportStatusBadges request={r} />
                  </div>
                  <p className="text-sm wrap-anywhere text-stone-700">
                    <TicketLabel ticket={r.ticket} />
                    <span aria-hidden="true"> · </span>
                    {t("from", { name: r.name, email: r.email })}
                    <span aria-hidden="true"> · </span>
                    {t("received", { time: format.relativeTime(new Date(r.createdAt), now) })}
                    {r.replies > 0 && (
                      <>
                        <span aria-hidden="true"> · </span>
                        {t("replyCount", { count: r.replies })}
                      </>
                    )}
                  </p>
                  {r.listing && (
                    <p className="text-sm font-medium wrap-anywhere text-stone-800">{t("appealOf", { name: r.listing.name })}</p>
                  )}
                  <p className="line-clamp-2 text-sm wrap-anywhere text-stone-700">{r.preview}</p>
                  <SupportClocks request={r} now={now} />
                </Card>
              </li>
            ))}
          </ul>
        )}
        {requests.length >= SUPPORT_INBOX_LIMIT && <p className="text-sm text-stone-700">{t("limited", { max: SUPPORT_INBOX_LIMIT })}</p>}
      </div>
    </AddClientMessages>
  );
}
