"use client";
import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "#i18n/texts";
import { usePersonName } from "@/components/foundation/person-name";
import { usePollInterval } from "@/components/live/live-status";
import { PetThumbnail } from "@/components/listings/pet-thumbnail";
import { ChevronLeftIcon } from "@/components/ui/icons/chevron-left";
import { ErrorRetry } from "@/components/ui/query-state";
import { useErrorText } from "@/lib/api-client/use-error-text";
import { formatDate, formatPrice } from "@/lib/format";
import { Link } from "@/lib/i18n/navigation";
import { ordersApi, type TOrderDetail } from "@/lib/orders/client";
import { orderKeys } from "@/lib/orders/keys";
import type { TProtectionSettings } from "@/lib/orders/settings";
import { DisputeForm, StatementForm } from "./dispute-forms";
import { HandoverCode, HandoverEntry } from "./handover";
import { OrderActions } from "./order-actions";
import { OrderStatusBadge, PaymentStatusBadge, ProtectionBadge } from "./order-badges";
import { OrderDispute } from "./order-dispute";
import { OrderNextStep } from "./order-next-step";
import { OrderTimeline } from "./order-timeline";
import { ProtectionExplainer } from "./protection-explainer";

/** How often the order is read again while the live stream is down (its events refresh it otherwise: components/live). */
const POLL_MS = 30_000;

/**
 * One order for its buyer or its seller (/orders/{id}): what happens next, the handover (the buyer's
 * code, the seller's entry), what each can do now, the dispute, the timeline and how the payment is
 * protected. The page hands over the order as the server read it; the order.* live events refresh it.
 */
export function OrderPage({ initial, settings }: { initial: TOrderDetail; settings: TProtectionSettings }) {
  const t = useTranslations("OrderPage");
  const locale = useLocale();
  const personName = usePersonName();
  const { errorText } = useErrorText();
  const query = useQuery({
    queryKey: orderKeys.detail(initial.id),
    queryFn: ({ signal }) => ordersApi.get(initial.id, signal),
    initialData: initial,
    refetchInterval: usePollInterval(POLL_MS),
  });
  const order = query.data;
  const isBuyer = order.role === "buyer";
  const isHeld = order.protection === "held";
  const isBeforeHandover = ["unpaid", "awaiting_payment", "awaiting_seller", "held"].includes(order.protection);
  const date = formatDate(order.created_at, locale, "medium");

  return (
    <div className="mx-auto w-full max-w-5xl space-y-5 px-4 py-6 wrap-anywhere sm:px-6 sm:py-10">
      <Link href="/dashboard" className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-800 hover:underline">
        <ChevronLeftIcon />
        {t("back")}
      </Link>

      <header className="flex gap-3 sm:gap-4">
        <PetThumbnail src={order.images[0]} alt="" px={80} className="size-20 shrink-0" />
        <div className="min-w-0 flex-1 space-y-1">
          <h1 className="text-xl font-bold tracking-tight wrap-anywhere text-stone-900 sm:text-3xl">
            <Link href={`/pets/${order.pet_id}`} className="hover:text-brand-800 hover:underline">
              {t("title", { pet: order.pet_name })}
            </Link>
          </h1>
          <p className="text-sm wrap-anywhere text-stone-700">
            {isBuyer ? t("youBuy", { name: personName(order.seller_name) }) : t("youSell", { name: personName(order.buyer_name) })}
          </p>
          <p className="text-sm text-stone-700">
            <span className="font-bold text-stone-900">{formatPrice(order.total_amount, locale)}</span>
            <span aria-hidden="true"> · </span>
            {date}
          </p>
          <div className="flex flex-wrap gap-2 pt-1">
            <OrderStatusBadge status={order.status} />
            <PaymentStatusBadge status={order.payment_status} />
            <ProtectionBadge state={order.protection} />
          </div>
        </div>
      </header>

      {query.isError && (
        <ErrorRetry
          message={errorText(query.error, { fallback: t("loadFailed") })}
          retryLabel={t("retry")}
          onRetry={() => query.refetch()}
        />
      )}

      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="min-w-0 space-y-5">
          {/* What the reader does at the meeting comes first: the buyer's code, the seller's entry. */}
          {isHeld &&
            (isBuyer ? <HandoverCode order={order} protectionHours={settings.protectionHours} /> : <HandoverEntry order={order} />)}
          <OrderNextStep order={order} />
          <OrderActions order={order} />
          {order.dispute && <OrderDispute dispute={order.dispute} />}
          {order.can.add_statement && <StatementForm order={order} />}
          {order.can.dispute && <DisputeForm order={order} />}
        </div>
        <aside className="min-w-0 space-y-5">
          <OrderTimeline order={order} />
          <ProtectionExplainer settings={settings} isOpen={isBuyer && isBeforeHandover} />
        </aside>
      </div>
    </div>
  );
}
