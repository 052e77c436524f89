"use client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { ErrorRetry } from "@/components/ui/query-state";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CartIcon, ShieldIcon } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { PageSpinner } from "@/components/ui/spinner";
import { useToast } from "@/components/ui/toast";
import { cartTotal, isCartItemAvailable } from "@/lib/cart/client";
import { cartKeys } from "@/lib/cart/keys";
import { useCart } from "@/components/cart/use-cart";
import { formatPrice } from "@/lib/format";
import { ApiError } from "@/lib/api-client/fetch";
import { useErrorText } from "@/lib/api-client/use-error-text";
import { useRouter } from "@/lib/i18n/navigation";
import { ordersApi, type TOrder } from "@/lib/orders/client";
import { orderKeys, transactionKeys } from "@/lib/orders/keys";
import { paymentsApi, type TPaymentStatus } from "@/lib/payments/client";
import { paymentAmount } from "@/lib/payments/payment-screen";
import { EmptyState } from "@/components/ui/empty-state";

/** One line of the summary: a checkout order, or a cart line when the screen was opened without orders. */
type TLine = { key: string; name: string; quantity: number; lineTotal: number };

const isPayable = (o: TOrder) => (o.status === "pending" || o.status === "accepted") && o.payment_status === "unpaid";

/**
 * What the payment is for. Checkout sends the buyer here with its order ids (`/payment?orders=…`): the
 * summary shows those orders, and the payment is bound to them. Opened without ids (or with none of the
 * buyer's), it shows the cart, and the server checks it out when Pay now is pressed.
 */
function usePaymentSubject(orderIds: string[]) {
  const cart = useCart();
  const orders = useQuery({ queryKey: orderKeys.list(), queryFn: ({ signal }) => ordersApi.list(signal), enabled: orderIds.length > 0 });
  const wanted = new Set(orderIds);
  const mine = (orders.data ?? []).filter((o) => wanted.has(o.id) && o.role === "buyer");
  if (orderIds.length > 0 && (orders.isPending || orders.isError || mine.length > 0)) {
    const payable = mine.filter(isPayable);
    return {
      query: orders,
      orderIds: mine.map((o) => o.id),
      lines: mine.map((o): TLine => ({ key: o.id, name: o.pet_name, quantity: o.quantity, lineTotal: o.total_amount })),
      total: payable.reduce((sum, o) => sum + o.total_amount, 0),
      isAllPaid: mine.length > 0 && mine.every((o) => o.payment_status === "paid"),
      blockedNote: mine.some((o) => !isPayable(o)) ? ("notPayableNote" as const) : null,
    };
  }
  const items = cart.data ?? [];
  return {
    query: cart,
    orderIds: undefined,
    lines: items.map((i): TLine => ({ key: i.pet_id, name: i.name, quantity: i.quantity, lineTotal: i.price * i.quantity })),
    total: cartTotal(items),
    isAllPaid: false,
    blockedNote: items.some((i) => !isCartItemAvailable(i)) ? ("unavailableNote" as const) : null,
  };
}

/**
 * The mock payment screen: the summary, an amount, the outcome to simulate, Pay now. Pay now creates a
 * payment order, then verifies it with the chosen status. A verified success is the completion step: the
 * server has marked the orders paid and taken them out of the cart; here the cart and orders are
 * re-fetched and the buyer lands on the dashboard with the success notice.
 */
