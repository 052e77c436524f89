"use client";
import { useTranslations } from "#i18n/texts";
import { useMemo, useState, useTransition, type FormEvent } from "react";
import { ApiError } from "@/lib/api-client/fetch";
import { useErrorText } from "@/lib/api-client/use-error-text";
import { useRouter } from "@/lib/i18n/navigation";
import { adminSupportApi } from "@/lib/moderation/support-client";
import { makeSupportReplySchema } from "@/lib/moderation/support-schemas";
import { SUPPORT_LIMITS } from "@/lib/support/schemas";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { useToast } from "@/components/ui/toast";

/** Runs a change, then reads the page again from the server; pending until both are done. */
function useChange() {
  const router = useRouter();
  const [isSending, setIsSending] = useState(false);
  const [isRefreshing, startRefresh] = useTransition();
  const run = async (work: () => Promise<boolean>) => {
    setIsSending(true);
    try {
      if (await work()) startRefresh(() => router.refresh());
    } finally {
      setIsSending(false);
    }
  };
  return { run, isPending: isSending || isRefreshing };
}

/** The reply form of a support request: mailed to the sender in their language and kept with the request. */
export function SupportReplyForm({ requestId, senderEmail }: { requestId: string; senderEmail: string }) {
  const t = useTranslations("AdminSupport");
  const tValidation = useTranslations("Validation");
  const { toast } = useToast();
  const { errorText, fieldErrorText } = useErrorText();
  const { run, isPending } = useChange();
  const schema = useMemo(() => makeSupportReplySchema((key) => tValidation(key)), [tValidation]);
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string>();

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = schema.safeParse({ message });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    void run(async () => {
      try {
        await adminSupportApi.reply(requestId, parsed.data);
        setMessage("");
        toast({ description: t("replied", { email: senderEmail }), variant: "success" });
        return true;
      } catch (err) {
        const field = err instanceof ApiError ? err.fieldCodes?.message?.[0] : undefined;
        if (field) setError(fieldErrorText(field));
        toast({ description: errorText(err, { fallback: t("replyFailed") }), variant: "destructive" });
        return false;
      }
    });
  }

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-3">
      <Textarea
        label={t("replyLabel")}
        hint={t("replyHint", { email: senderEmail })}
        value={message}
        onChange={(e) => {
          setMessage(e.target.value);
          setError(undefined);
        }}
        maxLength={SUPPORT_LIMITS.message}
        rows={6}
        error={error}
        required
      />
      <div className="flex justify-end">
        <Button type="submit" isLoading={isPending} className="w-full sm:w-auto">
          {t("sendReply")}
        </Button>
      </div>
    </form>
  );
}

/** Close (the request is resolved) or reopen it. */
export function SupportStatusAction({ requestId, isClosed }: { requestId: string; isClosed: boolean }) {
  const t = useTranslations("AdminSupport");
  const { toast } = useToast();
  const { errorText } = useErrorText();
  const { run, isPending } = useChange();
  const onClick = () =>
    run(async () => {
      try {
        await (isClosed ? adminSupportApi.reopen(requestId) : adminSupportApi.close(requestId));
        toast({ description: isClosed ? t("reopened") : t("closed"), variant: "success" });
        return true;
      } catch (e) {
        toast({ description: errorText(e, { fallback: isClosed ? t("reopenFailed") : t("closeFailed") }), variant: "destructive" });
        return false;
      }
    });
  return (
    <Button variant={isClosed ? "secondary" : "outline"} onClick={onClick} isLoading={isPending} className="w-full sm:w-auto">
      {isClosed ? t("reopen") : t("close")}
    </Button>
  );
}
