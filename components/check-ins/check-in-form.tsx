"use client";
import { useTranslations } from "#i18n/texts";
import { useId, useState, useTransition, type FormEvent } from "react";
import { useErrorText } from "@/lib/api-client/use-error-text";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { checkInsApi, type TCheckInView } from "@/lib/rehoming/check-ins-client";
import { CHECK_IN_ANSWER_VALUES, type TCheckInAnswerValue } from "@/lib/rehoming/check-ins-schemas";
import { CHECK_IN_NOTE_MAX_LENGTH } from "@/lib/rehoming/constants";
import { Button, buttonClasses } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { useToast } from "@/components/ui/toast";
import { cn } from "@/components/ui/cn";

// The adopter's answer to a check-in (the answer page /check-ins/{id}, and the order page's panel): the
// three answers as one choice, an optional short note, and one press to send. A mail's button opens the
// page with its answer chosen (`initialAnswer`); nothing is recorded until Send, since a GET never changes
// anything. "I can't keep Bruno" shows, before and after sending, what the agreement asks: to offer the
// pet back to the owner first, with the chat about the pet one tap away.

/** Where the adopter writes to the owner about the pet (the chat the pet page opens). */
export const ownerChatHref = (ownerId: string, petId: string) =>
  `/messages?receiverId=${encodeURIComponent(ownerId)}&petId=${encodeURIComponent(petId)}`;

/** The kind word that the agreement asks the pet to be offered back first, with the chat button. */
export function OfferBackNote({ pet, ownerId, petId }: { pet: string; ownerId: string; petId: string }) {
  const t = useTranslations("CheckIns");
  return (
    <div role="note" className="space-y-3 rounded-xl bg-amber-50 p-4 text-amber-950">
      <p className="font-semibold">{t("offerBack.title", { pet })}</p>
      <p className="text-sm">{t("offerBack.text", { pet })}</p>
      <Link
        href={ownerChatHref(ownerId, petId)}
        className={buttonClasses({ variant: "primary", size: "md", className: "w-full sm:w-auto" })}
      >
        {t("offerBack.message")}
      </Link>
    </div>
  );
}

export function CheckInForm({
  checkIn,
  ownerId,
  petId,
  initialAnswer = null,
}: {
  checkIn: TCheckInView;
  ownerId: string;
  petId: string;
  initialAnswer?: TCheckInAnswerValue | null;
}) {
  const t = useTranslations("CheckIns");
  const { toast } = useToast();
  const { errorText } = useErrorText();
  const router = useRouter();
  const [isRefreshing, startRefresh] = useTransition();
  const [answer, setAnswer] = useState<TCheckInAnswerValue | null>(initialAnswer);
  const [note, setNote] = useState("");
  const [isSending, setIsSending] = useState(false);
  const [done, setDone] = useState<TCheckInView | null>(checkIn.answer ? checkIn : null);
  const [missing, setMissing] = useState(false);
  const groupId = useId();
  const pet = checkIn.pet_name;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!answer) return setMissing(true);
    setIsSending(true);
    try {
      const answered = await checkInsApi.answer(checkIn.id, { answer, note: note.trim() || null });
      setDone(answered);
      toast({ description: t("form.sent"), variant: "success" });
      startRefresh(() => router.refresh());
    } catch (err) {
      toast({ description: errorText(err, { fallback: t("form.failed") }), variant: "destructive" });
    } finally {
      setIsSending(false);
    }
  }

  if (done?.answer) {
    return (
      <div className="space-y-3" aria-live="polite">
        <p className="font-semibold text-stone-900">{t("form.thanks", { pet })}</p>
        <p className="text-stone-800">{t("form.yourAnswer", { answer: t(`answers.${done.answer}`, { pet }) })}</p>
        {done.note && <p className="wrap-anywhere whitespace-pre-wrap text-stone-700">{t("form.yourNote", { note: done.note })}</p>}
        {done.answer === "needs_new_home" && <OfferBackNote pet={pet} ownerId={ownerId} petId={petId} />}
      </div>
    );
  }

  return (
    <form method="post" onSubmit={onSubmit} className="space-y-4" noValidate>
      <fieldset className="space-y-2" aria-describedby={missing ? `${groupId}-missing` : undefined}>
        <legend className="mb-2 text-lg font-bold text-stone-900">{t("question", { pet })}</legend>
        {CHECK_IN_ANSWER_VALUES.map((value) => (
          <label
            key={value}
            className={cn(
              "flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border-2 px-4 py-2 font-semibold",
              answer === value ? "border-brand-700 bg-brand-50 text-brand-900" : "border-stone-300 bg-white text-stone-900",
            )}
          >
            <input
              type="radio"
              name={`${groupId}-answer`}
              value={value}
              checked={answer === value}
              onChange={() => {
                setAnswer(value);
                setMissing(false);
              }}
              className="size-5 accent-brand-700"
            />
            {t(`answers.${value}`, { pet })}
          </label>
        ))}
        {missing && (
          <p id={`${groupId}-missing`} role="alert" className="text-sm font-medium text-red-800">
            {t("form.choose")}
          </p>
        )}
      </fieldset>
      {answer === "needs_new_home" && <OfferBackNote pet={pet} ownerId={ownerId} petId={petId} />}
      <Textarea
        label={t("form.note")}
        hint={t("form.noteHint", { max: CHECK_IN_NOTE_MAX_LENGTH })}
        value={note}
        maxLength={CHECK_IN_NOTE_MAX_LENGTH}
        rows={3}
        onChange={(e) => setNote(e.target.value)}
      />
      <Button type="submit" size="lg" className="w-full sm:w-auto" isLoading={isSending || isRefreshing}>
        {t("form.send")}
      </Button>
    </form>
  );
}
