"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "#i18n/texts";
import { useEffect, useId, useMemo, useState } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { ApiError } from "@/lib/api-client/fetch";
import { applyFieldErrors } from "@/lib/api-client/form-errors";
import { useErrorText } from "@/lib/api-client/use-error-text";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { petsApi, type TPetDetailDto } from "@/lib/pets/client";
import { petKeys } from "@/lib/pets/keys";
import { GENDERS, MAX_AVAILABLE, SELLER_TYPES, SPECIES, todayInIndia } from "@/lib/pets/constants";
import { makePetSchema, type TPetInput } from "@/lib/pets/schemas";
import { REHOMING_FEE_MAX, REHOMING_FEE_MIN } from "@/lib/rehoming/constants";
import { formatPrice } from "@/lib/format";
import { breedChoicesFor, type TBreedChoices } from "@/lib/discovery/breed-choices";
import { useValidationMessages } from "@/lib/validation/use-validation";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { useToast } from "@/components/ui/toast";
import { SellerTypeHint, useHeldListingNotice } from "./seller-type-hint";
import { FeatureEditor } from "./feature-editor";
import { HealthRecordsFields, VACCINATION_ROW_FIELDS } from "./health-records-fields";
import { MotherPhotosField } from "./mother-photos-field";
import { FORM_FIELDS, defaultsFrom, toFormData, type TFormValues } from "./listing-form-values";
import { PhotoPicker, existingPhotos, type TPhoto } from "./photo-picker";
import { ListingModeChoice, RehomingFields } from "./rehoming-fields";

type TListingFormProps = {
  pet?: TPetDetailDto;
  /** The breed field's suggestions for each species (built on the server: lib/discovery/breed-suggestions.ts). */
  breedChoices: TBreedChoices;
};

/**
 * Add a listing (no `pet`) or edit one. The same zod schema as the server (makePetSchema) checks it
 * here in the reader's language, every field at once on submit (the first wrong one gets the focus);
 * the server's field errors are copied into the fields. The species comes first, and the breed field
 * suggests that species' breeds.
 */
