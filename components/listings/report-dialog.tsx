"use client";
import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "#i18n/texts";
import { useId, useState, type FormEvent } from "react";
import { useErrorText } from "@/lib/api-client/use-error-text";
import { petsApi, type TReportReason } from "@/lib/pets/client";
import { REPORT_REASONS } from "@/lib/pets/constants";
import { Button } from "@/components/ui/button";
import { DialogActions } from "@/components/ui/dialog-actions";
import { Dialog } from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/textarea";
import { useToast } from "@/components/ui/toast";

const NOTE_MAX = 1000;

/** 'Report listing' and its dialog: a reason (required) and an optional note, sent to POST /server/pets/{id}/report. */
export function ReportListing({ petId }: { petId: string }) {
  const t = useTranslations("Report");
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="min-h-11 text-stone-700 underline underline-offset-4"
        onClick={() => setIsOpen(true)}
        aria-haspopup="dialog"
      >
        {t("open")}
      </Button>
      <Dialog open={isOpen} onClose={() => setIsOpen(false)} title={t("title")} description={t("description")}>
        <ReportForm petId={petId} onDone={() => setIsOpen(false)} />
      </Dialog>
    </>
  );
}

function ReportForm({ petId, onDone }: { petId: string; onDone: () => void }) {
  const t = useTranslations("Report");
  const { toast } = useToast();
  const { errorText } = useErrorText();
  const [reason, setReason] = useState<TReportReason | "">("");
  const [note, setNote] = useState("");
  const [reasonError, setReasonError] = useState<string>();
  const groupId = useId();

  const report = useMutation({
    mutationFn: (input: { reason: TReportReason; note: string }) => petsApi.report(petId, input),
    onSuccess: ({ ticket }) => {
      // The reporter's own text, with the promise the moderators keep (the API's message stays the contract's),
      // and the report's ticket number, longer on screen than a plain notice.
      toast(
        typeof ticket === "string"
          ? { title: t("success"), description: t("ticket", { ticket }), variant: "success", durationMs: 12_000 }
          : { description: t("success"), variant: "success" },
      );
      onDone();
    },
    onError: (e) => toast({ description: errorText(e, { fallback: t("failed") }), variant: "destructive" }),
  });

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!reason) {
      setReasonError(t("chooseReason"));
      document.getElementById(`${groupId}-${REPORT_REASONS[0]}`)?.focus();
      return;
    }
    report.mutate({ reason, note: note.trim() });
  }

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-5">
      <fieldset aria-describedby={reasonError ? `${groupId}-error` : undefined} aria-invalid={reasonError ? true : undefined}>
        <legend className="text-sm font-medium text-stone-800">{t("reason")}</legend>
        <div className="mt-2 space-y-1">
          {REPORT_REASONS.map((r) => (
            <label
              key={r}
              htmlFor={`${groupId}-${r}`}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-stone-50"
            >
              <input
                id={`${groupId}-${r}`}
                type="radio"
                name="reason"
                value={r}
                checked={reason === r}
                onChange={() => {
                  setReason(r);
                  setReasonError(undefined);
                }}
                className="size-5 accent-brand-700"
              />
              <span className="text-stone-900">{t(`reasons.${r}`)}</span>
            </label>
          ))}
        </div>
        {reasonError && (
          <p id={`${groupId}-error`} className="mt-1 text-sm font-medium text-red-700">
            {reasonError}
          </p>
        )}
      </fieldset>
      <Textarea
        label={t("note")}
        hint={t("noteHint")}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        maxLength={NOTE_MAX}
        rows={3}
      />
      <DialogActions
        cancelLabel={t("cancel")}
        onCancel={onDone}
        confirmLabel={t("submit")}
        variant="destructive"
        isPending={report.isPending}
      />
    </form>
  );
}
