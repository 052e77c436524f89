"use client";
import { useTranslations } from "#i18n/texts";
import { useState, type FormEvent } from "react";
import { useErrorText } from "@/lib/api-client/use-error-text";
import { adminFlagsApi } from "@/lib/moderation/flags-client";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { DialogActions } from "@/components/ui/dialog-actions";
import { Textarea } from "@/components/ui/textarea";
import { useToast } from "@/components/ui/toast";
import { ActionBar } from "./action-bar";
import { useChange } from "./use-change";

type TAction = "dismiss" | "publish" | "hide";

/** The reason field's limit (lib/moderation/reports-schemas.ts, MODERATION_REASON_MAX). */
const REASON_MAX = 1000;

/**
 * An open flag's actions in the console: Publish and Hide for a listing held for review (its photo
 * matches a listing taken down for fraud), Dismiss otherwise. Each opens a dialog with a note (a reason
 * for Hide, which the seller reads); the page is read again from the server afterwards.
 */
export function FlagActions({ flagId, held }: { flagId: string; held: { id: string; name: string } | null }) {
  const t = useTranslations("AdminFlags");
  const [open, setOpen] = useState<TAction | null>(null);
  const actions: { action: TAction; isDanger?: boolean }[] = held
    ? [{ action: "publish" }, { action: "hide", isDanger: true }]
    : [{ action: "dismiss" }];
  const name = held?.name ?? "";
  return (
    <ActionBar>
      {actions.map(({ action, isDanger }) => (
        <Button
          key={action}
          variant={isDanger ? "outline" : "secondary"}
          className={isDanger ? "text-red-700!" : undefined}
          onClick={() => setOpen(action)}
          aria-haspopup="dialog"
          aria-label={held ? t("actionLabel", { action: t(action), name }) : undefined}
        >
          {t(action)}
        </Button>
      ))}
      <Dialog
        open={open !== null}
        onClose={() => setOpen(null)}
        title={open === "dismiss" ? t("dismissTitle") : open ? t(`${open}Title`, { name }) : ""}
        description={open ? t(`${open}What`) : undefined}
      >
        {open && <NoteForm flagId={flagId} petId={held?.id ?? null} action={open} onDone={() => setOpen(null)} />}
      </Dialog>
    </ActionBar>
  );
}

function NoteForm({ flagId, petId, action, onDone }: { flagId: string; petId: string | null; action: TAction; onDone: () => void }) {
  const t = useTranslations("AdminFlags");
  const tErrors = useTranslations("Errors");
  const { toast } = useToast();
  const { errorText } = useErrorText();
  const { run, isPending } = useChange();
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string>();
  const isReasonRequired = action === "hide";

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const text = reason.trim();
    if (isReasonRequired && !text) return setProblem(tErrors("MODERATION_REASON_REQUIRED"));
    void run(async () => {
      try {
        if (action === "dismiss" || !petId) await adminFlagsApi.dismiss(flagId, text);
        else await adminFlagsApi.decide(flagId, petId, action, text);
        toast({ description: t(`done.${action}`), variant: "success" });
        onDone();
      } catch (err) {
        const message = errorText(err, { fallback: t("failed") });
        setProblem(message);
        toast({ description: message, variant: "destructive" });
      }
    });
  }

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <Textarea
        label={isReasonRequired ? t("reason") : t("noteOptional")}
        hint={isReasonRequired ? t("reasonHint") : t("noteHint")}
        value={reason}
        onChange={(e) => {
          setReason(e.target.value);
          setProblem(undefined);
        }}
        maxLength={REASON_MAX}
        rows={3}
        required={isReasonRequired}
        error={problem}
      />
      <DialogActions
        cancelLabel={t("back")}
        onCancel={onDone}
        isCancelDisabled={isPending}
        confirmLabel={t(action)}
        variant={action === "hide" ? "destructive" : "primary"}
        isPending={isPending}
      />
    </form>
  );
}
