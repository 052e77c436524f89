"use client";
import { useTranslations } from "#i18n/texts";
import { useState } from "react";
import { useRouter } from "@/lib/i18n/navigation";
import { moderationReportsApi } from "@/lib/moderation/reports-client";
import { QueryProvider } from "@/components/foundation/query-provider";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { ReasonForm } from "./reason-form";

/**
 * On an appeal (/admin/support/{id}): restore the hidden listing from where the seller's case is read,
 * with the queue's own confirmation and optional reason. The page is read again afterwards.
 */
export function AppealRestore({ petId, name }: { petId: string; name: string }) {
  const t = useTranslations("AdminReports");
  const router = useRouter();
  const [isOpen, setIsOpen] = useState(false);
  const label = t("actions.restore");
  return (
    <QueryProvider>
      <Button
        variant="secondary"
        onClick={() => setIsOpen(true)}
        aria-haspopup="dialog"
        aria-label={t("actionLabel", { action: label, name })}
      >
        {label}
      </Button>
      <Dialog
        open={isOpen}
        onClose={() => setIsOpen(false)}
        title={t("confirm.restoreTitle", { name })}
        description={t("confirm.restoreText")}
      >
        <ReasonForm
          isReasonRequired={false}
          isShared={false}
          confirmLabel={label}
          doneText={t("done.restore")}
          run={async (reason) => {
            await moderationReportsApi.actOnListing(petId, "restore", reason);
            router.refresh();
          }}
          onClose={() => setIsOpen(false)}
        />
      </Dialog>
    </QueryProvider>
  );
}
