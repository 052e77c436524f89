"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "#i18n/texts";
import { useState, type FormEvent } from "react";
import { useErrorText } from "@/lib/api-client/use-error-text";
import { reportsQueueKeys } from "@/lib/moderation/reports-keys";
import { DialogActions } from "@/components/ui/dialog-actions";
import { Textarea } from "@/components/ui/textarea";
import { useToast } from "@/components/ui/toast";

/** The reason field's limit (lib/moderation/reports-schemas.ts, MODERATION_REASON_MAX). */
const REASON_MAX = 1000;

/**
 * The reason and the confirmation of one action, in its dialog. The queue is read again afterwards,
 * whether the action worked or the server refused it (someone else may have acted first).
 */
export function ReasonForm({
  isReasonRequired,
  isShared,
  confirmLabel,
  isDanger,
  doneText,
  run,
  onClose,
}: {
  isReasonRequired: boolean;
  isShared: boolean;
  confirmLabel: string;
  isDanger?: boolean;
  doneText: string;
  run: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const t = useTranslations("AdminReports");
  const tErrors = useTranslations("Errors");
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { errorText } = useErrorText();
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string>();

  const act = useMutation({
    mutationFn: run,
    onSuccess: () => {
      toast({ description: doneText, variant: "success" });
      onClose();
    },
    onError: (e) => {
      const text = errorText(e, { fallback: t("failed") });
      setProblem(text);
      toast({ description: text, variant: "destructive" });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportsQueueKeys.all }),
  });

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (isReasonRequired && !reason.trim()) return setProblem(tErrors("MODERATION_REASON_REQUIRED"));
    act.mutate(reason.trim());
  }

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <Textarea
        label={isReasonRequired ? t("confirm.reason") : t("confirm.reasonOptional")}
        hint={isShared ? t("confirm.reasonHintShared") : t("confirm.reasonHint")}
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
        cancelLabel={t("confirm.back")}
        onCancel={onClose}
        confirmLabel={confirmLabel}
        variant={isDanger ? "destructive" : "primary"}
        isPending={act.isPending}
      />
    </form>
  );
}
