"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "#i18n/texts";
import { useState } from "react";
import { useSearchParams } from "next/navigation";
import { formatDate, formatPrice } from "@/lib/format";
import { ApiError } from "@/lib/api-client/fetch";
import { useErrorText } from "@/lib/api-client/use-error-text";
import { Link } from "@/lib/i18n/navigation";
import { ordersApi, type TOrder } from "@/lib/orders/client";
import { parseOrderIds } from "@/lib/payments/payment-screen";
import { earningsKeys } from "@/lib/ledger/keys";
import { orderKeys, transactionKeys } from "@/lib/orders/keys";
import { petKeys } from "@/lib/pets/keys";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Dialog } from "@/components/ui/dialog";
import { useToast } from "@/components/ui/toast";
import { OrderStatusBadge, PaymentStatusBadge, ProtectionBadge } from "./order-badges";
import { ErrorRetry, LoadingStatus } from "@/components/ui/query-state";
import { PetRowSummary } from "@/components/listings/pet-row";
import { RateSeller } from "@/components/reviews/rate-seller";
import { usePersonName } from "@/components/foundation/person-name";
import { goToPayouts, isLinkedAccountRequired } from "@/components/sellers/seller-payouts";

/** My orders as buyer and as seller, shared by the stat card and the history. */
export function useOrders() {
  return useQuery({ queryKey: orderKeys.list(), queryFn: ({ signal }) => ordersApi.list(signal) });
}

/**
 * Order history on the dashboard: two lists, orders I placed and orders for my pets (only the first for
 * someone who sells nothing: `asSeller` false). After paying for several orders at once the buyer lands
 * here with `?paid=a,b`: only those are shown, with a way back to all.
 */
export function OrderHistory({ asSeller: showSales = true }: { asSeller?: boolean }) {
  const t = useTranslations("Orders");
  const { errorText } = useErrorText();
  const query = useOrders();
  const paidIds = parseOrderIds(useSearchParams().get("paid") ?? undefined);
  const all = query.data ?? [];
  const justPaid = all.filter((o) => paidIds.includes(o.id));
  const orders = justPaid.length > 0 ? justPaid : all;
  const asBuyer = orders.filter((o) => o.role === "buyer");
  const asSeller = orders.filter((o) => o.role === "seller");

  return (
    <section aria-labelledby="order-history-title" className="space-y-4">
      <h2 id="order-history-title" className="text-lg font-bold text-stone-900">
        {t("title")}
      </h2>
      {query.isPending ? (
        <LoadingStatus label={t("loading")} />
      ) : query.isError ? (
        <ErrorRetry
          message={
            query.error instanceof ApiError && query.error.code === "INVALID_ORDERS"
              ? t("invalidData")
              : errorText(query.error, { fallback: t("fetchFailed") })
          }
          retryLabel={t("retry")}
          onRetry={() => query.refetch()}
        />
      ) : (
        <>
          {justPaid.length > 0 && (
            <p role="status" className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-brand-50 p-3 text-sm text-stone-800">
              <span>{t("justPaid", { count: justPaid.length })}</span>
              <Link href="/dashboard" className="font-semibold text-brand-800 underline underline-offset-2">
                {t("showAll")}
              </Link>
            </p>
          )}
          <div className={showSales ? "grid grid-cols-1 gap-6 lg:grid-cols-2" : "grid grid-cols-1 gap-6"}>
            <OrderList id="orders-as-buyer" title={t("asBuyer")} empty={t("emptyBuyer")} orders={asBuyer} />
            {showSales && <OrderList id="orders-as-seller" title={t("asSeller")} empty={t("emptySeller")} orders={asSeller} />}
          </div>
        </>
      )}
    </section>
  );
}

function OrderList({ id, title, empty, orders }: { id: string; title: string; empty: string; orders: TOrder[] }) {
  return (
    <section aria-labelledby={id} className="min-w-0 space-y-3">
      {/* Linked from the dashboard's banner and shortcuts: clear of the sticky header when scrolled to. */}
      <h3 id={id} className="scroll-mt-28 font-semibold text-stone-800">
        {title} <span className="font-normal text-stone-600">({orders.length})</span>
      </h3>
      {orders.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 bg-white p-4 text-sm text-stone-700">{empty}</p>
      ) : (
        <ul className="space-y-3">
          {orders.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </ul>
      )}
    </section>
  );
}

type TOrderAction = "accept" | "reject" | "cancel";

