"use client";
import { useLocale, useTranslations } from "#i18n/texts";
import { usePersonName } from "@/components/foundation/person-name";
import { Card } from "@/components/ui/card";
import { formatDate, formatPrice } from "@/lib/format";
import type { TOrderDetail } from "@/lib/orders/client";
import { MessageOther } from "./order-actions";
import { nextStepDate, orderDeadline } from "./order-steps";

const CLOSED_REASONS = ["rejected", "cancelled", "unpaid", "seller_silent", "not_handed_over", "dispute"] as const;
type TClosedReason = (typeof CLOSED_REASONS)[number];
const isClosedReason = (r: string | null): r is TClosedReason => !!r && (CLOSED_REASONS as readonly string[]).includes(r);

/**
 * "What happens next", in plain words for this state and this reader (buyer or seller), with the
 * deadline that matters as a date in their language, how fast the seller usually answers, and a way to
 * write to the other person.
 */
export function OrderNextStep({ order }: { order: TOrderDetail }) {
  const t = useTranslations("OrderPage");
  const tSellers = useTranslations("Sellers");
  const locale = useLocale();
  const personName = usePersonName();
  const isBuyer = order.role === "buyer";
  const other = personName(isBuyer ? order.seller_name : order.buyer_name);
  const at = nextStepDate(order);
  const date = at ? formatDate(at, locale, ["released", "refunded"].includes(order.protection) ? "medium" : "deadline") : "";
  const text = t(`next.${order.role}.${order.protection}`, { name: other, date });
  const running = orderDeadline(order);
  const deadline = running?.at ?? null;
  const deadlineLabel = !running
    ? null
    : running.state === "handed_over" && !isBuyer
      ? t("deadline.handed_overSeller")
      : t(`deadline.${running.state}`);

  return (
    <Card className="space-y-4 p-5 sm:p-6">
      <div className="space-y-2">
        <h2 className="text-lg font-bold text-stone-900">{t("nextTitle")}</h2>
        <p className="text-stone-800">{text}</p>
        {(order.protection === "refunded" || order.protection === "closed") && isClosedReason(order.closed_reason) && (
          <p className="text-sm text-stone-700">{t(`closedReason.${order.closed_reason}`)}</p>
        )}
      </div>
      {(deadline && deadlineLabel) || order.protection === "held" ? (
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2" aria-label={t("deadlinesLabel")}>
          {deadline && deadlineLabel && (
            <div className="rounded-xl bg-amber-50 p-3">
              <dt className="text-sm font-medium text-amber-900">{deadlineLabel}</dt>
              <dd className="text-lg font-bold text-stone-900">
                <time dateTime={deadline}>{formatDate(deadline, locale, "deadline")}</time>
              </dd>
            </div>
          )}
          {order.protection === "held" && (
            <div className="rounded-xl bg-brand-50 p-3">
              <dt className="text-sm font-medium text-brand-900">{t("total")}</dt>
              <dd className="text-lg font-bold text-stone-900">{t("heldAmount", { amount: formatPrice(order.total_amount, locale) })}</dd>
            </div>
          )}
        </dl>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        {isBuyer && order.seller_reply_within ? (
          <p className="text-sm text-stone-700">{tSellers(`trust.reply.${order.seller_reply_within}`)}</p>
        ) : (
          <span />
        )}
        <MessageOther order={order} />
      </div>
    </Card>
  );
}
