"use client";
import { useTranslations } from "#i18n/texts";
import { useMemo, useState, type FormEvent } from "react";
import { useErrorText } from "@/lib/api-client/use-error-text";
import { adminUsersApi } from "@/lib/moderation/users-client";
import { makeSuspendUserSchema, MODERATION_USER_LIMITS } from "@/lib/moderation/users-schemas";
import { Button } from "@/components/ui/button";
import { DialogActions } from "@/components/ui/dialog-actions";
import { Dialog } from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/textarea";
import { useToast } from "@/components/ui/toast";
import { useChange } from "./use-change";

type TMember = { id: string; name: string; email: string; isSuspended: boolean };

/**
 * A member's moderation actions in the console's user list: Suspend (a reason, then a confirmation, in
 * one dialog) or Unsuspend (a confirmation). The page is read again from the server afterwards.
 */
export function UserModerationActions({ member }: { member: TMember }) {
  const t = useTranslations("AdminUsers");
  const [open, setOpen] = useState<"suspend" | "unsuspend" | null>(null);
  return (
    <>
      {member.isSuspended ? (
        <Button
          variant="outline"
          className="w-full sm:w-auto"
          onClick={() => setOpen("unsuspend")}
          aria-haspopup="dialog"
          aria-label={t("unsuspendLabel", { name: member.name })}
        >
          {t("unsuspend")}
        </Button>
      ) : (
        <Button
          variant="outline"
          className="w-full text-red-700! sm:w-auto"
          onClick={() => setOpen("suspend")}
          aria-haspopup="dialog"
          aria-label={t("suspendLabel", { name: member.name })}
        >
          {t("suspend")}
        </Button>
      )}
      <Dialog
        open={open === "suspend"}
        onClose={() => setOpen(null)}
        title={t("suspendTitle", { name: member.name })}
        description={t("suspendWhat")}
      >
        <SuspendForm member={member} onDone={() => setOpen(null)} />
      </Dialog>
      <Dialog
        open={open === "unsuspend"}
        onClose={() => setOpen(null)}
        title={t("unsuspendTitle", { name: member.name })}
        description={t("unsuspendWhat")}
      >
        <UnsuspendConfirm member={member} onDone={() => setOpen(null)} />
      </Dialog>
    </>
  );
}

function SuspendForm({ member, onDone }: { member: TMember; onDone: () => void }) {
  const t = useTranslations("AdminUsers");
  const tErrors = useTranslations("Errors");
  const { toast } = useToast();
  const { errorText } = useErrorText();
  const { run, isPending } = useChange();
  const schema = useMemo(() => makeSuspendUserSchema((code) => tErrors(code)), [tErrors]);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const [isConfirming, setIsConfirming] = useState(false);

  function onContinue(e: FormEvent) {
    e.preventDefault();
    const parsed = schema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setReason(parsed.data.reason);
    setIsConfirming(true);
  }

  const onSuspend = () =>
    run(async () => {
      try {
        const answer = await adminUsersApi.suspend(member.id, { reason });
        toast({
          description: t("suspended", { name: member.name, listings: answer.hiddenListings, orders: answer.rejectedOrders }),
          variant: "success",
        });
        onDone();
      } catch (e) {
        toast({ description: errorText(e, { fallback: t("suspendFailed") }), variant: "destructive" });
      }
    });

  if (isConfirming) {
    return (
      <div className="space-y-5">
        <div className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-950">
          <p className="font-semibold wrap-anywhere">{t("confirmHeading", { name: member.name, email: member.email })}</p>
          <p className="mt-2 wrap-anywhere whitespace-pre-wrap">{t("confirmReason", { reason })}</p>
        </div>
        <DialogActions
          cancelLabel={t("back")}
          onCancel={() => setIsConfirming(false)}
          isCancelDisabled={isPending}
          confirmLabel={t("confirmSuspend")}
          onConfirm={onSuspend}
          variant="destructive"
          isPending={isPending}
          autoFocus
        />
      </div>
    );
  }
  return (
    <form method="post" onSubmit={onContinue} noValidate className="space-y-5">
      <Textarea
        label={t("reason")}
        hint={t("reasonHint", { max: MODERATION_USER_LIMITS.reason })}
        value={reason}
        onChange={(e) => {
          setReason(e.target.value);
          setError(undefined);
        }}
        maxLength={MODERATION_USER_LIMITS.reason}
        rows={3}
        error={error}
        required
        autoFocus
      />
      <DialogActions cancelLabel={t("cancel")} onCancel={onDone} confirmLabel={t("continue")} variant="destructive" />
    </form>
  );
}

function UnsuspendConfirm({ member, onDone }: { member: TMember; onDone: () => void }) {
  const t = useTranslations("AdminUsers");
  const { toast } = useToast();
  const { errorText } = useErrorText();
  const { run, isPending } = useChange();
  const onUnsuspend = () =>
    run(async () => {
      try {
        const answer = await adminUsersApi.unsuspend(member.id);
        const setAside = answer.setAsideListings > 0 ? ` ${t("unsuspendedSetAside", { count: answer.setAsideListings })}` : "";
        toast({
          description: `${t("unsuspended", { name: member.name, listings: answer.restoredListings })}${setAside}`,
          variant: "success",
        });
        onDone();
      } catch (e) {
        toast({ description: errorText(e, { fallback: t("unsuspendFailed") }), variant: "destructive" });
      }
    });
  return (
    <DialogActions
      cancelLabel={t("cancel")}
      onCancel={onDone}
      isCancelDisabled={isPending}
      confirmLabel={t("confirmUnsuspend")}
      onConfirm={onUnsuspend}
      isPending={isPending}
      autoFocus
    />
  );
}
