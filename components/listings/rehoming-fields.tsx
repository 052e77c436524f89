"use client";
import { useTranslations } from "#i18n/texts";
import { useId } from "react";
import { useWatch, type Control, type FieldErrors, type UseFormRegister, type UseFormSetValue } from "react-hook-form";
import { LISTING_MODES } from "@/lib/pets/constants";
import { REHOMING_MAX_QUESTIONS, REHOMING_QUESTION_MAX_LENGTH, REHOMING_WISHES_MAX_LENGTH } from "@/lib/rehoming/constants";
import { Button } from "@/components/ui/button";
import { CloseIcon } from "@/components/ui/icons/close";
import { PlusIcon } from "@/components/ui/icons/plus";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { TPetInput } from "@/lib/pets/schemas";
import type { TFormValues } from "./listing-form-values";

// The listing form's rehoming parts (docs/rehoming.md, "The rehoming listing"): the choice between
// selling and rehoming at the top, and for a rehoming the owner's own questions and wishes.

type TFieldsProps = {
  control: Control<TFormValues, unknown, TPetInput>;
  register: UseFormRegister<TFormValues>;
  errors: FieldErrors<TFormValues>;
};

/** "Sell" or "Rehome": two large radio cards (a phone's thumb), each saying what it means. */
export function ListingModeChoice({ register, errors }: Omit<TFieldsProps, "control">) {
  const t = useTranslations("Rehoming.mode");
  const groupId = useId();
  const error = errors.mode?.message;
  return (
    <fieldset aria-describedby={error ? `${groupId}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className="text-lg font-bold text-stone-900">{t("legend")}</legend>
      <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
        {LISTING_MODES.map((mode) => (
          <label
            key={mode}
            className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-stone-300 bg-white p-3 hover:border-stone-400 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
          >
            <input type="radio" value={mode} {...register("mode")} className="mt-0.5 size-5 shrink-0 accent-brand-700" />
            <span className="min-w-0">
              <span className="block text-base font-semibold text-stone-900">{t(mode)}</span>
              <span className="block text-sm text-stone-700">{t(`${mode}Hint`)}</span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${groupId}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** A rehoming's own questions (up to REHOMING_MAX_QUESTIONS, added and removed one by one) and the owner's wishes. */
export function RehomingFields({ control, register, errors, setValue }: TFieldsProps & { setValue: UseFormSetValue<TFormValues> }) {
  const t = useTranslations("Rehoming");
  const questions = useWatch({ control, name: "rehoming_questions" });
  const listError = errors.rehoming_questions?.message ?? errors.rehoming_questions?.root?.message;
  const setQuestions = (next: string[]) => setValue("rehoming_questions", next, { shouldDirty: true });

  return (
    <div className="space-y-5">
      <fieldset className="space-y-3">
        <legend className="text-base font-medium text-stone-900">{t("questions")}</legend>
        <p className="text-sm text-stone-700">
          {t("questionsHint", { max: REHOMING_MAX_QUESTIONS, length: REHOMING_QUESTION_MAX_LENGTH })}
        </p>
        {questions.map((question, i) => (
          <div key={i} className="flex items-end gap-2">
            <Input
              label={t("question", { n: i + 1 })}
              value={question}
              maxLength={REHOMING_QUESTION_MAX_LENGTH}
              autoComplete="off"
              className="min-w-0 flex-1"
              error={errors.rehoming_questions?.[i]?.message}
              onChange={(e) => setQuestions(questions.map((q, j) => (j === i ? e.target.value : q)))}
            />
            <Button
              variant="ghost"
              aria-label={t("removeQuestion", { n: i + 1 })}
              onClick={() => setQuestions(questions.filter((_, j) => j !== i))}
              className="mb-0.5 shrink-0"
            >
              <CloseIcon className="size-5" />
            </Button>
          </div>
        ))}
        {listError && <p className="text-sm font-medium text-red-700">{listError}</p>}
        {questions.length < REHOMING_MAX_QUESTIONS && (
          <Button variant="secondary" onClick={() => setQuestions([...questions, ""])} className="w-full sm:w-auto">
            <PlusIcon className="size-5" />
            {t("addQuestion")}
          </Button>
        )}
      </fieldset>
      <Textarea
        label={t("wishes")}
        hint={t("wishesHint")}
        rows={4}
        maxLength={REHOMING_WISHES_MAX_LENGTH}
        error={errors.rehoming_wishes?.message}
        {...register("rehoming_wishes")}
      />
    </div>
  );
}
