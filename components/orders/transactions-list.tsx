"use client";
import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "#i18n/texts";
import { formatDate, formatPrice } from "@/lib/format";
import { useErrorText } from "@/lib/api-client/use-error-text";
import { transactionsApi, type TTransactionDto } from "@/lib/payments/client";
import { transactionKeys } from "@/lib/orders/keys";
import { cn } from "@/components/ui/cn";
import { ErrorRetry, LoadingStatus } from "@/components/ui/query-state";

const statusStyles: Record<TTransactionDto["status"], string> = {
  created: "bg-stone-100 text-stone-900 ring-stone-300",
  success: "bg-green-100 text-green-900 ring-green-300",
  failed: "bg-red-100 text-red-900 ring-red-300",
};

const newestFirst = (a: TTransactionDto, b: TTransactionDto) => (b.created_at ?? "").localeCompare(a.created_at ?? "");

/** The dashboard's Transactions: my payments and refunds, newest first (kind, amount, status, date). */
export function TransactionsList() {
  const t = useTranslations("Transactions");
  const locale = useLocale();
  const { errorText } = useErrorText();
  const query = useQuery({ queryKey: transactionKeys.list(), queryFn: ({ signal }) => transactionsApi.list(signal) });
  const transactions = [...(query.data ?? [])].sort(newestFirst);

  return (
    <section aria-labelledby="transactions-title" className="space-y-3">
      <h2 id="transactions-title" className="text-lg font-bold text-stone-900">
        {t("title")}
      </h2>
      {query.isPending ? (
        <LoadingStatus label={t("loading")} />
      ) : query.isError ? (
        <ErrorRetry
          message={errorText(query.error, { fallback: t("fetchFailed") })}
          retryLabel={t("retry")}
          onRetry={() => query.refetch()}
        />
      ) : transactions.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 bg-white p-4 text-sm text-stone-700">{t("empty")}</p>
      ) : (
        <ul className="divide-y divide-stone-200 overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
          {transactions.map((tx) => {
            const isRefund = tx.kind === "refund";
            // A refund reads as where the money is: initiated, refunded (on the day it was), or failed.
            const status = isRefund ? t(`refundStatus.${tx.status}`) : t(`status.${tx.status}`);
            return (
              <li key={tx.id} className="flex items-center justify-between gap-3 p-3 sm:p-4">
                <div className="min-w-0 space-y-0.5">
                  <p className="font-semibold text-stone-900">{t(`kind.${tx.kind}`)}</p>
                  <p className="text-sm text-stone-700">
                    {formatDate(tx.created_at, locale, "medium")}
                    <span aria-hidden="true"> · </span>
                    {t("orders", { count: tx.order_ids?.length ?? 0 })}
                  </p>
                  {isRefund && tx.status === "success" && (
                    <p className="text-sm text-sky-900">{t("refundedOn", { date: formatDate(tx.updated_at, locale, "medium") })}</p>
                  )}
                  {isRefund && tx.status === "failed" && <p className="text-sm text-red-800">{t("refundFailedHint")}</p>}
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1">
                  <p className={cn("font-bold", isRefund ? "text-sky-800" : "text-stone-900")}>{formatPrice(tx.amount, locale)}</p>
                  <span
                    className={cn(
                      "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ring-inset",
                      statusStyles[tx.status] ?? statusStyles.created,
                    )}
                  >
                    <span className="sr-only">{t("statusLabel", { status })}</span>
                    <span aria-hidden="true">{status}</span>
                  </span>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