function OrderRow({ order }: { order: TOrder }) {
  const t = useTranslations("Orders");
  const personName = usePersonName();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { errorText } = useErrorText();
  const isSeller = order.role === "seller";
  const isPending = order.status === "pending";
  // Every decision is final (accepting sells the pet, rejecting or cancelling may refund a payment), so
  // each one is confirmed in a dialog first.
  const [confirming, setConfirming] = useState<TOrderAction | null>(null);
  // Accepting part of a litter leaves the rest on sale; accepting the last ones sells the listing.
  const left = order.pet_available - order.quantity;
  const confirmText = (action: TOrderAction) =>
    action === "accept" && left > 0
      ? t("acceptConfirmTextSome", { pet: order.pet_name, quantity: order.quantity, left })
      : t(`${action}ConfirmText`, { pet: order.pet_name });

  const act = useMutation({
    mutationFn: (action: TOrderAction) => ordersApi[action](order.id),
    onSuccess: (_answer, action) =>
      toast({ description: t(action === "accept" ? "accepted" : action === "reject" ? "rejected" : "cancelled"), variant: "success" }),
    onError: (e, action) => {
      toast({ description: errorText(e, { fallback: t(`${action}Failed`) }), variant: "destructive" });
      // A paid order waits for a bank account Razorpay Route can pay: the seller is taken to Payouts to link one.
      if (isLinkedAccountRequired(e)) goToPayouts();
    },
    // Accepting sells the pet and rejects its other orders (and a paid order earns); rejecting or
    // cancelling a paid order refunds it.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: petKeys.all }),
        queryClient.invalidateQueries({ queryKey: transactionKeys.all }),
        queryClient.invalidateQueries({ queryKey: earningsKeys.all }),
      ]),
  });

  const image = order.images?.[0];
  const date = formatDate(order.created_at, locale, "medium");
  return (
    <li>
      <Card className="flex flex-col gap-3 p-3 sm:p-4">
        <PetRowSummary
          petId={order.pet_id}
          name={order.pet_name}
          photo={image}
          photoAlt={t("photoAlt", { name: order.pet_name })}
          size="sm"
          as="h4"
          beside={
            <p className="ml-auto pl-1 font-bold text-brand-800">
              <span className="sr-only">{t("total", { amount: "" })}</span>
              {formatPrice(order.total_amount, locale)}
            </p>
          }
        >
          <p className="text-sm wrap-anywhere text-stone-700">
            {isSeller ? t("buyer", { name: personName(order.buyer_name) }) : t("seller", { name: personName(order.seller_name) })}
          </p>
          <p className="text-sm text-stone-700">
            {t("quantity", { count: order.quantity })}
            {date && <span aria-hidden="true"> · </span>}
            {date && <span>{t("placedOn", { date })}</span>}
          </p>
          <div className="flex flex-wrap gap-2 pt-1">
            <OrderStatusBadge status={order.status} />
            <PaymentStatusBadge status={order.payment_status} />
            <ProtectionBadge state={order.protection} />
          </div>
          {/* The seller sees the buyer's money waiting for them, but not theirs yet. */}
          {isSeller && order.protection === "held" && (
            <p className="text-sm font-medium text-brand-900">{t("heldForYou", { amount: formatPrice(order.total_amount, locale) })}</p>
          )}
        </PetRowSummary>
        <div className="flex flex-wrap justify-end gap-2">
          <Link
            href={`/orders/${order.id}`}
            className={buttonClasses({ variant: isPending ? "ghost" : "outline", size: "sm", className: "min-h-11" })}
            aria-label={t("openOrderLabel", { pet: order.pet_name })}
          >
            {t("openOrder")}
          </Link>
          {isPending && (
            <>
              {isSeller ? (
                <>
                  <Button
                    variant="outline"
                    size="sm"
                    className="min-h-11 text-red-700!"
                    onClick={() => setConfirming("reject")}
                    disabled={act.isPending}
                    isLoading={act.isPending && act.variables === "reject"}
                    aria-label={t("rejectLabel", { pet: order.pet_name })}
                  >
                    {t("reject")}
                  </Button>
                  <Button
                    size="sm"
                    className="min-h-11"
                    onClick={() => setConfirming("accept")}
                    disabled={act.isPending}
                    isLoading={act.isPending && act.variables === "accept"}
                    aria-label={t("acceptLabel", { pet: order.pet_name })}
                  >
                    {t("accept")}
                  </Button>
                </>
              ) : (
                <Button
                  variant="outline"
                  size="sm"
                  className="min-h-11 text-red-700!"
                  onClick={() => setConfirming("cancel")}
                  isLoading={act.isPending}
                  aria-label={t("cancelLabel", { pet: order.pet_name })}
                >
                  {t("cancel")}
                </Button>
              )}
            </>
          )}
        </div>
        {/* A completed purchase: the buyer rates the seller (and may change it for 14 days). */}
        {!isSeller && ["handed_over", "disputed", "released"].includes(order.protection) && order.payment_status === "paid" && (
          <RateSeller order={order} />
        )}
        <Dialog
          open={confirming !== null}
          onClose={() => setConfirming(null)}
          title={confirming ? t(`${confirming}ConfirmTitle`, { pet: order.pet_name }) : ""}
          description={confirming ? confirmText(confirming) : undefined}
        >
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setConfirming(null)}>
              {t("confirmBack")}
            </Button>
            <Button
              variant={confirming === "accept" ? "primary" : "destructive"}
              onClick={() => {
                if (confirming) act.mutate(confirming);
                setConfirming(null);
              }}
            >
              {confirming && t(`${confirming}Label`, { pet: order.pet_name })}
            </Button>
          </div>
        </Dialog>
      </Card>
    </li>
  );
}
