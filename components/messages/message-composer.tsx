"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "#i18n/texts";
import { useId, useState, type FormEvent, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { fieldClasses, fieldBorder } from "@/components/ui/field";
import { SendIcon } from "@/components/ui/icons/send";
import { useToast } from "@/components/ui/toast";
import { useErrorText } from "@/lib/api-client/use-error-text";
import { messagesApi } from "@/lib/messages/client";
import { messageKeys } from "@/lib/messages/keys";
import { MAX_MESSAGE_LENGTH } from "@/lib/messages/schemas";

type TProps = { receiverId: string; receiverName: string; petId: string | null; disabled?: boolean };

/**
 * The message field and Send: idle → sending → on success the field clears and the thread
 * and the conversations re-fetch. Enter sends, Shift+Enter starts a new line; Send is disabled while
 * the text is blank.
 */
export function MessageComposer({ receiverId, receiverName, petId, disabled }: TProps) {
  const t = useTranslations("Messages");
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { errorText } = useErrorText();
  const [text, setText] = useState("");
  const id = useId();
  const hintId = `${id}-hint`;
  const countId = `${id}-count`;

  const send = useMutation({
    mutationFn: messagesApi.send,
    onSuccess: () => {
      setText("");
      toast({ description: t("sent"), variant: "success" });
    },
    onError: (e) => toast({ description: errorText(e, { fallback: t("sendFailed") }), variant: "destructive" }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messageKeys.thread(receiverId) }),
        queryClient.invalidateQueries({ queryKey: messageKeys.conversations() }),
      ]),
  });

  const isBlank = text.trim().length === 0;

  function submit() {
    if (send.isPending) return;
    if (!receiverId || isBlank) {
      toast({ description: t("selectAndEnter"), variant: "destructive" });
      return;
    }
    send.mutate({ receiverId, petId, message: text.trim() });
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    submit();
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends; Shift+Enter is a new line; Enter that confirms an IME composition (Telugu, Hindi) is not a send.
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      if (!isBlank) submit();
    }
  }

  return (
    <form method="post" onSubmit={onSubmit} className="border-t border-stone-200 bg-white px-3 pt-2 pb-3 md:px-4">
      <label htmlFor={id} className="sr-only">
        {t("messageLabel", { name: receiverName })}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={id}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          maxLength={MAX_MESSAGE_LENGTH}
          rows={2}
          placeholder={t("messagePlaceholder")}
          aria-describedby={`${hintId} ${countId}`}
          disabled={disabled}
          className={`${fieldClasses} ${fieldBorder()} max-h-40 min-h-12 flex-1 resize-none py-2`}
        />
        <Button type="submit" disabled={disabled || isBlank} isLoading={send.isPending} className="shrink-0">
          <SendIcon className="size-5" />
          <span className="sr-only sm:not-sr-only">{t("send")}</span>
        </Button>
      </div>
      <div className="mt-1 flex justify-between gap-3 text-xs text-stone-600">
        <p id={hintId} className="hidden sm:block">
          {t("enterHint")}
        </p>
        <p id={countId} className={text.length >= MAX_MESSAGE_LENGTH ? "ml-auto font-semibold text-red-700" : "ml-auto"}>
          {t("charCount", { count: text.length, max: MAX_MESSAGE_LENGTH })}
        </p>
      </div>
    </form>
  );
}
