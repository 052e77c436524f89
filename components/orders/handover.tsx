"use client";
import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "#i18n/texts";
import { useId, useState, type FormEvent } from "react";
import { ApiError } from "@/lib/api-client/fetch";
import { useErrorText } from "@/lib/api-client/use-error-text";
import { ordersApi, type TOrderDetail } from "@/lib/orders/client";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Dialog } from "@/components/ui/dialog";
import { DialogActions } from "@/components/ui/dialog-actions";
import { Input } from "@/components/ui/input";
import { useToast } from "@/components/ui/toast";
import { useOrderRefresh } from "./use-order-refresh";

// The handover, the one moment the buyer's money depends on: the buyer holds a six-digit code, like a
// delivery OTP, and shows it only with the pet in their hands; the seller types it in. Either the code or
// the buyer's own "I have the pet" completes it (lib/orders/protection.ts).

const CODE = /^[0-9]{6}$/;

/** The buyer's code, large and spaced for reading aloud at a meeting, with "I have the pet". */
export function HandoverCode({ order, protectionHours }: { order: TOrderDetail; protectionHours: number }) {
  const t = useTranslations("OrderPage");
  const code = order.handover_code;
  const isLocked = order.handover_tries_left === 0;
  return (
    <Card className="space-y-4 border-brand-300 p-5 sm:p-6">
      {code && (
        <div className="space-y-2 text-center">
          <h2 className="text-base font-bold text-stone-900">{t("codeTitle")}</h2>
          <p className="font-mono text-5xl font-bold tracking-[0.2em] text-brand-900 tabular-nums sm:text-6xl">
            <span aria-hidden="true">
              {code.slice(0, 3)}
              <span className="inline-block w-3" />
              {code.slice(3)}
            </span>
            <span className="sr-only">{t("codeLabel", { digits: code.split("").join(" ") })}</span>
          </p>
          <p className="font-semibold text-stone-900">{t("codeWhen")}</p>
          <p className="text-sm text-stone-700">{t("codeNever")}</p>
        </div>
      )}
      {isLocked && (
        <p role="note" className="rounded-xl bg-amber-50 p-3 text-sm font-medium text-amber-900">
          {t("codeLocked")}
        </p>
      )}
      {order.can.confirm_handover && <ConfirmHandover order={order} protectionHours={protectionHours} />}
    </Card>
  );
}

function ConfirmHandover({ order, protectionHours }: { order: TOrderDetail; protectionHours: number }) {
  const t = useTranslations("OrderPage");
  const { toast } = useToast();
  const { errorText } = useErrorText();
  const refresh = useOrderRefresh();
  const [isOpen, setIsOpen] = useState(false);
  const confirm = useMutation({
    mutationFn: () => ordersApi.confirmHandover(order.id),
    onSuccess: () => toast({ description: t("confirmed"), variant: "success" }),
    onError: (e) => toast({ description: errorText(e, { fallback: t("confirmFailed") }), variant: "destructive" }),
    onSettled: () => {
      setIsOpen(false);
      return refresh();
    },
  });
  return (
    <>
      <Button size="lg" variant="secondary" className="w-full" onClick={() => setIsOpen(true)} aria-haspopup="dialog">
        {t("confirmHandover")}
      </Button>
      <Dialog
        open={isOpen}
        onClose={() => setIsOpen(false)}
        title={t("confirmTitle", { pet: order.pet_name })}
        description={t("confirmText", { hours: protectionHours })}
      >
        <DialogActions
          cancelLabel={t("back2")}
          onCancel={() => setIsOpen(false)}
          confirmLabel={t("confirmYes")}
          onConfirm={() => confirm.mutate()}
          isPending={confirm.isPending}
        />
      </Dialog>
    </>
  );
}

/** The seller's code entry: six digits on the phone's number pad, with the tries left. */
export function HandoverEntry({ order }: { order: TOrderDetail }) {
  const t = useTranslations("OrderPage");
  const { toast } = useToast();
  const { errorText } = useErrorText();
  const refresh = useOrderRefresh();
  const headingId = useId();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const handOver = useMutation({
    mutationFn: (typed: string) => ordersApi.handOver(order.id, typed),
    onSuccess: () => {
      setCode("");
      toast({ description: t("entryDone"), variant: "success" });
    },
    onError: (e) => {
      const text = errorText(e, { fallback: t("entryFailed") });
      // A wrong code is the field's error (with the tries left); anything else is the page's.
      if (e instanceof ApiError && (e.code === "HANDOVER_CODE_WRONG" || e.code === "VALIDATION")) setError(text);
      else toast({ description: text, variant: "destructive" });
    },
    onSettled: () => refresh(),
  });

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const typed = code.replace(/\s/g, "");
    if (!CODE.test(typed)) return setError(t("entryInvalid"));
    setError(undefined);
    handOver.mutate(typed);
  }

  if (!order.can.hand_over)
    return (
      <Card className="space-y-2 p-5 sm:p-6">
        <h2 className="text-base font-bold text-stone-900">{t("entryTitle")}</h2>
        <p role="note" className="rounded-xl bg-amber-50 p-3 text-sm font-medium text-amber-900">
          {t("entryLocked")}
        </p>
      </Card>
    );

  return (
    <Card className="space-y-4 border-brand-300 p-5 sm:p-6">
      <div className="space-y-1">
        <h2 id={headingId} className="text-base font-bold text-stone-900">
          {t("entryTitle")}
        </h2>
        <p className="text-sm text-stone-700">{t("entryIntro")}</p>
      </div>
      <form method="post" onSubmit={onSubmit} noValidate aria-labelledby={headingId} className="space-y-3">
        <Input
          label={t("entryLabel")}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={7}
          value={code}
          onChange={(e) => {
            setCode(e.target.value.replace(/[^0-9 ]/g, ""));
            setError(undefined);
          }}
          hint={t("entryTries", { count: order.handover_tries_left })}
          error={error}
          className="max-w-xs"
          // Read and typed like a one-time password: large, spaced digits.
          style={{ fontSize: "1.5rem", letterSpacing: "0.3em" }}
        />
        <Button type="submit" size="lg" className="w-full sm:w-auto" isLoading={handOver.isPending}>
          {t("entrySubmit")}
        </Button>
      </form>
    </Card>
  );
}
