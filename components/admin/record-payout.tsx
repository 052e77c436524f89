"use client";
import { useLocale, useTranslations } from "#i18n/texts";
import { useMemo, useState, type FormEvent } from "react";
import { useErrorText } from "@/lib/api-client/use-error-text";
import { formatPaise } from "@/lib/format";
import { adminPayoutsApi } from "@/lib/payouts/client";
import { makeRecordPayoutSchema, PAYOUT_LIMITS } from "@/lib/payouts/schemas";
import { Button } from "@/components/ui/button";
import { DialogActions } from "@/components/ui/dialog-actions";
import { Dialog } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { useToast } from "@/components/ui/toast";
import { useChange } from "./use-change";

type TSeller = { id: string; name: string; email: string; pendingPaise: number };
type TFields = { amount: string; reference: string };

/** Paise as a moderator would type them in rupees: 975038 → "9750.38", 975000 → "9750". */
const typedRupees = (paise: number) => (paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2));

/**
 * A seller's "Record payout" in the console's payouts page: the amount in rupees (the whole pending
 * balance to start with) and the transfer's bank reference, then a confirmation, in one dialog. The page
 * is read again from the server afterwards.
 */
export function RecordPayout({ seller }: { seller: TSeller }) {
  const t = useTranslations("AdminPayouts");
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button
        className="w-full sm:w-auto"
        onClick={() => setIsOpen(true)}
        aria-haspopup="dialog"
        aria-label={t("recordLabel", { name: seller.name })}
      >
        {t("record")}
      </Button>
      <Dialog
        open={isOpen}
        onClose={() => setIsOpen(false)}
        title={t("dialogTitle", { name: seller.name })}
        description={t("dialogWhat", { pending: formatPaise(seller.pendingPaise) })}
      >
        <PayoutForm seller={seller} onDone={() => setIsOpen(false)} />
      </Dialog>
    </>
  );
}

function PayoutForm({ seller, onDone }: { seller: TSeller; onDone: () => void }) {
  const t = useTranslations("AdminPayouts");
  const tErrors = useTranslations("Errors");
  const locale = useLocale();
  const { toast } = useToast();
  const { errorText } = useErrorText();
  const { run, isPending } = useChange();
  const schema = useMemo(() => makeRecordPayoutSchema((code) => tErrors(code)), [tErrors]);
  const [fields, setFields] = useState<TFields>({ amount: typedRupees(seller.pendingPaise), reference: "" });
  const [errors, setErrors] = useState<Partial<TFields>>({});
  const [confirmed, setConfirmed] = useState<{ amountPaise: number; reference: string } | null>(null);

  const edit = (name: keyof TFields) => (value: string) => {
    setFields((f) => ({ ...f, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  function onContinue(e: FormEvent) {
    e.preventDefault();
    const parsed = schema.safeParse({ sellerId: seller.id, ...fields });
    if (!parsed.success) {
      const first = (name: keyof TFields) => parsed.error.issues.find((i) => i.path[0] === name)?.message;
      return setErrors({ amount: first("amount"), reference: first("reference") });
    }
    if (parsed.data.amountPaise > seller.pendingPaise) return setErrors({ amount: tErrors("PAYOUT_EXCEEDS_PENDING") });
    setConfirmed({ amountPaise: parsed.data.amountPaise, reference: parsed.data.reference });
  }

  const onRecord = (payout: { amountPaise: number; reference: string }) =>
    run(async () => {
      const amount = formatPaise(payout.amountPaise, locale);
      try {
        await adminPayoutsApi.record({ sellerId: seller.id, amount: typedRupees(payout.amountPaise), reference: payout.reference });
        toast({ description: t("recorded", { amount, name: seller.name }), variant: "success" });
        onDone();
      } catch (e) {
        toast({ description: errorText(e, { fallback: t("failed") }), variant: "destructive" });
      }
    });

  if (confirmed) {
    return (
      <div className="space-y-5">
        <div className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-stone-900">
          <p className="font-semibold wrap-anywhere">
            {t("confirmHeading", { amount: formatPaise(confirmed.amountPaise, locale), name: seller.name, email: seller.email })}
          </p>
          <p className="mt-2 break-all">{t("confirmReference", { reference: confirmed.reference })}</p>
          <p className="mt-2">{t("confirmNote")}</p>
        </div>
        <DialogActions
          cancelLabel={t("back")}
          onCancel={() => setConfirmed(null)}
          isCancelDisabled={isPending}
          confirmLabel={t("confirm")}
          onConfirm={() => onRecord(confirmed)}
          isPending={isPending}
          autoFocus
        />
      </div>
    );
  }
  return (
    <form method="post" onSubmit={onContinue} noValidate className="space-y-5">
      <Input
        label={t("amount")}
        hint={t("amountHint", { pending: formatPaise(seller.pendingPaise, locale) })}
        value={fields.amount}
        onChange={(e) => edit("amount")(e.target.value)}
        inputMode="decimal"
        autoComplete="off"
        error={errors.amount}
        required
        autoFocus
      />
      <Input
        label={t("reference")}
        hint={t("referenceHint", { max: PAYOUT_LIMITS.reference })}
        value={fields.reference}
        onChange={(e) => edit("reference")(e.target.value)}
        maxLength={PAYOUT_LIMITS.reference}
        autoComplete="off"
        spellCheck={false}
        error={errors.reference}
        required
      />
      <DialogActions cancelLabel={t("cancel")} onCancel={onDone} confirmLabel={t("continue")} />
    </form>
  );
}
