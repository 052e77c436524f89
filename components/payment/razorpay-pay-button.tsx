"use client";
import { useLocale, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { ShieldIcon } from "@/components/ui/icons";
import { useToast } from "@/components/ui/toast";
import { formatPrice } from "@/lib/format";
import { Link } from "@/lib/i18n/navigation";
import type { TLocale } from "@/lib/i18n/routing";
import { checkoutOptions, loadCheckoutScript } from "@/lib/payments/checkout-script";
import type { TCheckoutResponse } from "@/lib/payments/client";
import type { TPaymentScreen } from "@/lib/payments/provider";
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
}: {
  screen: Extract<TPaymentScreen, { provider: "razorpay" }>;
  subject: ReturnType<typeof usePaymentSubject>;
  disabled: boolean;
  onPending: () => void;
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
      if (status === "success") return await steps.succeeded();
      if (status === "pending") {
        void steps.refreshAll();
        return onPending();
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
            void onPaid(opened.orderId, response);
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
    <div role="status" className="flex flex-col items-center gap-3 rounded-2xl border border-brand-200 bg-brand-50 px-6 py-10 text-center">
      <ShieldIcon className="size-10 text-brand-700" />
      <p className="text-lg font-semibold text-stone-900">{t("pendingTitle")}</p>
      <p className="text-stone-800">{t("pendingHint")}</p>
      <Link href="/dashboard" className={buttonClasses({ className: "mt-2" })}>
        {t("viewOrders")}
      </Link>
    </div>
  );
}
