import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireModerator } from "@/lib/session/server";
import { formatDate, formatPaise } from "@/lib/format";
import { pageAtAddress } from "@/lib/http/cursor";
import { AddClientMessages } from "@/lib/i18n/add-client-messages";
import { Link } from "@/lib/i18n/navigation";
import { firstParam, resolvePageLocale, type TLocaleParams, type TSearchParams } from "@/lib/i18n/page";
import { listPaymentProblems, PROBLEM_KINDS } from "@/lib/payments/problems";
import { PAYMENT_PROBLEM_LIMITS } from "@/lib/payments/problems-schemas";
import { AdminBadge } from "@/components/admin/admin-badge";
import { FilterChips } from "@/components/admin/filter-chips";
import { PaymentProblemActions } from "@/components/admin/payment-problem-actions";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

export async function generateMetadata({ params }: TLocaleParams): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: "AdminPaymentProblems" });
  return { title: t("metaTitle") };
}

const STATES = ["open", "resolved"] as const;
const isKnownKind = (kind: string): kind is (typeof PROBLEM_KINDS)[number] => (PROBLEM_KINDS as readonly string[]).includes(kind);

/**
 * /admin/payment-problems: what the automatic handling of Razorpay's money could not settle (a failed
 * refund, a second capture, an event that matches nothing or could not be read, a part refund made in
 * Razorpay's Dashboard, a chargeback), newest first, each with Retry and Resolve (lib/payments/problems*.ts).
 */
export default async function AdminPaymentProblemsPage({ params, searchParams }: TLocaleParams & { searchParams: TSearchParams }) {
  const locale = await resolvePageLocale(params);
  await requireModerator();
  const t = await getTranslations({ locale, namespace: "AdminPaymentProblems" });
  const query = await searchParams;
  const state = firstParam(query.state) === "resolved" ? "resolved" : "open";
  const { page, isFirst } = await pageAtAddress(firstParam(query.cursor), (cursor) =>
    listPaymentProblems({ state, limit: PAYMENT_PROBLEM_LIMITS.pageSize, cursor }),
  );
  const here = (cursor?: string) => ({
    pathname: "/admin/payment-problems",
    query: { ...(state === "resolved" ? { state } : {}), ...(cursor ? { cursor } : {}) },
  });

  return (
    <AddClientMessages namespaces={["AdminPaymentProblems", "Dialog"]}>
      <div className="space-y-6">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{t("title")}</h1>
          <p className="max-w-3xl text-stone-700">{t("intro")}</p>
        </div>
        <FilterChips
          label={t("filtersLabel")}
          current={state}
          chips={STATES.map((s) => ({
            key: s,
            href: s === "open" ? "/admin/payment-problems" : { pathname: "/admin/payment-problems", query: { state: s } },
            label: t(`state.${s}`),
          }))}
        />
        {page.problems.length === 0 ? (
          <p className="rounded-xl border border-dashed border-stone-300 bg-white p-4 text-stone-700">
            {state === "open" ? t("empty") : t("emptyResolved")}
          </p>
        ) : (
          <ul className="space-y-3">
            {page.problems.map((p) => (
              <li key={p.id}>
                <Card className="space-y-3 p-4">
                  <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
                    <div className="min-w-0">
                      <h2 className="font-bold text-stone-900">{isKnownKind(p.kind) ? t(`kind.${p.kind}`) : p.kind}</h2>
                      <p className="text-sm text-stone-600">{formatDate(p.createdAt, locale, "medium")}</p>
                    </div>
                    <div className="flex flex-wrap gap-1.5">
                      <AdminBadge tone={p.state === "open" ? "amber" : "green"}>{t(`state.${p.state}`)}</AdminBadge>
                      {p.attempts > 0 && <AdminBadge tone="stone">{t("attempts", { count: p.attempts })}</AdminBadge>}
                    </div>
                  </div>
                  {isKnownKind(p.kind) && <p className="text-stone-800">{t(`kindHint.${p.kind}`)}</p>}
                  <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
                    {p.payment && (
                      <div>
                        <dt className="text-stone-600">{p.payment.kind === "refund" ? t("refund") : t("payment")}</dt>
                        <dd className="font-medium break-all text-stone-900">
                          {formatPaise(p.payment.amountPaise, locale)} · {p.paymentId}
                        </dd>
                      </div>
                    )}
                    {p.orderId && (
                      <div>
                        <dt className="text-stone-600">{t("order")}</dt>
                        <dd className="font-medium break-all text-stone-900">{p.orderId}</dd>
                      </div>
                    )}
                    {p.eventId && (
                      <div>
                        <dt className="text-stone-600">{t("razorpayId")}</dt>
                        <dd className="font-medium break-all text-stone-900">{p.eventId}</dd>
                      </div>
                    )}
                  </dl>
                  <details className="text-sm">
                    <summary className="min-h-11 cursor-pointer py-2 font-medium text-brand-800">{t("details")}</summary>
                    {/* The system's own words, in English, for the moderators: ids and amounts as Razorpay gave them. */}
                    <p lang="en" className="whitespace-pre-wrap break-words text-stone-800">
                      {p.detail}
                    </p>
                    {p.payloadPreview && (
                      <pre
                        lang="en"
                        className="mt-2 max-h-64 overflow-auto rounded-lg bg-stone-100 p-2 text-xs break-all whitespace-pre-wrap text-stone-800"
                      >
                        {p.payloadPreview}
                      </pre>
                    )}
                  </details>
                  {p.state === "resolved" && p.resolvedAt && (
                    <p className="text-sm text-stone-700">
                      {t("resolvedBy", { who: p.resolvedBy ?? "—", when: formatDate(p.resolvedAt, locale, "medium") })}
                    </p>
                  )}
                  {p.state === "open" && <PaymentProblemActions problemId={p.id} retry={p.retry} />}
                </Card>
              </li>
            ))}
          </ul>
        )}
        {(!isFirst || page.nextCursor) && (
          <nav aria-label={t("pages")} className="flex flex-wrap justify-between gap-3">
            {!isFirst ? (
              <Link href={here()} className={buttonClasses({ variant: "outline" })}>
                {t("first")}
              </Link>
            ) : (
              <span />
            )}
            {page.nextCursor && (
              <Link href={here(page.nextCursor)} className={buttonClasses({ variant: "outline" })}>
                {t("more")}
              </Link>
            )}
          </nav>
        )}
      </div>
    </AddClientMessages>
  );
}
