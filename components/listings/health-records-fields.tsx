"use client";
import { useTranslations } from "#i18n/texts";
import { useFieldArray, useWatch, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { isCitesListing } from "@/lib/law/cites-hint";
import { todayInIndia } from "@/lib/pets/constants";
import { MAX_SPECIES_REGISTRATION_LENGTH, MAX_VACCINATIONS, MAX_VACCINE_LENGTH } from "@/lib/pets/pet-health";
import type { TPetInput } from "@/lib/pets/schemas";
import { Button } from "@/components/ui/button";
import { CloseIcon } from "@/components/ui/icons/close";
import { PlusIcon } from "@/components/ui/icons/plus";
import { Input } from "@/components/ui/input";
import type { TFormValues } from "./listing-form-values";

/** The vaccination rows' paths the server may name in its field errors (copied into the form with the schema's fields). */
export const VACCINATION_ROW_FIELDS = [
  ...Array.from({ length: MAX_VACCINATIONS }, (_, i) => [`vaccinations.${i}.vaccine`, `vaccinations.${i}.date`] as const).flat(),
] as const;

type THealthRecordsFieldsProps = {
  control: Control<TFormValues, unknown, TPetInput>;
  register: UseFormRegister<TFormValues>;
  errors: FieldErrors<TFormValues>;
};

/**
 * The listing form's health records (lib/pets/pet-health.ts): vaccinations as rows of a vaccine and its
 * day (added and removed here, at most MAX_VACCINATIONS), the last deworming, and, for a species on the
 * CITES appendices (read from the breed as the server reads it: lib/law/cites-hint.ts), the owner's
 * registration under the Living Animal Species (Reporting and Registration) Rules, 2024.
 */
export function HealthRecordsFields({ control, register, errors }: THealthRecordsFieldsProps) {
  const t = useTranslations("ListingForm");
  const { fields, append, remove } = useFieldArray({ control, name: "vaccinations" });
  const [breed, name] = useWatch({ control, name: ["breed", "name"] });
  const today = todayInIndia();
  const isCites = isCitesListing(breed ?? "", name ?? "");

  return (
    <div className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          label={t("dewormedOn")}
          hint={t("dewormedOnHint")}
          type="date"
          max={today}
          error={errors.dewormedOn?.message}
          {...register("dewormedOn")}
        />
        {isCites && (
          <Input
            label={t("speciesRegistration")}
            hint={t("speciesRegistrationHint")}
            autoComplete="off"
            maxLength={MAX_SPECIES_REGISTRATION_LENGTH}
            error={errors.speciesRegistrationNumber?.message}
            {...register("speciesRegistrationNumber")}
          />
        )}
      </div>

      <fieldset className="min-w-0 space-y-3">
        <legend className="text-base font-semibold text-stone-900">{t("vaccinations")}</legend>
        <p className="text-sm text-stone-700">{t("vaccinationsHint")}</p>
        {errors.vaccinations?.message && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {errors.vaccinations.message}
          </p>
        )}
        {fields.length > 0 && (
          <ol className="space-y-3">
            {fields.map((field, i) => (
              <li key={field.id} className="rounded-xl border border-stone-200 bg-stone-50 p-3">
                <div className="mb-2 flex items-center justify-between gap-3">
                  <span className="text-sm font-semibold text-stone-800">{t("vaccinationNumber", { index: i + 1 })}</span>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    onClick={() => remove(i)}
                    aria-label={t("removeVaccination", { index: i + 1 })}
                    className="min-h-11 min-w-11"
                  >
                    <CloseIcon className="size-4" />
                  </Button>
                </div>
                <div className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,1fr)_12rem]">
                  <Input
                    label={t("vaccine")}
                    placeholder={t("vaccinePlaceholder")}
                    autoComplete="off"
                    maxLength={MAX_VACCINE_LENGTH}
                    error={errors.vaccinations?.[i]?.vaccine?.message}
                    {...register(`vaccinations.${i}.vaccine`)}
                  />
                  <Input
                    label={t("vaccineDate")}
                    type="date"
                    max={today}
                    error={errors.vaccinations?.[i]?.date?.message}
                    {...register(`vaccinations.${i}.date`)}
                  />
                </div>
              </li>
            ))}
          </ol>
        )}
        <Button
          type="button"
          variant="outline"
          onClick={() => append({ vaccine: "", date: "" })}
          disabled={fields.length >= MAX_VACCINATIONS}
          className="w-full sm:w-auto"
        >
          <PlusIcon className="size-5" />
          {t("addVaccination")}
        </Button>
      </fieldset>
    </div>
  );
}