export function PaymentView({ orderIds }: { orderIds: string[] }) {
  const t = useTranslations("Payment");
  const router = useRouter();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { errorText } = useErrorText();
  const subject = usePaymentSubject(orderIds);
  const [amount, setAmount] = useState("");
  const [status, setStatus] = useState<TPaymentStatus>("success");
  const [amountError, setAmountError] = useState<string>();
  const [isPaying, setIsPaying] = useState(false);

  if (subject.query.isPending) return <PageSpinner label={t("loading")} />;

  const { lines, total, blockedNote } = subject;
  const notifyError = (description: string) => toast({ title: t("errorTitle"), description, variant: "destructive" });
  const refreshAll = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: cartKeys.all }),
      queryClient.invalidateQueries({ queryKey: orderKeys.all }),
      queryClient.invalidateQueries({ queryKey: transactionKeys.all }),
    ]);

  async function onPay(e: FormEvent) {
    e.preventDefault();
    const value = paymentAmount(amount, total);
    if (!Number.isFinite(value) || value <= 0) {
      setAmountError(t("invalidAmount"));
      notifyError(t("invalidAmount"));
      return;
    }
    setAmountError(undefined);
    setIsPaying(true);
    try {
      let orderId: string;
      try {
        ({ orderId } = await paymentsApi.createOrder({
          amount: value,
          orderIds: subject.orderIds,
          items: lines.map((l) => ({
            pet_id: l.key,
            name: l.name,
            price: l.quantity ? l.lineTotal / l.quantity : l.lineTotal,
            quantity: l.quantity,
          })),
        }));
      } catch (err) {
        if (err instanceof ApiError && err.code !== "NETWORK") {
          if (err.code === "AMOUNT_MISMATCH" || err.code === "VALIDATION") setAmountError(errorText(err, { fallback: t("createFailed") }));
          // Paid meanwhile (another tab), or refused by the seller: show the orders as they are now.
          if (
            err.code === "ALREADY_PAID" ||
            err.code === "ORDER_NOT_PAYABLE" ||
            err.code === "CONFLICT" ||
            err.code === "CONCURRENT_CHANGE"
          )
            void refreshAll();
          return notifyError(errorText(err, { fallback: t("createFailed") }));
        }
        throw err;
      }
      let verified: string;
      try {
        ({ status: verified } = await paymentsApi.verify({ orderId, status }));
      } catch (err) {
        if (err instanceof ApiError && err.code !== "NETWORK") {
          void refreshAll();
          return notifyError(errorText(err, { fallback: t("verifyFailed"), byCode: { PAYMENT_NOT_FOUND: t("verifyFailed") } }));
        }
        throw err;
      }
      if (verified === "success") {
        await refreshAll();
        toast({ title: t("successTitle"), description: t("paidSuccess"), variant: "success" });
        router.push("/dashboard");
      } else {
        // Chosen Failed: only the message; the cart and its orders stay for another try.
        void queryClient.invalidateQueries({ queryKey: transactionKeys.all });
        toast({ description: t("paidFailed") });
      }
    } catch (err) {
      console.error("Payment failed", err);
      notifyError(t("payFailed"));
    } finally {
      setIsPaying(false);
    }
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
      <h1 className="mb-5 text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{t("title")}</h1>

      {subject.query.isError ? (
        <ErrorRetry
          message={errorText(subject.query.error, { fallback: t("fetchFailed") })}
          retryLabel={t("retry")}
          onRetry={() => void subject.query.refetch()}
        />
      ) : subject.isAllPaid ? (
        <EmptyState
          icon={<ShieldIcon className="size-10 text-brand-700" />}
          title={t("alreadyPaid")}
          hint={t("alreadyPaidHint")}
          href="/dashboard"
          action={t("viewOrders")}
        />
      ) : lines.length === 0 ? (
        <EmptyState
          icon={<CartIcon className="size-10 text-brand-700" />}
          title={t("empty")}
          hint={t("emptyHint")}
          href="/pets"
          action={t("browsePets")}
        />
      ) : (
        <div className="space-y-5">
          <Card className="p-5">
            <h2 className="mb-3 text-lg font-semibold text-stone-900">{t("summary")}</h2>
            <ul className="divide-y divide-stone-200">
              {lines.map((line) => (
                <li key={line.key} className="flex items-start justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <p className="font-medium text-stone-900">{line.name}</p>
                    <p className="text-sm text-stone-700">{t("quantity", { quantity: line.quantity })}</p>
                  </div>
                  <p className="font-semibold text-stone-900 tabular-nums">
                    <span className="sr-only">{t("lineTotal")}: </span>
                    {formatPrice(line.lineTotal)}
                  </p>
                </li>
              ))}
            </ul>
            {blockedNote && (
              <p role="note" className="mt-2 text-sm text-amber-900">
                {t(blockedNote)}
              </p>
            )}
            <div aria-live="polite" aria-atomic="true" className="mt-3 flex items-baseline justify-between border-t border-stone-300 pt-3">
              <span className="text-lg font-semibold text-stone-900">{t("total")}</span>
              <span className="text-2xl font-bold text-stone-900 tabular-nums">{formatPrice(total)}</span>
            </div>
          </Card>

          <Card className="p-5">
            <form method="post" onSubmit={onPay} noValidate className="space-y-4">
              <Input
                label={t("amount")}
                name="amount"
                inputMode="decimal"
                autoComplete="off"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                hint={t("amountHint", { total: formatPrice(total) })}
                error={amountError}
              />
              <Select
                label={t("status")}
                name="payment_status"
                value={status}
                onChange={(e) => setStatus(e.target.value as TPaymentStatus)}
              >
                <option value="success">{t("statusSuccess")}</option>
                <option value="failed">{t("statusFailed")}</option>
              </Select>
              <Button type="submit" size="lg" className="w-full" isLoading={isPaying} disabled={!!blockedNote}>
                {t("payNow")}
              </Button>
            </form>
          </Card>

          <div role="note" className="flex gap-3 rounded-2xl bg-brand-50 p-4 text-sm text-stone-800">
            <ShieldIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <div className="space-y-1">
              <p>{t("mockNote")}</p>
              <p className="font-medium">{t("safetyNote")}</p>
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
