"use client";
import { useLocale, useTranslations } from "#i18n/texts";
import { formatDate, formatPrice } from "@/lib/format";
import type { TOrderDetail, TTimelineStepName } from "@/lib/orders/client";
import { cn } from "@/components/ui/cn";
import { CheckCircleIcon } from "@/components/ui/icons/check-circle";
import { upcomingSteps } from "./order-steps";

const ENDED_BADLY = new Set<TTimelineStepName>(["refunded", "rejected", "cancelled", "expired", "disputed"]);

/** What happened to the order, with dates, then what is still to come. */
export function OrderTimeline({ order }: { order: TOrderDetail }) {
  const t = useTranslations("OrderPage");
  const locale = useLocale();
  const upcoming = upcomingSteps(order);

  return (
    <section aria-labelledby="order-timeline" className="space-y-3">
      <h2 id="order-timeline" className="text-lg font-bold text-stone-900">
        {t("timelineTitle")}
      </h2>
      <ol className="space-y-0">
        {order.timeline.map((s, i) => (
          <li key={`${s.step}-${i}`} className="relative flex gap-3 pb-4 last:pb-0">
            <span
              aria-hidden="true"
              className={cn(
                "relative z-10 mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full",
                ENDED_BADLY.has(s.step) ? "bg-amber-100 text-amber-800" : "bg-green-100 text-green-800",
              )}
            >
              <CheckCircleIcon className="size-4" />
            </span>
            {(i < order.timeline.length - 1 || upcoming.length > 0) && (
              <span aria-hidden="true" className="absolute top-6 bottom-0 left-3 w-px -translate-x-1/2 bg-stone-300" />
            )}
            <div className="min-w-0">
              <p className="font-semibold text-stone-900">{t(`step.${s.step}`)}</p>
              <p className="text-sm text-stone-700">
                <time dateTime={s.at}>{formatDate(s.at, locale, "dateTime")}</time>
              </p>
              {s.step === "handed_over" && order.handed_over_by && (
                <p className="text-sm text-stone-700">{t(`handedOverBy.${order.handed_over_by}`)}</p>
              )}
              {s.step === "refunded" && order.refunded_amount > 0 && (
                <p className="text-sm text-stone-700">{t("refundedAmount", { amount: formatPrice(order.refunded_amount, locale) })}</p>
              )}
            </div>
          </li>
        ))}
      </ol>
      {upcoming.length > 0 && (
        <div className="space-y-2">
          <h3 className="text-sm font-semibold text-stone-700">{t("timelineNext")}</h3>
          <ol className="space-y-2">
            {upcoming.map((step) => (
              <li key={step} className="flex items-center gap-3 text-stone-600">
                <span aria-hidden="true" className="size-6 shrink-0 rounded-full border-2 border-dashed border-stone-300" />
                <span>{t(`step.${step}`)}</span>
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
