"use client";
import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { useErrorText } from "@/lib/api-client/use-error-text";
import { useRouter } from "@/lib/i18n/navigation";
import { moderationReportsApi } from "@/lib/moderation/reports-client";
import { QueryProvider } from "@/components/layout/query-provider";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/textarea";
import { useToast } from "@/components/ui/toast";

/** The reason field's limit (lib/moderation/reports-schemas.ts, MODERATION_REASON_MAX). */
const REASON_MAX = 1000;

/**
 * On an appeal (/admin/support/{id}): restore the hidden listing from where the seller's case is read,
 * with the queue's own confirmation and optional reason. The page is read again afterwards.
 */
export function AppealRestore({ petId, name }: { petId: string; name: string }) {
  return (
    <QueryProvider>
      <RestoreButton petId={petId} name={name} />
    </QueryProvider>
  );
}

function RestoreButton({ petId, name }: { petId: string; name: string }) {
  const t = useTranslations("AdminReports");
  const router = useRouter();
  const { toast } = useToast();
  const { errorText } = useErrorText();
  const [isOpen, setIsOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string>();

  const restore = useMutation({
    mutationFn: () => moderationReportsApi.actOnListing(petId, "restore", reason.trim()),
    onSuccess: () => {
      toast({ description: t("done.restore"), variant: "success" });
      setIsOpen(false);
      router.refresh();
    },
    onError: (e) => {
      const text = errorText(e, { fallback: t("failed") });
      setProblem(text);
      toast({ description: text, variant: "destructive" });
    },
  });

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    restore.mutate();
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setIsOpen(true)} aria-haspopup="dialog" aria-label={t("actionLabel", { action: t("actions.restore"), name })}>
        {t("actions.restore")}
      </Button>
      <Dialog open={isOpen} onClose={() => setIsOpen(false)} title={t("confirm.restoreTitle", { name })} description={t("confirm.restoreText")}>
        <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
          <Textarea
            label={t("confirm.reasonOptional")}
            hint={t("confirm.reasonHint")}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setProblem(undefined);
            }}
            maxLength={REASON_MAX}
            rows={3}
            error={problem}
          />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setIsOpen(false)}>
              {t("confirm.back")}
            </Button>
            <Button type="submit" isLoading={restore.isPending}>
              {t("actions.restore")}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
