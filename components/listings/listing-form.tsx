"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import Image from "next/image";
import { useTranslations } from "next-intl";
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type KeyboardEvent } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { ApiError } from "@/lib/http/client";
import { shrinkPhoto } from "@/lib/images/shrink";
import { applyFieldErrors } from "@/lib/http/form-errors";
import { useErrorText } from "@/lib/http/use-error-text";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { petsApi, type TPetDetailDto } from "@/lib/pets/client";
import { petKeys } from "@/lib/pets/keys";
import { GENDERS, MAX_FEATURES, MAX_IMAGES, SELLER_TYPES, SPECIES, todayInIndia } from "@/lib/pets/constants";
import { makePetSchema, type TPetInput } from "@/lib/pets/schemas";
import { useValidationMessages } from "@/lib/validation/use-validation";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { CloseIcon, PlusIcon } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { useToast } from "@/components/ui/toast";

/** What the fields hold while editing (text as typed); the schema turns it into TPetInput. */
type TFormValues = {
  name: string;
  breed: string;
  age: string;
  gender: "" | (typeof GENDERS)[number];
  price: string;
  location: string;
  description: string;
  features: string[];
  species: string;
  dateOfBirth: string;
  vaccinated: "" | "true" | "false";
  dewormed: "" | "true" | "false";
  sterilised: "" | "true" | "false";
  microchipNumber: string;
  sellerType: string;
  registrationNumber: string;
};

const TEXT_FIELDS = ["name", "breed", "age", "gender", "price", "location", "description", "features", "species", "dateOfBirth", "vaccinated", "dewormed", "sterilised", "microchipNumber", "sellerType", "registrationNumber"] as const;
const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
const MAX_FEATURE_LENGTH = 40;

type TPhoto = { key: string; url: string } & ({ kind: "existing"; id: string } | { kind: "new"; file: File });

const triState = (v: boolean | null | undefined): "" | "true" | "false" => (v === true ? "true" : v === false ? "false" : "");

function defaultsFrom(pet?: TPetDetailDto): TFormValues {
  return {
    name: pet?.name ?? "",
    breed: pet?.breed ?? "",
    age: pet?.age ?? "",
    gender: pet?.gender ?? "",
    price: pet ? String(pet.price) : "",
    location: pet?.location ?? "",
    description: pet?.description ?? "",
    features: pet?.features ?? [],
    species: pet?.species ?? "",
    dateOfBirth: pet?.dateOfBirth ?? "",
    vaccinated: triState(pet?.vaccinated),
    dewormed: triState(pet?.dewormed),
    sterilised: triState(pet?.sterilised),
    microchipNumber: pet?.microchipNumber ?? "",
    sellerType: pet?.sellerType ?? "",
    registrationNumber: pet?.registrationNumber ?? "",
  };
}

/** The multipart body of POST /server/pets and PUT /server/pets/{id} (features travel as JSON text). */
function toFormData(values: TPetInput, photos: TPhoto[], isEdit: boolean): FormData {
  const form = new FormData();
  for (const key of ["name", "breed", "age", "gender", "location", "description"] as const) form.set(key, values[key]);
  form.set("price", String(values.price));
  form.set("features", JSON.stringify(values.features));
  const optional = {
    species: values.species,
    dateOfBirth: values.dateOfBirth,
    vaccinated: values.vaccinated,
    dewormed: values.dewormed,
    sterilised: values.sterilised,
    microchipNumber: values.microchipNumber,
    sellerType: values.sellerType,
    // Only a breeder has a registration number.
    registrationNumber: values.sellerType === "breeder" ? values.registrationNumber : undefined,
  };
  for (const [key, value] of Object.entries(optional)) form.set(key, value === undefined ? "" : String(value));
  // Edit: the existing photos kept, in order; new files follow them.
  if (isEdit) form.set("keepImageIds", JSON.stringify(photos.flatMap((p) => (p.kind === "existing" ? [p.id] : []))));
  for (const p of photos) if (p.kind === "new") form.append("images", p.file, p.file.name);
  return form;
}

