"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "#i18n/texts";
import { useId } from "react";
import { Controller, useForm, useWatch, type Control, type FieldPath } from "react-hook-form";
import type * as z from "zod";
import { applyFieldErrors } from "@/lib/api-client/form-errors";
import { useErrorText } from "@/lib/api-client/use-error-text";
import { applicationsApi } from "@/lib/applications/client";
import { ZApplication, type TApplicationInput } from "@/lib/applications/schemas";
import { useRouter } from "@/lib/i18n/navigation";
import { APPLICATION_ANSWER_MAX_LENGTH } from "@/lib/rehoming/constants";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { useToast } from "@/components/ui/toast";

type TValues = z.input<typeof ZApplication>;
const FIELDS = [
  "home_type",
  "is_rented",
  "has_landlord_consent",
  "has_garden",
  "other_pets",
  "experience",
  "household",
  "reason",
  "answers",
] as const;

/** Two or more big choices in a row (phone-first: each a full tap target), one radio group. */
function Choice<TName extends FieldPath<TValues>>({
  control,
  name,
  legend,
  options,
  error,
}: {
  control: Control<TValues>;
  name: TName;
  legend: string;
  options: { value: string | boolean; label: string }[];
  error?: string;
}) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <fieldset aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
          <legend className="text-sm font-medium text-stone-800">{legend}</legend>
          <div className="mt-2 grid grid-cols-2 gap-2">
            {options.map((o) => (
              <label
                key={String(o.value)}
                className="flex min-h-12 cursor-pointer items-center gap-2 rounded-lg border border-stone-300 bg-white px-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name={field.name}
                  checked={field.value === o.value}
                  onChange={() => field.onChange(o.value)}
                  onBlur={field.onBlur}
                  className="size-5 accent-brand-700"
                />
                <span>{o.label}</span>
              </label>
            ))}
          </div>
          {error && (
            <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
              {error}
            </p>
          )}
        </fieldset>
      )}
    />
  );
}

/**
 * The application to adopt: the home, the household, why, and the owner's own questions, checked with
 * the server's own schema (lib/applications/schemas.ts), its keys shown in the reader's language; the server's field
 * failures land on the same fields. Sent, it goes to "My applications".
 */
export function ApplyForm({ petId, petName, questions }: { petId: string; petName: string; questions: string[] }) {
  const t = useTranslations("Applications");
  const router = useRouter();
  const { toast } = useToast();
  const { errorText, fieldErrorText } = useErrorText();
  const { register, control, handleSubmit, setError, formState } = useForm<TValues, unknown, TApplicationInput>({
    resolver: zodResolver(ZApplication),
    defaultValues: { other_pets: "", experience: "", household: "", reason: "", answers: questions.map(() => "") },
  });
  const isRented = useWatch({ control, name: "is_rented" });
  const errors = formState.errors;
  // The schema's messages are keys (keyV), as on the server: one text per key in the reader's language.
  const errorOf = (key?: string) => (key ? fieldErrorText(key) : undefined);
  const yesNo = [
    { value: true, label: t("yes") },
    { value: false, label: t("no") },
  ];

  const submit = handleSubmit(async (input) => {
    try {
      await applicationsApi.apply(petId, { ...input, has_landlord_consent: input.is_rented ? input.has_landlord_consent : null });
      toast({ description: t("sent") });
      router.push("/applications");
    } catch (e) {
      applyFieldErrors(e, setError, FIELDS, fieldErrorText);
      toast({ description: errorText(e, { fallback: t("failed") }), variant: "destructive" });
    }
  });

  const text = (name: "other_pets" | "experience" | "household" | "reason", label: string, hint?: string) => (
    <Textarea
      label={label}
      hint={hint}
      rows={3}
      maxLength={APPLICATION_ANSWER_MAX_LENGTH}
      error={errors[name]?.message ? fieldErrorText(errors[name].message) : undefined}
      {...register(name)}
    />
  );

  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-6" data-testid="apply-form">
      <Choice
        control={control}
        name="home_type"
        legend={t("homeType")}
        options={[
          { value: "house", label: t("house") },
          { value: "flat", label: t("flat") },
        ]}
        error={errorOf(errors.home_type?.message)}
      />
      <Choice control={control} name="is_rented" legend={t("isRented")} options={yesNo} error={errorOf(errors.is_rented?.message)} />
      {isRented === true && (
        <div className="space-y-2 rounded-lg bg-amber-50 p-3">
          <p className="text-sm text-stone-800">{t("landlordWhy")}</p>
          <Choice
            control={control}
            name="has_landlord_consent"
            legend={t("landlordConsent")}
            options={yesNo}
            error={errorOf(errors.has_landlord_consent?.message)}
          />
        </div>
      )}
      <Choice control={control} name="has_garden" legend={t("hasGarden")} options={yesNo} error={errorOf(errors.has_garden?.message)} />
      {text("other_pets", t("otherPets"), t("otherPetsHint"))}
      {text("experience", t("experience"))}
      {text("household", t("household"), t("householdHint"))}
      {text("reason", t("reasonLabel", { pet: petName }))}
      {questions.length > 0 && (
        <section className="space-y-4">
          <h2 className="text-lg font-semibold text-stone-900">{t("questionsTitle")}</h2>
          {questions.map((q, i) => (
            <Textarea
              key={i}
              label={q}
              rows={2}
              maxLength={APPLICATION_ANSWER_MAX_LENGTH}
              error={errors.answers?.[i]?.message ? fieldErrorText(errors.answers[i].message) : undefined}
              {...register(`answers.${i}` as const)}
            />
          ))}
          {errors.answers?.message && <p className="text-sm font-medium text-red-700">{fieldErrorText(errors.answers.message)}</p>}
        </section>
      )}
      <Button type="submit" size="lg" className="w-full sm:w-auto" isLoading={formState.isSubmitting}>
        {formState.isSubmitting ? t("sending") : t("submit")}
      </Button>
    </form>
  );
}
