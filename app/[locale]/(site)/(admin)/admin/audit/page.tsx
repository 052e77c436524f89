import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireModerator } from "@/lib/session/server";
import { intlLocale } from "@/lib/format";
import { pageAtAddress } from "@/lib/http/cursor";
import { firstParam, resolvePageLocale, type TLocaleParams, type TSearchParams } from "@/lib/i18n/page";
import { getAuditPage } from "@/lib/moderation/get-audit-page";
import type { TAuditLogEntry } from "@/lib/moderation/reports-responses";
import { AUDIT_PAGE_SIZE } from "@/lib/moderation/reports-schemas";
import { PageLinks } from "@/components/admin/page-links";

export async function generateMetadata({ params }: TLocaleParams): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: "AdminAudit" });
  return { title: t("metaTitle") };
}

/** The day and the time of an entry, in the reader's language and India's time zone. */
const whenOf = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(intlLocale(locale), {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: "Asia/Kolkata",
  }).format(new Date(iso));

/** /admin/audit: every moderation action, newest first, read only (the table refuses changes). */
export default async function AdminAuditPage({ params, searchParams }: TLocaleParams & { searchParams: TSearchParams }) {
  const locale = await resolvePageLocale(params);
  await requireModerator();
  const t = await getTranslations({ locale, namespace: "AdminAudit" });
  const { page, isFirst } = await pageAtAddress(firstParam((await searchParams).cursor), (cursor) =>
    getAuditPage({ limit: AUDIT_PAGE_SIZE, cursor }),
  );

  const actionName = (action: string) => (t.has(`actions.${action}` as never) ? t(`actions.${action}` as never) : action);
  const targetsOf = (e: TAuditLogEntry) =>
    [
      e.targetPet && (e.targetPet.name ? t("listing", { name: e.targetPet.name }) : t("listingGone", { id: e.targetPet.id })),
      e.targetUser &&
        (e.targetUser.name
          ? t("user", { name: e.targetUser.name, email: e.targetUser.email ?? "" })
          : t("userGone", { id: e.targetUser.id })),
      e.targetReviewId && t("review", { id: e.targetReviewId }),
      e.targetRequestId && t("request", { id: e.targetRequestId }),
    ].filter((x): x is string => Boolean(x));

  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{t("title")}</h1>
        <p className="max-w-3xl text-stone-700">{t("intro")}</p>
      </div>
      {page.entries.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 bg-white p-4 text-stone-700">{t("empty")}</p>
      ) : (
        <ol className="space-y-3">
          {page.entries.map((e) => {
            const targets = targetsOf(e);
            return (
              <li key={e.id} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
                <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <h2 className="font-semibold wrap-anywhere text-stone-900">{actionName(e.action)}</h2>
                  <time dateTime={e.createdAt} className="text-sm text-stone-700">
                    {whenOf(e.createdAt, locale)}
                  </time>
                </div>
                <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_minmax(0,1fr)]">
                  <dt className="font-medium text-stone-600">{t("who")}</dt>
                  <dd className="break-all text-stone-900">{e.actor?.email ?? t("system")}</dd>
                  {targets.length > 0 && (
                    <>
                      <dt className="font-medium text-stone-600">{t("about")}</dt>
                      <dd className="wrap-anywhere text-stone-900">
                        {targets.map((line) => (
                          <span key={line} className="block">
                            {line}
                          </span>
                        ))}
                      </dd>
                    </>
                  )}
                  <dt className="font-medium text-stone-600">{t("reason")}</dt>
                  {/* The moderator's own words, as text. */}
                  <dd className="wrap-anywhere whitespace-pre-line text-stone-900">
                    {e.reason || <span className="text-stone-600">{t("noReason")}</span>}
                  </dd>
                </dl>
              </li>
            );
          })}
        </ol>
      )}
      <PageLinks
        pathname="/admin/audit"
        label={t("pages")}
        isFirst={isFirst}
        nextCursor={page.nextCursor}
        firstLabel={t("newest")}
        nextLabel={t("older")}
      />
    </div>
  );
}