export function ListingForm({ pet, breedChoices }: TListingFormProps) {
  const t = useTranslations("ListingForm");
  const tListings = useTranslations("Listings");
  const tRehoming = useTranslations("Rehoming");
  const v = useValidationMessages();
  const schema = useMemo(() => makePetSchema(v), [v]);
  const router = useRouter();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { errorText, fieldErrorText } = useErrorText();
  const isEdit = !!pet;

  const { register, handleSubmit, setError, clearErrors, setValue, control, formState } = useForm<TFormValues, unknown, TPetInput>({
    resolver: zodResolver(schema) as unknown as Resolver<TFormValues, unknown, TPetInput>,
    defaultValues: defaultsFrom(pet),
  });
  const { errors } = formState;
  const features = useWatch({ control, name: "features" });
  const sellerType = useWatch({ control, name: "sellerType" });
  const species = useWatch({ control, name: "species" });
  const breedListId = useId();
  const breeds = breedChoicesFor(breedChoices, species);
  const heldNotice = useHeldListingNotice(sellerType);
  const mode = useWatch({ control, name: "mode" });
  const isRehoming = mode === "rehoming";
  // A rehoming is one pet: its count is 1 (the field is not shown), whatever was typed for a sale.
  useEffect(() => {
    if (isRehoming) setValue("available", "1");
  }, [isRehoming, setValue]);

  // Photos: the pet's own (edit) and new files, chosen in the PhotoPicker; sent with the fields.
  const [photos, setPhotos] = useState<TPhoto[]>(() => existingPhotos(pet));
  const [photoError, setPhotoError] = useState<string>();
  const [isPreparing, setIsPreparing] = useState(false);
  // The listing's upload: how much has gone (0–1), and how to stop it.
  const [upload, setUpload] = useState<{ fraction: number; controller: AbortController } | null>(null);
  const uploadLabelId = useId();

  const onSubmit = handleSubmit(async (values) => {
    setPhotoError(undefined);
    const controller = new AbortController();
    const progress = { onProgress: (fraction: number) => setUpload({ fraction, controller }), signal: controller.signal };
    setUpload({ fraction: 0, controller });
    try {
      const body = toFormData(values, photos, isEdit);
      let id = pet?.id ?? null;
      if (pet) {
        await petsApi.update(pet.id, body, progress);
        toast({ description: heldNotice ?? t("updated"), variant: "success" });
      } else {
        id = (await petsApi.create(body, progress)).id;
        toast({ description: heldNotice ?? t("created"), variant: "success" });
      }
      await queryClient.invalidateQueries({ queryKey: petKeys.all });
      // A held listing has no public page yet: its seller finds it in My listings.
      router.push(id && !heldNotice ? `/pets/${id}` : "/dashboard");
      router.refresh();
    } catch (e) {
      // Cancelled: the form and its photos stay as they were.
      if (e instanceof DOMException && e.name === "AbortError") {
        toast({ description: t("uploadCancelled") });
        return;
      }
      if (e instanceof ApiError && e.status === 401) {
        toast({ description: t("loginRequired"), variant: "destructive" });
        router.replace(`/login?next=${encodeURIComponent(pet ? `/pets/${pet.id}/edit` : "/add-listing")}`);
        return;
      }
      applyFieldErrors(e, setError, [...FORM_FIELDS, ...VACCINATION_ROW_FIELDS], fieldErrorText);
      const imageError = e instanceof ApiError ? e.fieldCodes?.images?.[0] : undefined;
      if (imageError) setPhotoError(fieldErrorText(imageError));
      toast({ description: errorText(e, { fallback: isEdit ? t("updateFailed") : t("createFailed") }), variant: "destructive" });
    } finally {
      setUpload(null);
    }
  });

  const boolOptions = (
    <>
      <option value="">{tListings("yesNo.unknown")}</option>
      <option value="true">{tListings("yesNo.yes")}</option>
      <option value="false">{tListings("yesNo.no")}</option>
    </>
  );

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-6">
      <Card className="p-5 sm:p-6">
        <ListingModeChoice register={register} errors={errors} />
      </Card>
      <Card className="space-y-5 p-5 sm:p-6">
        <h2 className="text-lg font-bold text-stone-900">{t("basics")}</h2>
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <Select label={t("species")} error={errors.species?.message} {...register("species")}>
            <option value="">{tListings("yesNo.unknown")}</option>
            {SPECIES.map((s) => (
              <option key={s} value={s}>
                {tListings(`species.${s}`)}
              </option>
            ))}
          </Select>
          <Input
            label={t("breed")}
            autoComplete="off"
            maxLength={80}
            list={breeds.length ? breedListId : undefined}
            error={errors.breed?.message}
            {...register("breed")}
          />
          {breeds.length > 0 && (
            <datalist id={breedListId}>
              {breeds.map(({ value, label }) => (
                <option key={value} value={value} label={label} />
              ))}
            </datalist>
          )}
          <Input label={t("name")} autoComplete="off" maxLength={80} error={errors.name?.message} {...register("name")} />
          <Input label={t("age")} hint={t("ageHint")} autoComplete="off" maxLength={40} error={errors.age?.message} {...register("age")} />
          <Select label={t("gender")} error={errors.gender?.message} {...register("gender")}>
            <option value="">{t("chooseGender")}</option>
            {GENDERS.map((g) => (
              <option key={g} value={g}>
                {tListings(`gender.${g}`)}
              </option>
            ))}
          </Select>
          <Input
            label={isRehoming ? tRehoming("fee") : t("price")}
            hint={
              isRehoming ? tRehoming("feeHint", { min: formatPrice(REHOMING_FEE_MIN), max: formatPrice(REHOMING_FEE_MAX) }) : t("priceHint")
            }
            inputMode="numeric"
            autoComplete="off"
            error={errors.price?.message}
            {...register("price")}
          />
          <Input
            label={t("location")}
            hint={t("locationHint")}
            autoComplete="address-level2"
            maxLength={100}
            error={errors.location?.message}
            {...register("location")}
          />
          {pet?.available !== 0 && !isRehoming && (
            <Input
              label={t("available")}
              hint={t("availableHint")}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_AVAILABLE}
              step={1}
              autoComplete="off"
              error={errors.available?.message}
              {...register("available")}
            />
          )}
        </div>
        <Textarea
          label={t("description")}
          hint={t("descriptionHint")}
          rows={6}
          maxLength={5000}
          error={errors.description?.message}
          {...register("description")}
        />

        <FeatureEditor
          features={features}
          error={errors.features?.message}
          onAdd={(feature) => {
            setValue("features", [...features, feature], { shouldDirty: true });
            clearErrors("features");
          }}
          onRemove={(feature) =>
            setValue(
              "features",
              features.filter((f) => f !== feature),
              { shouldDirty: true },
            )
          }
        />
        {isRehoming && <RehomingFields control={control} register={register} errors={errors} setValue={setValue} />}
      </Card>

      <PhotoPicker
        photos={photos}
        onPhotosChange={setPhotos}
        error={photoError}
        onErrorChange={setPhotoError}
        isPreparing={isPreparing}
        onPreparingChange={setIsPreparing}
      />
      <MotherPhotosField photos={photos} onPhotosChange={setPhotos} />

      <Card className="space-y-5 p-5 sm:p-6">
        <div>
          <h2 className="text-lg font-bold text-stone-900">{t("health")}</h2>
          <p className="mt-1 text-sm text-stone-700">
            {t("healthHint")}{" "}
            <Link href="/selling-rules" className="font-semibold text-brand-800 underline underline-offset-4">
              {t("sellingRulesLink")}
            </Link>
          </p>
        </div>
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <Input
            label={t("dateOfBirth")}
            type="date"
            max={todayInIndia()}
            error={errors.dateOfBirth?.message}
            {...register("dateOfBirth")}
          />
          <Select label={t("vaccinated")} error={errors.vaccinated?.message} {...register("vaccinated")}>
            {boolOptions}
          </Select>
          <Select label={t("dewormed")} error={errors.dewormed?.message} {...register("dewormed")}>
            {boolOptions}
          </Select>
          <Select label={t("sterilised")} hint={t("sterilisedHint")} error={errors.sterilised?.message} {...register("sterilised")}>
            {boolOptions}
          </Select>
          <Input
            label={t("microchip")}
            hint={t("microchipHint")}
            autoComplete="off"
            maxLength={20}
            error={errors.microchipNumber?.message}
            {...register("microchipNumber")}
          />
          <Select label={t("sellerType")} error={errors.sellerType?.message} {...register("sellerType")}>
            <option value="">{tListings("yesNo.unknown")}</option>
            {SELLER_TYPES.map((s) => (
              <option key={s} value={s}>
                {tListings(`sellerType.${s}`)}
              </option>
            ))}
          </Select>
          <SellerTypeHint sellerType={sellerType} />
          {sellerType === "breeder" && (
            <Input
              label={t("registrationNumber")}
              hint={t("registrationHint")}
              autoComplete="off"
              maxLength={60}
              error={errors.registrationNumber?.message}
              {...register("registrationNumber")}
            />
          )}
        </div>
        <HealthRecordsFields control={control} register={register} errors={errors} />
      </Card>

      {upload && (
        <div className="space-y-2 rounded-xl border border-stone-200 bg-white p-4">
          <div className="flex items-center justify-between gap-3 text-sm font-medium text-stone-800">
            <span id={uploadLabelId}>{t("uploading", { percent: Math.round(upload.fraction * 100) })}</span>
            <Button type="button" variant="ghost" size="sm" onClick={() => upload.controller.abort()}>
              {t("cancelUpload")}
            </Button>
          </div>
          <div
            role="progressbar"
            aria-labelledby={uploadLabelId}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(upload.fraction * 100)}
            className="h-2 w-full overflow-hidden rounded-full bg-stone-200"
          >
            <div
              className="h-full rounded-full bg-brand-700 transition-[width]"
              style={{ width: `${Math.round(upload.fraction * 100)}%` }}
            />
          </div>
        </div>
      )}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link href={pet ? `/pets/${pet.id}` : "/dashboard"} className={buttonClasses({ variant: "outline", size: "lg" })}>
          {t("cancel")}
        </Link>
        <Button type="submit" size="lg" isLoading={formState.isSubmitting} disabled={isPreparing}>
          {isEdit ? t("submitEdit") : t("submitCreate")}
        </Button>
      </div>
    </form>
  );
}
