"use client";
import { useTranslations } from "#i18n/texts";
import { useState, type FormEvent } from "react";
import { useErrorText } from "@/lib/api-client/use-error-text";
import { adminRegistrationApi } from "@/lib/sellers/registration-client";
import { Button } from "@/components/ui/button";
import { DialogActions } from "@/components/ui/dialog-actions";
import { Dialog } from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/textarea";
import { useToast } from "@/components/ui/toast";
import { useChange } from "./use-change";

/** The moderator reason's limit (lib/moderation/reports-schemas.ts, MODERATION_REASON_MAX). */
const REASON_MAX = 1000;

/**
 * Approve (a confirmation) or refuse (a reason the seller reads, then send) a waiting registration. The
 * page is read again from the server afterwards, whether it worked or another moderator decided first.
 */
export function SellerVerificationActions({ registrationId, sellerName }: { registrationId: string; sellerName: string }) {
  const t = useTranslations("AdminSellerVerifications");
  const [open, setOpen] = useState<"approve" | "refuse" | null>(null);
  return (
    <div className="grid grid-cols-1 gap-2 sm:flex sm:justify-end">
      <Button
        variant="outline"
        className="text-red-700!"
        onClick={() => setOpen("refuse")}
        aria-haspopup="dialog"
        aria-label={t("refuseLabel", { name: sellerName })}
      >
        {t("refuse")}
      </Button>
      <Button onClick={() => setOpen("approve")} aria-haspopup="dialog" aria-label={t("approveLabel", { name: sellerName })}>
        {t("approve")}
      </Button>
      <Dialog
        open={open === "approve"}
        onClose={() => setOpen(null)}
        title={t("approveTitle", { name: sellerName })}
        description={t("approveWhat")}
      >
        <ApproveConfirm registrationId={registrationId} onDone={() => setOpen(null)} />
      </Dialog>
      <Dialog
        open={open === "refuse"}
        onClose={() => setOpen(null)}
        title={t("refuseTitle", { name: sellerName })}
        description={t("refuseWhat")}
      >
        <RefuseForm registrationId={registrationId} onDone={() => setOpen(null)} />
      </Dialog>
    </div>
  );
}

function ApproveConfirm({ registrationId, onDone }: { registrationId: string; onDone: () => void }) {
  const t = useTranslations("AdminSellerVerifications");
  const { toast } = useToast();
  const { errorText } = useErrorText();
  const { run, isPending } = useChange();
  const onApprove = () =>
    run(async () => {
      try {
        const answer = await adminRegistrationApi.approve(registrationId);
        const published = answer.publishedListings > 0 ? ` ${t("approvedPublished", { count: answer.publishedListings })}` : "";
        const setAside = answer.setAsideListings > 0 ? ` ${t("approvedSetAside", { count: answer.setAsideListings })}` : "";
        toast({ description: `${t("approved")}${published}${setAside}`, variant: "success" });
      } catch (e) {
        toast({ description: errorText(e, { fallback: t("approveFailed") }), variant: "destructive" });
      }
      onDone();
    });
  return (
    <DialogActions
      cancelLabel={t("cancel")}
      onCancel={onDone}
      isCancelDisabled={isPending}
      confirmLabel={t("approveConfirm")}
      onConfirm={onApprove}
      isPending={isPending}
      autoFocus
    />
  );
}

function RefuseForm({ registrationId, onDone }: { registrationId: string; onDone: () => void }) {
  const t = useTranslations("AdminSellerVerifications");
  const tErrors = useTranslations("Errors");
  const { toast } = useToast();
  const { errorText } = useErrorText();
  const { run, isPending } = useChange();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const text = reason.trim();
    if (!text) return setError(tErrors("MODERATION_REASON_REQUIRED"));
    void run(async () => {
      try {
        await adminRegistrationApi.refuse(registrationId, text);
        toast({ description: t("refused"), variant: "success" });
        onDone();
      } catch (e) {
        const message = errorText(e, { fallback: t("refuseFailed") });
        setError(message);
        toast({ description: message, variant: "destructive" });
      }
    });
  }

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-5">
      <Textarea
        label={t("reason")}
        hint={t("reasonHint")}
        value={reason}
        onChange={(e) => {
          setReason(e.target.value);
          setError(undefined);
        }}
        maxLength={REASON_MAX}
        rows={3}
        error={error}
        required
        autoFocus
      />
      <DialogActions
        cancelLabel={t("cancel")}
        onCancel={onDone}
        isCancelDisabled={isPending}
        confirmLabel={t("refuseConfirm")}
        variant="destructive"
        isPending={isPending}
      />
    </form>
  );
}