type TListingFormProps = { pet?: TPetDetailDto };

/**
 * Add a listing (no `pet`) or edit one. The same zod schema as the server (makePetSchema) checks it
 * here in the reader's language; the server's field errors are copied into the fields.
 */
export function ListingForm({ pet }: TListingFormProps) {
  const t = useTranslations("ListingForm");
  const tListings = useTranslations("Listings");
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

  // Features: unique trimmed chips, added with Enter or the Add button.
  const [featureDraft, setFeatureDraft] = useState("");
  const [featureError, setFeatureError] = useState<string>();
  const featureInput = useRef<HTMLInputElement>(null);

  function addFeature() {
    const value = featureDraft.trim().replace(/\s+/g, " ");
    if (!value) return;
    if (value.length > MAX_FEATURE_LENGTH) return setFeatureError(v("featureMax"));
    if (features.some((f) => f.toLowerCase() === value.toLowerCase())) return setFeatureError(t("featureDuplicate"));
    if (features.length >= MAX_FEATURES) return setFeatureError(v("featuresMax"));
    setValue("features", [...features, value], { shouldDirty: true });
    clearErrors("features");
    setFeatureError(undefined);
    setFeatureDraft("");
    featureInput.current?.focus();
  }
  function onFeatureKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === "Enter" && !e.nativeEvent.isComposing) {
      e.preventDefault();
      addFeature();
    }
  }
  function removeFeature(feature: string) {
    setValue("features", features.filter((f) => f !== feature), { shouldDirty: true });
    featureInput.current?.focus();
  }

  // Photos: existing ones (edit) and new files with object-URL previews, at most 5 in all.
  const [photos, setPhotos] = useState<TPhoto[]>(() => (pet?.imageList ?? []).map((i) => ({ key: i.id, kind: "existing", id: i.id, url: i.thumbnail })));
  const [photoError, setPhotoError] = useState<string>();
  // Picked photos are made phone-sized before they join the list (lib/images/shrink.ts).
  const [isPreparing, setIsPreparing] = useState(false);
  // The listing's upload: how much has gone (0–1), and how to stop it.
  const [upload, setUpload] = useState<{ fraction: number; controller: AbortController } | null>(null);
  const photosRef = useRef(photos);
  useEffect(() => {
    photosRef.current = photos;
  }, [photos]);
  // Previews of new files are object URLs: released when the form goes away.
  useEffect(() => () => photosRef.current.forEach((p) => p.kind === "new" && URL.revokeObjectURL(p.url)), []);
  const photoInputId = useId();
  const photoLabelId = useId();
  const photoHintId = useId();
  const photoErrorId = useId();
  const uploadLabelId = useId();

  async function onPickPhotos(e: ChangeEvent<HTMLInputElement>) {
    const picked = Array.from(e.target.files ?? []);
    // Cleared so choosing the same file again (after removing it) still fires a change.
    e.target.value = "";
    if (!picked.length) return;
    const images = picked.filter((f) => !f.type || f.type.startsWith("image/"));
    const small = images.filter((f) => f.size <= MAX_PHOTO_BYTES);
    const room = Math.max(0, MAX_IMAGES - photos.length);
    setIsPreparing(true);
    const ready = await Promise.all(small.slice(0, room).map((file) => shrinkPhoto(file).catch(() => file))).finally(() => setIsPreparing(false));
    const added = ready.map<TPhoto>((file, i) => ({ key: `new-${Date.now()}-${i}-${file.name}`, kind: "new", file, url: URL.createObjectURL(file) }));
    let problem: string | undefined;
    if (small.length > room) {
      problem = v("tooManyImages");
      toast({ description: problem, variant: "destructive" });
    } else if (small.length < images.length) {
      problem = t("photoTooLarge");
    } else if (images.length < picked.length) {
      problem = t("photoNotImage");
    }
    setPhotoError(problem);
    if (added.length) setPhotos((list) => [...list, ...added]);
  }
  function removePhoto(key: string) {
    setPhotos((list) => {
      const gone = list.find((p) => p.key === key);
      if (gone?.kind === "new") URL.revokeObjectURL(gone.url);
      return list.filter((p) => p.key !== key);
    });
    setPhotoError(undefined);
  }

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
        toast({ description: t("updated"), variant: "success" });
      } else {
        id = (await petsApi.create(body, progress)).id;
        toast({ description: t("created"), variant: "success" });
      }
      await queryClient.invalidateQueries({ queryKey: petKeys.all });
      router.push(id ? `/pets/${id}` : "/dashboard");
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
      applyFieldErrors(e, setError, TEXT_FIELDS, fieldErrorText);
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
  const photoDescribedBy = [photoHintId, photoError ? photoErrorId : undefined].filter(Boolean).join(" ");

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-6">
      <Card className="space-y-5 p-5 sm:p-6">
        <h2 className="text-lg font-bold text-stone-900">{t("basics")}</h2>
        <div className="grid gap-5 sm:grid-cols-2">
          <Input label={t("name")} autoComplete="off" maxLength={80} error={errors.name?.message} {...register("name")} />
          <Input label={t("breed")} autoComplete="off" maxLength={80} error={errors.breed?.message} {...register("breed")} />
          <Input label={t("age")} hint={t("ageHint")} autoComplete="off" maxLength={40} error={errors.age?.message} {...register("age")} />
          <Select label={t("gender")} error={errors.gender?.message} {...register("gender")}>
            <option value="">{t("chooseGender")}</option>
            {GENDERS.map((g) => (
              <option key={g} value={g}>
                {tListings(`gender.${g}`)}
              </option>
            ))}
          </Select>
          <Input label={t("price")} hint={t("priceHint")} inputMode="numeric" autoComplete="off" error={errors.price?.message} {...register("price")} />
          <Input label={t("location")} hint={t("locationHint")} autoComplete="address-level2" maxLength={100} error={errors.location?.message} {...register("location")} />
        </div>
        <Textarea label={t("description")} hint={t("descriptionHint")} rows={6} maxLength={5000} error={errors.description?.message} {...register("description")} />

        <div className="space-y-2">
          <Input
            ref={featureInput}
            label={t("features")}
            hint={t("featuresHint")}
            value={featureDraft}
            onChange={(e) => {
              setFeatureDraft(e.target.value);
              setFeatureError(undefined);
            }}
            onKeyDown={onFeatureKeyDown}
            maxLength={MAX_FEATURE_LENGTH + 10}
            enterKeyHint="done"
            autoComplete="off"
            error={featureError ?? errors.features?.message}
          />
          <Button variant="secondary" onClick={addFeature} disabled={!featureDraft.trim()} className="w-full sm:w-auto">
            <PlusIcon className="size-5" />
            {t("addFeature")}
          </Button>
          {features.length > 0 && (
            <ul className="flex flex-wrap gap-2 pt-1" aria-label={t("featuresAdded")}>
              {features.map((f) => (
                <li key={f} className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-900 ring-1 ring-brand-200">
                  {f}
                  <button
                    type="button"
                    onClick={() => removeFeature(f)}
                    aria-label={t("removeFeature", { feature: f })}
                    className="relative inline-flex size-8 items-center justify-center rounded-full text-brand-800 after:absolute after:-inset-1.5 after:content-[''] hover:bg-brand-100"
                  >
                    <CloseIcon className="size-4" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </Card>

      <Card className="space-y-4 p-5 sm:p-6">
        <div>
          <h2 id={photoLabelId} className="text-lg font-bold text-stone-900">
            {t("photos")}
          </h2>
          <p id={photoHintId} className="mt-1 text-sm text-stone-600">
            {t("photosHint")} {t("photoCount", { count: photos.length, max: MAX_IMAGES })}
          </p>
        </div>
        {photos.length > 0 && (
          <ul className="grid grid-cols-3 gap-3 sm:grid-cols-5">
            {photos.map((p, i) => (
              <li key={p.key} className="relative aspect-square overflow-hidden rounded-xl border border-stone-200 bg-stone-100">
                <Image src={p.url} alt={t("photoAlt", { index: i + 1 })} width={160} height={160} unoptimized className="size-full object-cover" />
                {i === 0 && <span className="absolute bottom-1.5 left-1.5 rounded-full bg-stone-950/75 px-2 py-0.5 text-xs font-semibold text-white">{t("cover")}</span>}
                <button
                  type="button"
                  onClick={() => removePhoto(p.key)}
                  aria-label={t("removePhoto", { index: i + 1 })}
                  className="absolute top-1 right-1 inline-flex size-9 items-center justify-center rounded-full bg-white/95 text-stone-900 shadow after:absolute after:-inset-1 after:content-[''] hover:bg-white"
                >
                  <CloseIcon className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <div>
          <input
            id={photoInputId}
            type="file"
            accept="image/*"
            multiple
            onChange={onPickPhotos}
            disabled={photos.length >= MAX_IMAGES}
            aria-labelledby={photoLabelId}
            aria-describedby={photoDescribedBy}
            aria-invalid={photoError ? true : undefined}
            className="peer sr-only"
          />
          <label
            htmlFor={photoInputId}
            className={cn(
              "inline-flex min-h-11 w-full cursor-pointer items-center justify-center gap-2 rounded-lg border-2 border-dashed border-brand-300 bg-brand-50 px-4 py-3 font-semibold text-brand-800 hover:bg-brand-100 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 sm:w-auto",
              photos.length >= MAX_IMAGES && "cursor-not-allowed opacity-60",
            )}
          >
            <PlusIcon className="size-5" />
            {t("choosePhotos")}
          </label>
          {isPreparing && (
            <p role="status" className="mt-2 text-sm text-stone-700">
              {t("preparingPhotos")}
            </p>
          )}
          {photoError && (
            <p id={photoErrorId} role="alert" className="mt-2 text-sm font-medium text-red-700">
              {photoError}
            </p>
          )}
        </div>
      </Card>

      <Card className="space-y-5 p-5 sm:p-6">
        <div>
          <h2 className="text-lg font-bold text-stone-900">{t("health")}</h2>
          <p className="mt-1 text-sm text-stone-700">{t("healthHint")}</p>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <Select label={t("species")} error={errors.species?.message} {...register("species")}>
            <option value="">{tListings("yesNo.unknown")}</option>
            {SPECIES.map((s) => (
              <option key={s} value={s}>
                {tListings(`species.${s}`)}
              </option>
            ))}
          </Select>
          <Input label={t("dateOfBirth")} type="date" max={todayInIndia()} error={errors.dateOfBirth?.message} {...register("dateOfBirth")} />
          <Select label={t("vaccinated")} error={errors.vaccinated?.message} {...register("vaccinated")}>
            {boolOptions}
          </Select>
          <Select label={t("dewormed")} error={errors.dewormed?.message} {...register("dewormed")}>
            {boolOptions}
          </Select>
          <Select label={t("sterilised")} error={errors.sterilised?.message} {...register("sterilised")}>
            {boolOptions}
          </Select>
          <Input label={t("microchip")} hint={t("microchipHint")} autoComplete="off" maxLength={20} error={errors.microchipNumber?.message} {...register("microchipNumber")} />
          <Select label={t("sellerType")} error={errors.sellerType?.message} {...register("sellerType")}>
            <option value="">{tListings("yesNo.unknown")}</option>
            {SELLER_TYPES.map((s) => (
              <option key={s} value={s}>
                {tListings(`sellerType.${s}`)}
              </option>
            ))}
          </Select>
          {sellerType === "breeder" && (
            <Input label={t("registrationNumber")} hint={t("registrationHint")} autoComplete="off" maxLength={60} error={errors.registrationNumber?.message} {...register("registrationNumber")} />
          )}
        </div>
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
            <div className="h-full rounded-full bg-brand-700 transition-[width]" style={{ width: `${Math.round(upload.fraction * 100)}%` }} />
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
