"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "#i18n/texts";
import { useId } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { applyFieldErrors } from "@/lib/api-client/form-errors";
import { useErrorText } from "@/lib/api-client/use-error-text";
import { REVIEW_TEXT_MAX, ZReviewInput, type TReviewFormValues, type TReviewInput } from "@/lib/reviews/schemas";
import { DialogActions } from "@/components/ui/dialog-actions";
import { Textarea } from "@/components/ui/textarea";
import { useToast } from "@/components/ui/toast";
import { StarIcon } from "@/components/ui/stars";

/**
 * The stars (five radio buttons, one per rating) and the optional comment, checked with the server's
 * own schema (lib/reviews/schemas.ts); the server's field failures land on the same fields.
 */
export function ReviewForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial?: TReviewInput;
  submitLabel: string;
  onSubmit: (input: TReviewInput) => Promise<void>;
  onCancel: () => void;
}) {
  const t = useTranslations("Reviews");
  const { toast } = useToast();
  const { errorText, fieldErrorText } = useErrorText();
  const groupId = useId();
  const { register, control, handleSubmit, setError, formState } = useForm<TReviewFormValues, unknown, TReviewInput>({
    resolver: zodResolver(ZReviewInput),
    defaultValues: { rating: initial?.rating ?? (0 as number), comment: initial?.comment ?? "" },
  });
  const comment = useWatch({ control, name: "comment" }) ?? "";
  const ratingError = formState.errors.rating?.message;
  const commentError = formState.errors.comment?.message;

  const submit = handleSubmit(async (input) => {
    try {
      await onSubmit(input);
    } catch (e) {
      applyFieldErrors(e, setError, ["rating", "comment"], fieldErrorText);
      toast({ description: errorText(e, { fallback: t("failed") }), variant: "destructive" });
    }
  });

  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-5">
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <fieldset aria-describedby={ratingError ? `${groupId}-error` : undefined} aria-invalid={ratingError ? true : undefined}>
            <legend className="text-sm font-medium text-stone-800">{t("ratingField")}</legend>
            <div className="mt-2 flex gap-1">
              {[1, 2, 3, 4, 5].map((n) => (
                <label key={n} className="relative inline-flex size-12 items-center justify-center rounded-lg">
                  {/* The radio covers its star: a tap anywhere on the star chooses it, and it keeps the
                      group's arrow-key behaviour and its name for screen readers. */}
                  <input
                    type="radio"
                    name={field.name}
                    value={n}
                    checked={field.value === n}
                    onChange={() => field.onChange(n)}
                    onBlur={field.onBlur}
                    ref={n === 1 ? field.ref : undefined}
                    aria-label={t("stars", { count: n })}
                    className="peer absolute inset-0 size-full cursor-pointer opacity-0"
                  />
                  <span className="pointer-events-none inline-flex rounded-lg p-1 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-brand-700">
                    <StarIcon isFilled={n <= (field.value ?? 0)} className="size-9" />
                  </span>
                </label>
              ))}
            </div>
            <p className="mt-1 text-sm text-stone-700" aria-hidden="true">
              {field.value ? t("stars", { count: field.value }) : t("chooseStars")}
            </p>
            {ratingError && (
              <p id={`${groupId}-error`} className="mt-1 text-sm font-medium text-red-700">
                {fieldErrorText(ratingError)}
              </p>
            )}
          </fieldset>
        )}
      />
      <Textarea
        label={t("comment")}
        rows={4}
        maxLength={REVIEW_TEXT_MAX.comment}
        hint={t("commentHint", { count: comment.length, max: REVIEW_TEXT_MAX.comment })}
        error={commentError ? fieldErrorText(commentError) : undefined}
        {...register("comment")}
      />
      <DialogActions cancelLabel={t("cancel")} onCancel={onCancel} confirmLabel={submitLabel} isPending={formState.isSubmitting} />
    </form>
  );
}
