"use client";
import { useTranslations } from "#i18n/texts";
import { useState, type FormEvent } from "react";
import { ApiError } from "@/lib/api-client/fetch";
import { useErrorText } from "@/lib/api-client/use-error-text";
import { adminPaymentProblemsApi } from "@/lib/payments/problems-client";
import { PAYMENT_PROBLEM_LIMITS } from "@/lib/payments/problems-schemas";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { DialogActions } from "@/components/ui/dialog-actions";
import { Textarea } from "@/components/ui/textarea";
import { useToast } from "@/components/ui/toast";
import { useChange } from "./use-change";

type TRetry = "ask_again" | "rerun" | "resolve";

/**
 * An open payment problem's two actions in the console: Retry (what it does depends on the problem: ask
 * Razorpay for the refund again, handle the stored event again, or only mark it resolved) and Resolve,
 * which asks for a note. Each opens a dialog; the page is read again from the server afterwards.
 */
export function PaymentProblemActions({ problemId, retry }: { problemId: string; retry: TRetry }) {
  const t = useTranslations("AdminPaymentProblems");
  const [open, setOpen] = useState<"retry" | "resolve" | null>(null);
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
      {retry !== "resolve" && (
        <Button variant="secondary" className="w-full sm:w-auto" onClick={() => setOpen("retry")} aria-haspopup="dialog">
          {t(`retry.${retry}`)}
        </Button>
      )}
      <Button className="w-full sm:w-auto" onClick={() => setOpen("resolve")} aria-haspopup="dialog">
        {t("resolve")}
      </Button>
      <Dialog
        open={open !== null}
        onClose={() => setOpen(null)}
        title={open === "retry" ? t(`retry.${retry}`) : t("resolveTitle")}
        description={open === "retry" ? t(`retryWhat.${retry}`) : t("resolveWhat")}
      >
        {open && <NoteForm problemId={problemId} action={open} retry={retry} onDone={() => setOpen(null)} />}
      </Dialog>
    </div>
  );
}

function NoteForm({
  problemId,
  action,
  retry,
  onDone,
}: {
  problemId: string;
  action: "retry" | "resolve";
  retry: TRetry;
  onDone: () => void;
}) {
  const t = useTranslations("AdminPaymentProblems");
  const tErrors = useTranslations("Errors");
  const { toast } = useToast();
  const { errorText, fieldErrorText } = useErrorText();
  const { run, isPending } = useChange();
  const [note, setNote] = useState("");
  const [error, setError] = useState<string>();
  const isNoteRequired = action === "resolve";

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const text = note.trim();
    if (isNoteRequired && !text) return setError(tErrors("PAYMENT_PROBLEM_NOTE_REQUIRED"));
    void run(async () => {
      try {
        const acted =
          action === "retry"
            ? await adminPaymentProblemsApi.retry(problemId, text || undefined)
            : await adminPaymentProblemsApi.resolve(problemId, text);
        toast({ description: t(`outcome.${acted.outcome}`), variant: acted.outcome === "still_unmatched" ? "default" : "success" });
        onDone();
      } catch (err) {
        const field = err instanceof ApiError ? err.fieldCodes?.note?.[0] : undefined;
        if (field) setError(fieldErrorText(field));
        toast({ description: errorText(err, { fallback: t("failed") }), variant: "destructive" });
      }
    });
  }

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <Textarea
        label={isNoteRequired ? t("note") : t("noteOptional")}
        hint={t("noteHint")}
        value={note}
        onChange={(e) => {
          setNote(e.target.value);
          setError(undefined);
        }}
        maxLength={PAYMENT_PROBLEM_LIMITS.note}
        rows={3}
        required={isNoteRequired}
        error={error}
      />
      <DialogActions
        cancelLabel={t("back")}
        onCancel={onDone}
        isCancelDisabled={isPending}
        confirmLabel={action === "retry" ? t(`retry.${retry}`) : t("resolve")}
        isPending={isPending}
      />
    </form>
  );
}
