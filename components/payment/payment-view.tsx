"use client";
import { useTranslations } from "#i18n/texts";
import { useEffect, useState, type FormEvent } from "react";
import { ErrorRetry } from "@/components/ui/query-state";
import { AgreementPaymentNotice } from "@/components/agreements/agreement-payment-notice";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CartIcon } from "@/components/ui/icons/cart";
import { ShieldIcon } from "@/components/ui/icons/shield";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { PageSpinner } from "@/components/ui/page-spinner";
import { usePollInterval } from "@/components/live/live-status";
import { formatPrice } from "@/lib/format";
import { useErrorText } from "@/lib/api-client/use-error-text";
import type { TPaymentStatus } from "@/lib/payments/client";
import { paymentAmount } from "@/lib/payments/payment-screen";
import type { TPaymentScreen } from "@/lib/payments/payment-settings";
import { EmptyState } from "@/components/ui/empty-state";
import { PaymentPending, PaymentRefunding, RazorpayPayForm } from "./razorpay-pay-button";
import { paymentItems, usePaymentSubject } from "./use-payment-subject";
import { usePaymentSteps } from "./use-payment-steps";

/** How often a payment that the bank is still confirming is looked at again, while the live stream is down. */
const PENDING_POLL_MS = 5_000;

/**
 * The payment screen: the summary, then the provider's way to pay. With the mock provider (the demo and
 * the tests), an amount, the outcome to simulate and Pay now, which opens a payment and verifies it with
 * the chosen status. With Razorpay, Pay now opens its Checkout (./razorpay-pay-button.tsx). A verified
 * success is the completion step (./use-payment-steps.ts); a payment the bank is still confirming shows
 * as such, and the screen looks again until its orders are paid.
 */
export function PaymentView({ orderIds, screen = { provider: "mock" } }: { orderIds: string[]; screen?: TPaymentScreen }) {
  const t = useTranslations("Payment");
  const { errorText } = useErrorText();
  const subject = usePaymentSubject(orderIds);
  const [isPending, setIsPending] = useState(false);
  const [isRefunding, setIsRefunding] = useState(false);
  const poll = usePollInterval(PENDING_POLL_MS);
  const { refreshAll } = usePaymentSteps();
  const isWaiting = isPending && !subject.isAllPaid && poll !== false;

  // The live stream tells of the orders paid; without it, they are fetched again every few seconds.
  useEffect(() => {
    if (!isWaiting) return;
    const timer = setInterval(() => void refreshAll(), PENDING_POLL_MS);
    return () => clearInterval(timer);
  }, [isWaiting, refreshAll]);

  if (subject.query.isPending) return <PageSpinner label={t("loading")} />;

  const { lines, total, blockedNote } = subject;

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
      <h1 className="mb-5 text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{t("title")}</h1>
      <AgreementPaymentNotice orderIds={orderIds} />

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
      ) : isPending ? (
        <PaymentPending />
      ) : isRefunding ? (
        <PaymentRefunding onPayAgain={() => setIsRefunding(false)} />
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
                    <p className="font-medium wrap-anywhere text-stone-900">{line.name}</p>
                    <p className="text-sm text-stone-700">{t("quantity", { quantity: line.quantity })}</p>
                  </div>
                  <p className="shrink-0 font-semibold text-stone-900 tabular-nums">
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
            {screen.provider === "razorpay" ? (
              <RazorpayPayForm
                screen={screen}
                subject={subject}
                disabled={!!blockedNote}
                onPending={() => setIsPending(true)}
                onRefunding={() => setIsRefunding(true)}
              />
            ) : (
              <MockPayForm subject={subject} disabled={!!blockedNote} />
            )}
          </Card>

          <div role="note" className="flex gap-3 rounded-2xl bg-brand-50 p-4 text-sm text-stone-800">
            <ShieldIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <div className="space-y-1">
              <p>{t(screen.provider === "razorpay" ? "razorpayNote" : "mockNote")}</p>
              <p className="font-medium">{t("safetyNote")}</p>
            </div>
          </div>
        </div>
      )}
    </div>
  );
}

/** The mock provider's form: an amount (empty: the total), the outcome to simulate, Pay now. */
function MockPayForm({ subject, disabled }: { subject: ReturnType<typeof usePaymentSubject>; disabled: boolean }) {
  const t = useTranslations("Payment");
  const steps = usePaymentSteps();
  const [amount, setAmount] = useState("");
  const [status, setStatus] = useState<TPaymentStatus>("success");
  const [amountError, setAmountError] = useState<string>();
  const [isPaying, setIsPaying] = useState(false);
  const { lines, total } = subject;

  async function onPay(e: FormEvent) {
    e.preventDefault();
    const value = paymentAmount(amount, total);
    if (!Number.isFinite(value) || value <= 0) {
      setAmountError(t("invalidAmount"));
      steps.notifyError(t("invalidAmount"));
      return;
    }
    setAmountError(undefined);
    setIsPaying(true);
    try {
      const opened = await steps.open({ amount: value, orderIds: subject.orderIds, items: paymentItems(lines) }, setAmountError);
      if (!opened) return;
      const verified = await steps.record({ orderId: opened.order_id, status });
      if (verified === "success") await steps.succeeded(subject.orderIds);
      // Chosen Failed: only the message; the cart and its orders stay for another try.
      else if (verified !== null) steps.failed();
    } catch (err) {
      console.error("Payment failed", err);
      steps.notifyError(t("payFailed"));
    } finally {
      setIsPaying(false);
    }
  }

  return (
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
      <Select label={t("status")} name="payment_status" value={status} onChange={(e) => setStatus(e.target.value as TPaymentStatus)}>
        <option value="success">{t("statusSuccess")}</option>
        <option value="failed">{t("statusFailed")}</option>
      </Select>
      <Button type="submit" size="lg" className="w-full" isLoading={isPaying} disabled={disabled}>
        {t("payNow")}
      </Button>
    </form>
  );
}
