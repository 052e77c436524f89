"use client";
import { useTranslations } from "#i18n/texts";
import { useState, type FormEvent } from "react";
import { useErrorText } from "@/lib/api-client/use-error-text";
import { adminDisputesApi } from "@/lib/disputes/client";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { DialogActions } from "@/components/ui/dialog-actions";
import { Input } from "@/components/ui/input";
import { useToast } from "@/components/ui/toast";
import { useChange } from "./use-change";

const ORDER_ID = /^[a-z0-9]{1,40}$/i;

/**
 * After five wrong handover codes only the buyer's own "I have the pet" or a moderator completes the
 * handover (lib/orders/protection.ts): the order number the two people give the support team, then a
 * confirmation, since the protection window starts at once.
 */
export function CompleteLockedHandover() {
  const t = useTranslations("AdminDisputes");
  const { toast } = useToast();
  const { errorText } = useErrorText();
  const { run, isPending } = useChange();
  const [orderId, setOrderId] = useState("");
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState<string | null>(null);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const id = orderId.trim();
    if (!ORDER_ID.test(id)) return setError(t("handoverInvalid"));
    setError(undefined);
    setConfirming(id);
  }

  const onConfirm = (id: string) =>
    run(async () => {
      try {
        await adminDisputesApi.handOver(id);
        setOrderId("");
        toast({ description: t("handoverDone"), variant: "success" });
      } catch (e) {
        const text = errorText(e, { fallback: t("handoverFailed") });
        setError(text);
        toast({ description: text, variant: "destructive" });
      } finally {
        setConfirming(null);
      }
    });

  return (
    <details className="rounded-xl border border-stone-200 bg-white p-4 text-sm text-stone-800">
      <summary className="min-h-6 cursor-pointer font-semibold text-stone-900">{t("handoverTitle")}</summary>
      <form method="post" onSubmit={onSubmit} noValidate className="mt-3 space-y-3">
        <p>{t("handoverIntro")}</p>
        <Input
          label={t("handoverLabel")}
          name="order_id"
          autoComplete="off"
          spellCheck={false}
          value={orderId}
          onChange={(e) => {
            setOrderId(e.target.value);
            setError(undefined);
          }}
          hint={t("handoverHint")}
          error={error}
          className="max-w-md"
        />
        <Button type="submit" variant="outline" className="w-full sm:w-auto" aria-haspopup="dialog">
          {t("handoverSubmit")}
        </Button>
        <Dialog
          open={confirming !== null}
          onClose={() => setConfirming(null)}
          title={t("handoverConfirmTitle", { id: confirming ?? "" })}
          description={t("handoverConfirmText")}
        >
          {confirming && (
            <DialogActions
              cancelLabel={t("goBack")}
              onCancel={() => setConfirming(null)}
              confirmLabel={t("handoverSubmit")}
              onConfirm={() => onConfirm(confirming)}
              isPending={isPending}
            />
          )}
        </Dialog>
      </form>
    </details>
  );
}
