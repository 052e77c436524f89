"use client";
import { useMutation } from "@tanstack/react-query";
import { useLocale, useTranslations } from "#i18n/texts";
import { useState, type FormEvent } from "react";
import { ApiError } from "@/lib/api-client/fetch";
import { useErrorText } from "@/lib/api-client/use-error-text";
import { DISPUTE_LIMITS } from "@/lib/disputes/schemas";
import { formatDate } from "@/lib/format";
import { ordersApi, type TDisputeReason, type TOrderDetail } from "@/lib/orders/client";
import { DISPUTE_REASONS } from "@/lib/orders/schemas";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { useToast } from "@/components/ui/toast";
import { EvidencePicker, type TPickedPhoto } from "./evidence-picker";
import { useOrderRefresh } from "./use-order-refresh";

// The two sides of a dispute (lib/disputes): the buyer raises it within the protection window, with
// what is wrong, what happened and photos (a vet's note when the pet is ill); the seller adds their side
// once. The checks are the server's (lib/disputes/schemas.ts, DISPUTE_LIMITS), said in the reader's
// language before anything is sent; the server's own refusals come back as the same texts.

const { textMin: MIN, textMax: MAX } = DISPUTE_LIMITS;

function useTextCheck() {
  const t = useTranslations("OrderPage");
  return (text: string) => {
    const length = text.trim().length;
    return length < MIN ? t("detailsShort", { min: MIN }) : length > MAX ? t("detailsLong", { max: MAX }) : undefined;
  };
}

/** Upload progress as a whole percentage, for the button while the photos go. */
function useProgress() {
  const [fraction, setFraction] = useState<number | null>(null);
  return { percent: fraction === null ? null : Math.round(fraction * 100), onProgress: setFraction, reset: () => setFraction(null) };
}

/** The buyer's "Raise a dispute", while the protection window runs. */
export function DisputeForm({ order }: { order: TOrderDetail }) {
  const t = useTranslations("OrderPage");
  const tErrors = useTranslations("Errors");
  const locale = useLocale();
  const { toast } = useToast();
  const { errorText } = useErrorText();
  const refresh = useOrderRefresh();
  const checkText = useTextCheck();
  const progress = useProgress();
  const [reason, setReason] = useState<TDisputeReason | "">("");
  const [details, setDetails] = useState("");
  const [photos, setPhotos] = useState<TPickedPhoto[]>([]);
  const [vetNotes, setVetNotes] = useState<TPickedPhoto[]>([]);
  const [preparing, setPreparing] = useState(0);
  const [errors, setErrors] = useState<{ reason?: string; details?: string; vetNote?: string }>({});

  const send = useMutation({
    mutationFn: (input: { reason: TDisputeReason; details: string }) =>
      ordersApi.dispute(
        { orderId: order.id, ...input, photos: photos.map((p) => p.file), vetNotes: vetNotes.map((p) => p.file) },
        progress.onProgress,
      ),
    // The ticket number stays on the order page's dispute panel; the notice names it too.
    onSuccess: ({ ticket }) =>
      toast(
        ticket
          ? { title: t("disputeSent"), description: t("disputeTicket", { ticket }), variant: "success", durationMs: 12_000 }
          : { description: t("disputeSent"), variant: "success" },
      ),
    onError: (e) => {
      if (e instanceof ApiError && e.code === "DISPUTE_VET_NOTE_REQUIRED") setErrors({ vetNote: tErrors("DISPUTE_VET_NOTE_REQUIRED") });
      toast({ description: errorText(e, { fallback: t("disputeFailed") }), variant: "destructive" });
    },
    onSettled: () => {
      progress.reset();
      return refresh();
    },
  });

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const next = {
      reason: reason ? undefined : t("reasonMissing"),
      details: checkText(details),
      vetNote: reason === "ill" && vetNotes.length === 0 ? t("vetNoteRequired") : undefined,
    };
    setErrors(next);
    if (!reason || next.details || next.vetNote) return;
    send.mutate({ reason, details: details.trim() });
  }

  const deadline = order.protection_deadline ? formatDate(order.protection_deadline, locale, "deadline") : "";
  return (
    <Card className="space-y-4 p-5 sm:p-6">
      <div className="space-y-1">
        <h2 className="text-lg font-bold text-stone-900">{t("disputeFormTitle")}</h2>
        <p className="text-sm text-stone-700">{t("disputeFormIntro", { date: deadline })}</p>
      </div>
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
        <Select
          label={t("reasonLabel")}
          name="reason"
          value={reason}
          onChange={(e) => {
            setReason(e.target.value as TDisputeReason | "");
            setErrors((x) => ({ ...x, reason: undefined, vetNote: undefined }));
          }}
          error={errors.reason}
        >
          <option value="">{t("reasonChoose")}</option>
          {DISPUTE_REASONS.map((r) => (
            <option key={r} value={r}>
              {t(`reason.${r}`)}
            </option>
          ))}
        </Select>
        <Textarea
          label={t("detailsLabel")}
          name="details"
          value={details}
          maxLength={MAX}
          onChange={(e) => {
            setDetails(e.target.value);
            setErrors((x) => ({ ...x, details: undefined }));
          }}
          hint={t("detailsHint", { min: MIN, max: MAX })}
          error={errors.details}
        />
        <EvidencePicker
          label={t("photosLabel")}
          hint={t("photosHint", { max: DISPUTE_LIMITS.photos })}
          max={DISPUTE_LIMITS.photos}
          photos={photos}
          onChange={setPhotos}
          onPreparing={(is) => setPreparing((n) => n + (is ? 1 : -1))}
        />
        <EvidencePicker
          label={t("vetNoteLabel")}
          hint={reason === "ill" ? t("vetNoteRequired") : t("vetNoteHint", { max: DISPUTE_LIMITS.vetNotes })}
          max={DISPUTE_LIMITS.vetNotes}
          photos={vetNotes}
          onChange={(next) => {
            setVetNotes(next);
            setErrors((x) => ({ ...x, vetNote: undefined }));
          }}
          error={errors.vetNote}
          onPreparing={(is) => setPreparing((n) => n + (is ? 1 : -1))}
        />
        <Button type="submit" size="lg" className="w-full sm:w-auto" isLoading={send.isPending} disabled={preparing > 0}>
          {send.isPending && progress.percent !== null ? t("sending", { percent: progress.percent }) : t("disputeSubmit")}
        </Button>
      </form>
    </Card>
  );
}

