"use client";
import { useQueryClient } from "@tanstack/react-query";
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
import { useCart } from "@/lib/cart/use-cart";
import { formatPrice } from "@/lib/format";
import { ApiError } from "@/lib/http/client";
import { useErrorText } from "@/lib/http/use-error-text";
import { useRouter } from "@/lib/i18n/navigation";
import { orderKeys, transactionKeys } from "@/lib/orders/keys";
import { paymentAmount, paymentsApi, type TPaymentStatus } from "@/lib/payments/client";
import { EmptyState } from "@/components/ui/empty-state";

/**
 * The mock payment screen (SPEC §2, §4): the cart summary, an amount, the outcome to simulate, Pay now.
 * Pay now creates a payment order, then verifies it with the chosen status. A verified success is the
 * completion step (PRODUCT.md): the server has marked the orders paid and cleared the cart; here the
 * cart and orders are re-fetched and the buyer lands on the dashboard with the success notice.
 */
export function PaymentView() {
  const t = useTranslations("Payment");
  const router = useRouter();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { errorText } = useErrorText();
  const cart = useCart();
  const [amount, setAmount] = useState("");
  const [status, setStatus] = useState<TPaymentStatus>("success");
  const [amountError, setAmountError] = useState<string>();
  const [isPaying, setIsPaying] = useState(false);

  if (cart.isPending) return <PageSpinner label={t("loading")} />;

  const items = (cart.data ?? []).filter(isCartItemAvailable);
  const total = cartTotal(items);
  const hasUnavailable = (cart.data ?? []).length > items.length;

  const notifyError = (description: string) => toast({ title: t("errorTitle"), description, variant: "destructive" });

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
    const byCode = { AMOUNT_MISMATCH: t("amountMismatch", { total: formatPrice(total) }) };
    try {
      let orderId: string;
      try {
        ({ orderId } = await paymentsApi.createOrder({
          amount: value,
          items: items.map((i) => ({ pet_id: i.pet_id, name: i.name, price: i.price, quantity: i.quantity })),
        }));
      } catch (err) {
        if (err instanceof ApiError && err.code !== "NETWORK") {
          if (err.code === "AMOUNT_MISMATCH" || err.code === "VALIDATION") setAmountError(errorText(err, { fallback: t("createFailed"), byCode }));
          return notifyError(errorText(err, { fallback: t("createFailed"), byCode }));
        }
        throw err;
      }
      let verified: string;
      try {
        ({ status: verified } = await paymentsApi.verify({ orderId, status }));
      } catch (err) {
        if (err instanceof ApiError && err.code !== "NETWORK") return notifyError(errorText(err, { fallback: t("verifyFailed"), byCode: { NOT_FOUND: t("verifyFailed") } }));
        throw err;
      }
      if (verified === "success") {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: cartKeys.all }),
          queryClient.invalidateQueries({ queryKey: orderKeys.all }),
          queryClient.invalidateQueries({ queryKey: transactionKeys.all }),
        ]);
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

      {cart.isError ? (
        <ErrorRetry message={errorText(cart.error, { fallback: t("fetchFailed") })} retryLabel={t("retry")} onRetry={() => void cart.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState icon={<CartIcon className="size-10 text-brand-700" />} title={t("empty")} hint={t("emptyHint")} href="/pets" action={t("browsePets")} />
      ) : (
        <div className="space-y-5">
          <Card className="p-5">
            <h2 className="mb-3 text-lg font-semibold text-stone-900">{t("summary")}</h2>
            <ul className="divide-y divide-stone-200">
              {items.map((item) => (
                <li key={item.pet_id} className="flex items-start justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <p className="font-medium text-stone-900">{item.name}</p>
                    <p className="text-sm text-stone-700">{t("quantity", { quantity: item.quantity })}</p>
                  </div>
                  <p className="font-semibold text-stone-900 tabular-nums">
                    <span className="sr-only">{t("lineTotal")}: </span>
                    {formatPrice(item.price * item.quantity)}
                  </p>
                </li>
              ))}
            </ul>
            {hasUnavailable && <p className="mt-2 text-sm text-amber-900">{t("unavailableNote")}</p>}
            <div aria-live="polite" aria-atomic="true" className="mt-3 flex items-baseline justify-between border-t border-stone-300 pt-3">
              <span className="text-lg font-semibold text-stone-900">{t("total")}</span>
              <span className="text-2xl font-bold text-stone-900 tabular-nums">{formatPrice(total)}</span>
            </div>
          </Card>

          <Card className="p-5">
            <form onSubmit={onPay} noValidate className="space-y-4">
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
              <Select label={t("status")} name="payment_status" value={status} onChange={(e) => setStatus(e.target.value as TPaymentStatus)}>
                <option value="success">{t("statusSuccess")}</option>
                <option value="failed">{t("statusFailed")}</option>
              </Select>
              <Button type="submit" size="lg" className="w-full" isLoading={isPaying}>
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
