"use client";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "#i18n/texts";
import { useCallback } from "react";
import { useToast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client/fetch";
import { useErrorText } from "@/lib/api-client/use-error-text";
import { cartKeys } from "@/lib/cart/keys";
import { useRouter } from "@/lib/i18n/navigation";
import { orderKeys, transactionKeys } from "@/lib/orders/keys";
import { paymentsApi } from "@/lib/payments/client";

// The steps that the mock provider's payment screen and Razorpay's share: opening the payment, recording
// its outcome, and what each outcome leads to. A refusal from the server is told to the buyer here and
// answered as null; a network failure is thrown, for the screen's own "try again".

/** The steps of a payment, with the buyer's notices. Texts: namespace Payment. */
export function usePaymentSteps() {
  const t = useTranslations("Payment");
  const router = useRouter();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { errorText } = useErrorText();

  const notifyError = (description: string) => toast({ title: t("errorTitle"), description, variant: "destructive" });
  const refreshAll = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cartKeys.all }),
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: transactionKeys.all }),
      ]),
    [queryClient],
  );

  return {
    notifyError,
    refreshAll,

    /** Opens the payment (create-order); null when refused. A refused amount's text also goes to `onAmountError`. */
    async open(input: Parameters<typeof paymentsApi.createOrder>[0], onAmountError?: (text: string) => void) {
      try {
        return await paymentsApi.createOrder(input);
      } catch (err) {
        if (!(err instanceof ApiError) || err.code === "NETWORK") throw err;
        if (err.code === "AMOUNT_MISMATCH" || err.code === "VALIDATION") onAmountError?.(errorText(err, { fallback: t("createFailed") }));
        // Paid meanwhile (another tab), or refused by the seller: show the orders as they are now.
        if (err.code === "ALREADY_PAID" || err.code === "ORDER_NOT_PAYABLE" || err.code === "CONFLICT" || err.code === "CONCURRENT_CHANGE")
          void refreshAll();
        notifyError(errorText(err, { fallback: t("createFailed") }));
        return null;
      }
    },

    /** Records the payment's outcome (verify): success, failed or pending; null when refused. */
    async record(input: Parameters<typeof paymentsApi.verify>[0]) {
      try {
        return (await paymentsApi.verify(input)).status;
      } catch (err) {
        if (!(err instanceof ApiError) || err.code === "NETWORK") throw err;
        void refreshAll();
        notifyError(errorText(err, { fallback: t("verifyFailed"), byCode: { PAYMENT_NOT_FOUND: t("verifyFailed") } }));
        return null;
      }
    },

    /**
     * The completion step of a verified success: the server has marked the orders paid and taken them out
     * of the cart; here the cart and orders are fetched again and the buyer lands where the paid orders
     * are followed: one order's own page (its protection, what happens next), or the dashboard's order
     * list showing just these orders (`?paid=`); the dashboard when the payment was for the cart.
     */
    async succeeded(orderIds?: string[]) {
      await refreshAll();
      toast({ title: t("successTitle"), description: t("paidSuccess"), variant: "success" });
      if (orderIds?.length === 1) router.push(`/orders/${orderIds[0]}`);
      else if (orderIds?.length) router.push({ pathname: "/dashboard", query: { paid: orderIds.join(",") } });
      else router.push("/dashboard");
    },

    /** A failed payment: only the notice; the cart and its orders stay for another try. */
    failed() {
      void queryClient.invalidateQueries({ queryKey: transactionKeys.all });
      toast({ description: t("paidFailed") });
    },
  };
}