/** The seller's side of an open dispute, once. */
export function StatementForm({ order }: { order: TOrderDetail }) {
  const t = useTranslations("OrderPage");
  const { toast } = useToast();
  const { errorText } = useErrorText();
  const refresh = useOrderRefresh();
  const checkText = useTextCheck();
  const progress = useProgress();
  const [statement, setStatement] = useState("");
  const [photos, setPhotos] = useState<TPickedPhoto[]>([]);
  const [isPreparing, setIsPreparing] = useState(false);
  const [error, setError] = useState<string>();

  const send = useMutation({
    mutationFn: (text: string) =>
      ordersApi.addStatement({ orderId: order.id, statement: text, photos: photos.map((p) => p.file) }, progress.onProgress),
    onSuccess: () => toast({ description: t("statementSent"), variant: "success" }),
    onError: (e) => toast({ description: errorText(e, { fallback: t("statementFailed") }), variant: "destructive" }),
    onSettled: () => {
      progress.reset();
      return refresh();
    },
  });

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const problem = checkText(statement);
    setError(problem);
    if (!problem) send.mutate(statement.trim());
  }

  return (
    <Card className="space-y-4 p-5 sm:p-6">
      <div className="space-y-1">
        <h2 className="text-lg font-bold text-stone-900">{t("statementTitle")}</h2>
        <p className="text-sm text-stone-700">{t("statementIntro")}</p>
      </div>
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
        <Textarea
          label={t("statementLabel")}
          name="statement"
          value={statement}
          maxLength={MAX}
          onChange={(e) => {
            setStatement(e.target.value);
            setError(undefined);
          }}
          hint={t("statementHint", { min: MIN, max: MAX })}
          error={error}
        />
        <EvidencePicker
          label={t("photosLabel")}
          hint={t("photosHint", { max: DISPUTE_LIMITS.photos })}
          max={DISPUTE_LIMITS.photos}
          photos={photos}
          onChange={setPhotos}
          onPreparing={setIsPreparing}
        />
        <Button type="submit" size="lg" className="w-full sm:w-auto" isLoading={send.isPending} disabled={isPreparing}>
          {send.isPending && progress.percent !== null ? t("sending", { percent: progress.percent }) : t("statementSubmit")}
        </Button>
      </form>
    </Card>
  );
}
