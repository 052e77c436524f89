"use client";
import { useLocale, useTranslations } from "#i18n/texts";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ShieldIcon } from "@/components/ui/icons/shield";
import { useToast } from "@/components/ui/toast";
import { formatPrice } from "@/lib/format";
import type { TLocale } from "@/lib/i18n/routing";
import { checkoutOptions, loadCheckoutScript } from "@/lib/payments/checkout-script";
import type { TCheckoutResponse } from "@/lib/payments/client";
import type { TPaymentScreen } from "@/lib/payments/payment-settings";
import { paymentItems, type usePaymentSubject } from "./use-payment-subject";
import { usePaymentSteps } from "./use-payment-steps";

/**
 * Razorpay's way to pay: Pay now opens the payment (create-order, which makes Razorpay's order), loads
 * Checkout's script the first time, and opens Checkout on that order. Checkout takes the money (UPI,
 * cards, netbanking) and lets the buyer retry a failed attempt itself; what it hands back when a payment
 * goes through is verified by the server, which counts it only once Razorpay confirms it. Closing
 * Checkout leaves the payment open: Pay now opens it again on the same order.
 */
export function RazorpayPayForm({
  screen,
  subject,
  disabled,
  onPending,
  onRefunding,
}: {
  screen: Extract<TPaymentScreen, { provider: "razorpay" }>;
  subject: ReturnType<typeof usePaymentSubject>;
  disabled: boolean;
  onPending: () => void;
  /** The money went through for a payment that had been closed meanwhile: it is being refunded. */
  onRefunding: () => void;
}) {
  const t = useTranslations("Payment");
  const locale = useLocale() as TLocale;
  const { toast } = useToast();
  const steps = usePaymentSteps();
  const [isPaying, setIsPaying] = useState(false);

  /** What Checkout handed back for a payment that went through: the server decides what it is. */
  async function onPaid(orderId: string, response: TCheckoutResponse) {
    try {
      const status = await steps.record({ orderId, status: "success", checkout: response });
      if (status === "success") return await steps.succeeded(subject.orderIds);
      if (status === "pending") {
        void steps.refreshAll();
        return onPending();
      }
      if (status === "refunding") {
        void steps.refreshAll();
        return onRefunding();
      }
      if (status !== null) steps.failed();
    } catch (err) {
      console.error("Payment failed", err);
      steps.notifyError(t("payFailed"));
    }
    setIsPaying(false);
  }

  async function onPay(e: FormEvent) {
    e.preventDefault();
    setIsPaying(true);
    // Once Checkout is open, it ends the wait itself: by handing back a payment, or by being closed.
    let isOpen = false;
    try {
      const opened = await steps.open({ amount: subject.total, orderIds: subject.orderIds, items: paymentItems(subject.lines) });
      if (!opened) return;
      // Opened through another provider (the server's changed since this page loaded): nothing to open here.
      if (!opened.checkout) return steps.notifyError(t("createFailed"));
      let Checkout;
      try {
        Checkout = await loadCheckoutScript(screen.scriptUrl);
      } catch (err) {
        console.error("Checkout did not load", err);
        return steps.notifyError(t("checkoutLoadFailed"));
      }
      let handedBack = false;
      const checkout = new Checkout(
        checkoutOptions({
          opening: opened.checkout,
          locale,
          description: t("checkoutDescription"),
          prefill: screen.prefill,
          onPaid: (response) => {
            handedBack = true;
            void onPaid(opened.order_id, response);
          },
          onDismiss: () => {
            if (handedBack) return;
            setIsPaying(false);
            toast({ description: t("checkoutClosed") });
          },
        }),
      );
      checkout.open();
      isOpen = true;
    } catch (err) {
      console.error("Payment failed", err);
      steps.notifyError(t("payFailed"));
    } finally {
      if (!isOpen) setIsPaying(false);
    }
  }

  return (
    <form method="post" onSubmit={onPay} noValidate className="space-y-4">
      <p className="text-stone-800">{t("razorpayHint", { total: formatPrice(subject.total) })}</p>
      <Button type="submit" size="lg" className="w-full" isLoading={isPaying} disabled={disabled}>
        {t("payNow")}
      </Button>
    </form>
  );
}

/** A payment that went through at Checkout but that the bank has not confirmed yet (Razorpay: authorized, not captured). */
export function PaymentPending() {
  const t = useTranslations("Payment");
  return (
    <div role="status">
      <EmptyState
        icon={<ShieldIcon className="size-10 text-brand-700" />}
        title={t("pendingTitle")}
        hint={t("pendingHint")}
        href="/dashboard"
        action={t("viewOrders")}
      />
    </div>
  );
}

/**
 * Razorpay took the money for a payment that had been closed meanwhile (its total changed, or it was
 * closed while Checkout was open): it pays for nothing and is being refunded, so the buyer is told that
 * and asked to open the payment again rather than shown an error.
 */
export function PaymentRefunding({ onPayAgain }: { onPayAgain: () => void }) {
  const t = useTranslations("Payment");
  return (
    <div role="status" className="space-y-4">
      <EmptyState
        icon={<ShieldIcon className="size-10 text-brand-700" />}
        title={t("refundingTitle")}
        hint={t("refundingHint")}
        href="/dashboard"
        action={t("viewOrders")}
      />
      <div className="flex justify-center">
        <Button variant="outline" onClick={onPayAgain}>
          {t("refundingPayAgain")}
        </Button>
      </div>
    </div>
  );
}
