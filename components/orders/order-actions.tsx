"use client";
import { useMutation } from "@tanstack/react-query";
import { useLocale, useTranslations } from "#i18n/texts";
import { useState } from "react";
import { useErrorText } from "@/lib/api-client/use-error-text";
import { formatPrice } from "@/lib/format";
import { Link } from "@/lib/i18n/navigation";
import { ordersApi, type TOrderDetail } from "@/lib/orders/client";
import { paymentHref } from "@/lib/payments/payment-screen";
import { Button, buttonClasses } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { DialogActions } from "@/components/ui/dialog-actions";
import { MessageIcon } from "@/components/ui/icons/message";
import { useToast } from "@/components/ui/toast";
import { useOrderRefresh } from "./use-order-refresh";

type TAction = "accept" | "reject" | "cancel";
type TConfirm = {
  action: TAction;
  title: string;
  text: string;
  label: string;
  variant: "primary" | "destructive";
  done: string;
  failed: string;
};

/** "Message seller" / "Message buyer": the chat with the other person, about this pet. */
export function MessageOther({ order }: { order: TOrderDetail }) {
  const t = useTranslations("OrderPage");
  const isBuyer = order.role === "buyer";
  return (
    <Link
      href={{ pathname: "/messages", query: { receiverId: isBuyer ? order.seller_id : order.buyer_id, petId: order.pet_id } }}
      className={buttonClasses({ variant: "outline", className: "w-full sm:w-auto" })}
    >
      <MessageIcon />
      {t(isBuyer ? "messageSeller" : "messageBuyer")}
    </Link>
  );
}

/**
 * What the reader can do to the order now, besides the handover: pay; as the seller of a pending order,
 * accept or reject; as its buyer, cancel; before the handover, call it off (a full refund). Each
 * decision is final, so each is confirmed in a dialog first.
 */
export function OrderActions({ order }: { order: TOrderDetail }) {
  const t = useTranslations("OrderPage");
  const tOrders = useTranslations("Orders");
  const locale = useLocale();
  const { toast } = useToast();
  const { errorText } = useErrorText();
  const refresh = useOrderRefresh();
  const [confirming, setConfirming] = useState<TConfirm | null>(null);
  const amount = formatPrice(order.total_amount, locale);
  const pet = order.pet_name;
  const isBuyer = order.role === "buyer";
  const isPending = order.status === "pending";
  const isPaid = order.protection === "held";

  const act = useMutation({
    mutationFn: (c: TConfirm) => ordersApi[c.action](order.id),
    onSuccess: (_answer, c) => toast({ description: c.done, variant: "success" }),
    onError: (e, c) => toast({ description: errorText(e, { fallback: c.failed }), variant: "destructive" }),
    onSettled: () => {
      setConfirming(null);
      return refresh();
    },
  });

  const choices: (TConfirm & { button: string; buttonVariant: "primary" | "outline" })[] = [];
  if (isPending && !isBuyer) {
    const left = order.pet_available - order.quantity;
    choices.push(
      {
        action: "reject",
        button: tOrders("reject"),
        buttonVariant: "outline",
        title: tOrders("rejectConfirmTitle", { pet }),
        text: tOrders("rejectConfirmText", { pet }),
        label: tOrders("rejectLabel", { pet }),
        variant: "destructive",
        done: tOrders("rejected"),
        failed: tOrders("rejectFailed"),
      },
      {
        action: "accept",
        button: tOrders("accept"),
        buttonVariant: "primary",
        title: tOrders("acceptConfirmTitle", { pet }),
        text: left > 0 ? tOrders("acceptConfirmTextSome", { pet, quantity: order.quantity, left }) : tOrders("acceptConfirmText", { pet }),
        label: tOrders("acceptLabel", { pet }),
        variant: "primary",
        done: tOrders("accepted"),
        failed: tOrders("acceptFailed"),
      },
    );
  } else if (isPending) {
    choices.push({
      action: "cancel",
      button: tOrders("cancel"),
      buttonVariant: "outline",
      title: tOrders("cancelConfirmTitle", { pet }),
      text: tOrders("cancelConfirmText", { pet }),
      label: tOrders("cancelLabel", { pet }),
      variant: "destructive",
      done: tOrders("cancelled"),
      failed: tOrders("cancelFailed"),
    });
  } else if (order.can.call_off) {
    const button = isBuyer ? t(isPaid ? "callOffBuyer" : "callOffBuyerUnpaid") : t(isPaid ? "callOffSeller" : "callOffSellerUnpaid");
    choices.push({
      action: isBuyer ? "cancel" : "reject",
      button,
      buttonVariant: "outline",
      title: t(isBuyer ? "callOffBuyerTitle" : "callOffSellerTitle"),
      text: isBuyer
        ? isPaid
          ? t("callOffBuyerText", { amount, pet })
          : t("callOffBuyerUnpaidText", { pet })
        : isPaid
          ? t("callOffSellerText", { amount, pet })
          : t("callOffSellerUnpaidText", { pet }),
      label: t("callOffConfirm"),
      variant: "destructive",
      done: t("calledOff"),
      failed: t("callOffFailed"),
    });
  }

  if (!order.can.pay && choices.length === 0) return null;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-end">
      {order.can.pay && (
        <Link href={paymentHref([order.id])} className={buttonClasses({ size: "lg", className: "w-full sm:w-auto" })}>
          {t("payNow", { amount })}
        </Link>
      )}
      {choices.map((c) => (
        <Button
          key={c.action}
          variant={c.buttonVariant}
          size="lg"
          className={c.variant === "destructive" ? "w-full py-2.5 text-red-700! sm:w-auto" : "w-full py-2.5 sm:w-auto"}
          onClick={() => setConfirming(c)}
          isLoading={act.isPending && act.variables?.action === c.action}
          disabled={act.isPending}
          aria-haspopup="dialog"
        >
          {c.button}
        </Button>
      ))}
      <Dialog open={confirming !== null} onClose={() => setConfirming(null)} title={confirming?.title ?? ""} description={confirming?.text}>
        {confirming && (
          <DialogActions
            cancelLabel={t("back2")}
            onCancel={() => setConfirming(null)}
            confirmLabel={confirming.label}
            onConfirm={() => act.mutate(confirming)}
            variant={confirming.variant}
            isPending={act.isPending}
          />
        )}
      </Dialog>
    </div>
  );
}
