"use client";
import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "#i18n/texts";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { DialogActions } from "@/components/ui/dialog-actions";
import { Dialog } from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/textarea";
import { useToast } from "@/components/ui/toast";
import { FlagIcon } from "@/components/ui/icons/flag";
import { useErrorText } from "@/lib/api-client/use-error-text";
import { messagesApi } from "@/lib/messages/client";
import { MAX_REPORT_NOTE_LENGTH } from "@/lib/messages/schemas";

/**
 * The chat header's "Report conversation" and its dialog (an optional note), sent to
 * POST /server/messages/report. The conversation goes to the moderators' queue; reporting again re-opens it.
 */
export function ReportConversation({ userId, petId }: { userId: string; petId: string | null }) {
  const t = useTranslations("ChatSafety");
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="ml-auto min-h-11 shrink-0 px-2.5 text-stone-700"
        onClick={() => setIsOpen(true)}
        aria-haspopup="dialog"
        aria-label={t("report")}
        title={t("report")}
      >
        <FlagIcon className="size-5" />
        <span>{t("reportShort")}</span>
      </Button>
      <Dialog open={isOpen} onClose={() => setIsOpen(false)} title={t("reportTitle")} description={t("reportDescription")}>
        <ReportForm userId={userId} petId={petId} onDone={() => setIsOpen(false)} />
      </Dialog>
    </>
  );
}

function ReportForm({ userId, petId, onDone }: { userId: string; petId: string | null; onDone: () => void }) {
  const t = useTranslations("ChatSafety");
  const { toast } = useToast();
  const { errorText } = useErrorText();
  const [note, setNote] = useState("");

  const report = useMutation({
    mutationFn: () => messagesApi.report({ userId, petId, note: note.trim() }),
    onSuccess: ({ ticket }) => {
      // With the report's ticket number, longer on screen than a plain notice.
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
    report.mutate();
  }

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-5">
      <Textarea
        label={t("note")}
        hint={t("noteHint")}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        maxLength={MAX_REPORT_NOTE_LENGTH}
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
