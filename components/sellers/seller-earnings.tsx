"use client";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "#i18n/texts";
import { useErrorText } from "@/lib/api-client/use-error-text";
import { formatDate, formatPaise } from "@/lib/format";
import { earningsApi, type TEarningsLine, type TEarningsSummary } from "@/lib/ledger/client";
import { earningsKeys } from "@/lib/ledger/keys";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { ErrorRetry, LoadingStatus } from "@/components/ui/query-state";

const stateStyles: Record<TEarningsLine["state"], string> = {
  earned: "bg-green-100 text-green-900 ring-green-300",
  reversed: "bg-stone-100 text-stone-900 ring-stone-300",
  paid_out: "bg-sky-100 text-sky-900 ring-sky-300",
};

/**
 * The dashboard's "Your earnings": what PawBazaar owes me for my sales (pending) and what it has paid
 * out, then each sale that earned (amount, fee, net; reversed when refunded later) and each payout with
 * its bank reference, newest first, with older ones on request.
 */
export function SellerEarnings() {
  const t = useTranslations("Earnings");
  const { errorText } = useErrorText();
  const query = useInfiniteQuery({
    queryKey: earningsKeys.pages(),
    queryFn: ({ pageParam, signal }) => earningsApi.page(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
  const summary = query.data?.pages[0]?.summary;
  const lines = query.data?.pages.flatMap((p) => p.lines) ?? [];

  return (
    <section aria-labelledby="earnings-title" className="space-y-3">
      <div className="space-y-1">
        <h2 id="earnings-title" className="text-lg font-bold text-stone-900">
          {t("title")}
        </h2>
        <p className="text-sm text-stone-700">{t("intro")}</p>
      </div>
      {query.isPending ? (
        <LoadingStatus label={t("loading")} />
      ) : query.isError ? (
        <ErrorRetry
          message={errorText(query.error, { fallback: t("loadFailed") })}
          retryLabel={t("retry")}
          onRetry={() => query.refetch()}
        />
      ) : (
        <>
          {summary && <Balance summary={summary} />}
          {lines.length === 0 ? (
            <p className="rounded-xl border border-dashed border-stone-300 bg-white p-4 text-sm text-stone-700">{t("empty")}</p>
          ) : (
            <ul
              aria-label={t("linesLabel")}
              className="divide-y divide-stone-200 overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm"
            >
              {lines.map((line) => (
                <EarningsLine key={line.id} line={line} />
              ))}
            </ul>
          )}
          {query.hasNextPage && (
            <Button variant="outline" onClick={() => query.fetchNextPage()} isLoading={query.isFetchingNextPage}>
              {t("loadMore")}
            </Button>
          )}
          <p className="text-sm text-stone-700">{t("payoutsNote")}</p>
        </>
      )}
    </section>
  );
}

function Balance({ summary }: { summary: TEarningsSummary }) {
  const t = useTranslations("Earnings");
  const locale = useLocale();
  // Held money is the buyers' until the handover and its protection window (lib/orders/protection.ts):
  // shown beside what is owed, never counted in it.
  const figures = [
    { label: t("pending"), hint: t("pendingHint"), value: summary.pending_paise },
    ...(summary.held_paise > 0 ? [{ label: t("held"), hint: t("heldHint"), value: summary.held_paise }] : []),
    { label: t("paidOut"), hint: t("paidOutHint"), value: summary.paid_out_paise },
  ];
  return (
    <div className="space-y-2">
      <dl className={cn("grid grid-cols-2 gap-3", figures.length === 3 && "sm:grid-cols-3")}>
        {figures.map((f) => (
          <div key={f.label} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
            <dt className="text-sm font-semibold text-stone-700">{f.label}</dt>
            <dd className="mt-1 text-xl font-bold text-stone-900 sm:text-2xl">{formatPaise(f.value, locale)}</dd>
            <dd className="mt-1 text-xs text-stone-600">{f.hint}</dd>
          </div>
        ))}
      </dl>
      {summary.fee_percent > 0 && <p className="text-sm text-stone-700">{t("feeNote", { percent: String(summary.fee_percent) })}</p>}
    </div>
  );
}

function EarningsLine({ line }: { line: TEarningsLine }) {
  const t = useTranslations("Earnings");
  const locale = useLocale();
  const state = t(`state.${line.state}`);
  const isSale = line.kind === "sale";
  return (
    <li className="flex flex-col gap-2 p-3 sm:flex-row sm:items-start sm:justify-between sm:p-4">
      <div className="min-w-0 space-y-0.5">
        <p className={cn("font-semibold wrap-anywhere text-stone-900", line.state === "reversed" && "line-through decoration-stone-400")}>
          {isSale ? t("sale", { pet: line.pet_name ?? "" }) : t("payout")}
        </p>
        <p className="text-sm text-stone-700">
          <time dateTime={line.created_at}>{formatDate(line.created_at, locale, "medium")}</time>
        </p>
        {line.reference && <p className="text-sm break-all text-stone-700">{t("reference", { reference: line.reference })}</p>}
        {line.reversed_at && (
          <p className="text-sm text-stone-700">{t("reversedNote", { date: formatDate(line.reversed_at, locale, "medium") })}</p>
        )}
      </div>
      <div className="flex shrink-0 flex-col gap-1 sm:items-end">
        {isSale ? (
          <dl className="grid grid-cols-[auto_auto] gap-x-3 text-sm sm:text-right">
            <dt className="text-stone-600">{t("amount")}</dt>
            <dd className="text-stone-900">{formatPaise(line.amount_paise, locale)}</dd>
            <dt className="text-stone-600">{t("fee")}</dt>
            <dd className="text-stone-900">{formatPaise(-line.fee_paise, locale)}</dd>
            <dt className="font-semibold text-stone-800">{t("net")}</dt>
            <dd className="font-bold text-stone-900">{formatPaise(line.net_paise, locale)}</dd>
          </dl>
        ) : (
          <p className="font-bold text-sky-800">{formatPaise(line.amount_paise, locale)}</p>
        )}
        <span
          className={cn(
            "inline-flex w-fit items-center rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ring-inset",
            stateStyles[line.state],
          )}
        >
          <span className="sr-only">{t("stateLabel", { state })}</span>
          <span aria-hidden="true">{state}</span>
        </span>
      </div>
    </li>
  );
}
