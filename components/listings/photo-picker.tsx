"use client";
import { useTranslations } from "#i18n/texts";
import { useEffect, useId, useRef, type ChangeEvent, type Dispatch, type SetStateAction } from "react";
import { useErrorText } from "@/lib/api-client/use-error-text";
import { shrinkPhoto } from "@/lib/images/shrink";
import { sniffFile } from "@/lib/images/sniff";
import type { TPetDetailDto } from "@/lib/pets/client";
import { MAX_IMAGES } from "@/lib/pets/constants";
import { useValidationMessages } from "@/lib/validation/use-validation";
import { Card } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { CloseIcon } from "@/components/ui/icons/close";
import { PlusIcon } from "@/components/ui/icons/plus";
import { useToast } from "@/components/ui/toast";

const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/** A listing's photo in the form: one it already has (edit), or a new file with an object-URL preview. */
export type TPhoto = { key: string; url: string; withMother?: boolean } & ({ kind: "existing"; id: string } | { kind: "new"; file: File });

/** The photos a listing starts with: the pet's own when editing, none when adding. */
export function existingPhotos(pet?: TPetDetailDto): TPhoto[] {
  return (pet?.imageList ?? []).map((i) => ({ key: i.id, kind: "existing", id: i.id, url: i.thumbnail, withMother: i.withMother }));
}

type TPhotoPickerProps = {
  photos: TPhoto[];
  onPhotosChange: Dispatch<SetStateAction<TPhoto[]>>;
  /** The text under the picker (a refused file, or the server's error for the images). */
  error?: string;
  onErrorChange: (error: string | undefined) => void;
  /** Picked photos are being made phone-sized (the form's submit waits for them). */
  isPreparing: boolean;
  onPreparingChange: (isPreparing: boolean) => void;
};

/**
 * Choosing, previewing and removing a listing's photos, at most MAX_IMAGES in all, each under 10 MB
 * before it is shrunk and each an image by its first bytes (JPEG, PNG, WebP, HEIC…: lib/images/sniff.ts),
 * checked as it is picked; the first is the cover. The list itself belongs to the form, which sends it.
 */
export function PhotoPicker({ photos, onPhotosChange, error, onErrorChange, isPreparing, onPreparingChange }: TPhotoPickerProps) {
  const t = useTranslations("ListingForm");
  const v = useValidationMessages();
  const { fieldErrorText } = useErrorText();
  const { toast } = useToast();
  const photosRef = useRef(photos);
  useEffect(() => {
    photosRef.current = photos;
  }, [photos]);
  // Previews of new files are object URLs: released when the form goes away.
  useEffect(() => () => photosRef.current.forEach((p) => p.kind === "new" && URL.revokeObjectURL(p.url)), []);
  const inputId = useId();
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();

  async function onPick(e: ChangeEvent<HTMLInputElement>) {
    const picked = Array.from(e.target.files ?? []);
    // Cleared so choosing the same file again (after removing it) still fires a change.
    e.target.value = "";
    if (!picked.length) return;
    onPreparingChange(true);
    let ready: File[] = [];
    let images: File[] = [];
    let small: File[] = [];
    const room = Math.max(0, MAX_IMAGES - photos.length);
    try {
      // A photo is what its first bytes say, not its name or the type the phone gave it: a file the
      // server would refuse after the upload (lib/images/process.ts) is refused now, with the server's text.
      const formats = await Promise.all(picked.map((file) => sniffFile(file)));
      images = picked.filter((_, i) => formats[i] !== null);
      small = images.filter((f) => f.size <= MAX_PHOTO_BYTES);
      // Picked photos are made phone-sized before they join the list (lib/images/shrink.ts).
      ready = await Promise.all(small.slice(0, room).map((file) => shrinkPhoto(file).catch(() => file)));
    } finally {
      onPreparingChange(false);
    }
    const added = ready.map<TPhoto>((file, i) => ({
      key: `new-${Date.now()}-${i}-${file.name}`,
      kind: "new",
      file,
      url: URL.createObjectURL(file),
    }));
    let problem: string | undefined;
    if (small.length > room) {
      problem = v("tooManyImages");
      toast({ description: problem, variant: "destructive" });
    } else if (small.length < images.length) {
      problem = t("photoTooLarge");
    } else if (images.length < picked.length) {
      problem = fieldErrorText("PHOTO_UNREADABLE");
    }
    onErrorChange(problem);
    if (added.length) onPhotosChange((list) => [...list, ...added]);
  }
  function remove(key: string) {
    onPhotosChange((list) => {
      const gone = list.find((p) => p.key === key);
      if (gone?.kind === "new") URL.revokeObjectURL(gone.url);
      return list.filter((p) => p.key !== key);
    });
    onErrorChange(undefined);
  }

  const isFull = photos.length >= MAX_IMAGES;
  const describedBy = [hintId, error ? errorId : undefined].filter(Boolean).join(" ");

  return (
    <Card className="space-y-4 p-5 sm:p-6">
      <div>
        <h2 id={labelId} className="text-lg font-bold text-stone-900">
          {t("photos")}
        </h2>
        <p id={hintId} className="mt-1 text-sm text-stone-600">
          {t("photosHint")} {t("photoCount", { count: photos.length, max: MAX_IMAGES })}
        </p>
      </div>
      {photos.length > 0 && (
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-5">
          {photos.map((p, i) => (
            <li key={p.key} className="relative aspect-square overflow-hidden rounded-xl border border-stone-200 bg-stone-100">
              {/* eslint-disable-next-line @next/next/no-img-element -- a local preview (a blob: URL): nothing to optimise */}
              <img
                src={p.url}
                alt={t("photoAlt", { index: i + 1 })}
                width={160}
                height={160}
                decoding="async"
                className="size-full object-cover"
              />
              {i === 0 && (
                <span className="absolute bottom-1.5 left-1.5 rounded-full bg-stone-950/75 px-2 py-0.5 text-xs font-semibold text-white">
                  {t("cover")}
                </span>
              )}
              <button
                type="button"
                onClick={() => remove(p.key)}
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
          id={inputId}
          type="file"
          accept="image/*"
          multiple
          onChange={onPick}
          disabled={isFull}
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          className={cn(
            "inline-flex min-h-11 w-full cursor-pointer items-center justify-center gap-2 rounded-lg border-2 border-dashed border-brand-300 bg-brand-50 px-4 py-3 font-semibold text-brand-800 hover:bg-brand-100 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 sm:w-auto",
            isFull && "cursor-not-allowed opacity-60",
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
        {error && (
          <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
    </Card>
  );
}
