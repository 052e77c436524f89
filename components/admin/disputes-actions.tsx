"use client";
import { useLocale, useTranslations } from "#i18n/texts";
import { useId, useState, type FormEvent } from "react";
import { ApiError } from "@/lib/api-client/fetch";
import { useErrorText } from "@/lib/api-client/use-error-text";
import { adminDisputesApi, type TDisputeOutcome } from "@/lib/disputes/client";
import { DISPUTE_LIMITS } from "@/lib/disputes/schemas";
import { formatPrice } from "@/lib/format";
import { DISPUTE_OUTCOMES } from "@/lib/orders/schemas";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { Dialog } from "@/components/ui/dialog";
import { DialogActions } from "@/components/ui/dialog-actions";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useToast } from "@/components/ui/toast";
import { useChange } from "./use-change";

// The moderator's two steps on a dispute (lib/disputes/service.ts): acknowledge it (the 48-hour clock),
// then decide it (refund all, refund part, release), with a reason both people read and a confirmation,
// since the money moves at once. The page is read again from the server after each.

/** "Acknowledge": both people are told that the team has the dispute. */
export function AcknowledgeDispute({ disputeId }: { disputeId: string }) {
  const t = useTranslations("AdminDisputes");
  const { toast } = useToast();
  const { errorText } = useErrorText();
  const { run, isPending } = useChange();
  const onClick = () =>
    run(async () => {
      try {
        await adminDisputesApi.acknowledge(disputeId);
        toast({ description: t("acknowledged"), variant: "success" });
      } catch (e) {
        toast({ description: errorText(e, { fallback: t("acknowledgeFailed") }), variant: "destructive" });
      }
    });
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-stone-700">{t("acknowledgeHint")}</p>
      <Button onClick={onClick} isLoading={isPending} className="w-full shrink-0 sm:w-auto">
        {t("acknowledge")}
      </Button>
    </div>
  );
}

type TDecision = { outcome: TDisputeOutcome; amount?: number; reason: string };
type TFields = { outcome: TDisputeOutcome | ""; amount: string; reason: string };
type TErrors = Partial<Record<keyof TFields, string>>;

/** The decision form, then its confirmation in a dialog. */
export function DecideDispute({
  disputeId,
  total,
  buyerName,
  sellerName,
}: {
  disputeId: string;
  total: number;
  buyerName: string;
  sellerName: string;
}) {
  const t = useTranslations("AdminDisputes");
  const locale = useLocale();
  const { toast } = useToast();
  const { errorText } = useErrorText();
  const { run, isPending } = useChange();
  const groupId = useId();
  const [fields, setFields] = useState<TFields>({ outcome: "", amount: "", reason: "" });
  const [errors, setErrors] = useState<TErrors>({});
  const [confirming, setConfirming] = useState<TDecision | null>(null);
  const money = (rupees: number) => formatPrice(rupees, locale);
  const edit = (name: keyof TFields, value: string) => {
    setFields((f) => ({ ...f, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  function onContinue(e: FormEvent) {
    e.preventDefault();
    const reason = fields.reason.trim();
    const amount = Number(fields.amount.trim().replace(/[₹,\s]/g, ""));
    const next: TErrors = {
      outcome: fields.outcome ? undefined : t("outcomeMissing"),
      amount:
        fields.outcome === "partial" && !(Number.isInteger(amount) && amount >= 1 && amount < total)
          ? t("amountInvalid", { total: money(total) })
          : undefined,
      reason:
        reason.length < DISPUTE_LIMITS.textMin
          ? t("reasonShort", { min: DISPUTE_LIMITS.textMin })
          : reason.length > DISPUTE_LIMITS.reasonMax
            ? t("reasonLong", { max: DISPUTE_LIMITS.reasonMax })
            : undefined,
    };
    setErrors(next);
    if (!fields.outcome || next.amount || next.reason) return;
    setConfirming({ outcome: fields.outcome, reason, ...(fields.outcome === "partial" ? { amount } : {}) });
  }

  const onDecide = (decision: TDecision) =>
    run(async () => {
      try {
        await adminDisputesApi.decide(disputeId, decision);
        toast({ description: t("decided"), variant: "success" });
      } catch (e) {
        const text = errorText(e, { fallback: t("decideFailed") });
        if (e instanceof ApiError && e.code === "DISPUTE_AMOUNT_INVALID") setErrors({ amount: text });
        toast({ description: text, variant: "destructive" });
      } finally {
        setConfirming(null);
      }
    });

  const confirmText = (d: TDecision) =>
    d.outcome === "refund"
      ? t("confirmRefund", { buyer: buyerName, amount: money(total) })
      : d.outcome === "partial"
        ? t("confirmPartial", { buyer: buyerName, seller: sellerName, amount: money(d.amount ?? 0), rest: money(total - (d.amount ?? 0)) })
        : t("confirmRelease", { seller: sellerName, amount: money(total) });

  return (
    <form method="post" onSubmit={onContinue} noValidate className="space-y-4">
      <fieldset
        aria-describedby={errors.outcome ? `${groupId}-error` : undefined}
        aria-invalid={errors.outcome ? true : undefined}
        className="space-y-2"
      >
        <legend className="text-sm font-medium text-stone-800">{t("outcomeLabel")}</legend>
        {DISPUTE_OUTCOMES.map((outcome) => (
          <label
            key={outcome}
            className={cn(
              "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-stone-900",
              fields.outcome === outcome ? "border-brand-700 bg-brand-50" : "border-stone-300 bg-white hover:bg-stone-50",
            )}
          >
            <input
              type="radio"
              name="outcome"
              value={outcome}
              checked={fields.outcome === outcome}
              onChange={() => edit("outcome", outcome)}
              className="size-5 accent-brand-700"
            />
            <span>{outcome === "partial" ? t("choose.partial") : t(`choose.${outcome}`, { amount: money(total) })}</span>
          </label>
        ))}
        {errors.outcome && (
          <p id={`${groupId}-error`} className="text-sm font-medium text-red-700">
            {errors.outcome}
          </p>
        )}
      </fieldset>
      {fields.outcome === "partial" && (
        <Input
          label={t("amountLabel")}
          name="amount"
          inputMode="numeric"
          autoComplete="off"
          value={fields.amount}
          onChange={(e) => edit("amount", e.target.value)}
          hint={t("amountHint", { total: money(total) })}
          error={errors.amount}
          className="max-w-xs"
        />
      )}
      <Textarea
        label={t("reasonLabel")}
        name="reason"
        value={fields.reason}
        maxLength={DISPUTE_LIMITS.reasonMax}
        onChange={(e) => edit("reason", e.target.value)}
        hint={t("reasonHint", { min: DISPUTE_LIMITS.textMin, max: DISPUTE_LIMITS.reasonMax })}
        error={errors.reason}
      />
      <Button type="submit" className="w-full sm:w-auto" aria-haspopup="dialog">
        {t("continue")}
      </Button>
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t("confirmTitle")}
        description={confirming ? confirmText(confirming) : undefined}
      >
        {confirming && (
          <DialogActions
            cancelLabel={t("goBack")}
            onCancel={() => setConfirming(null)}
            confirmLabel={t("confirm")}
            onConfirm={() => onDecide(confirming)}
            variant={confirming.outcome === "release" ? "primary" : "destructive"}
            isPending={isPending}
          />
        )}
      </Dialog>
    </form>
  );
}
