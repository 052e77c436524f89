"use client";
import { useTranslations } from "#i18n/texts";
import { useEffect, useId, useRef, useState, type ChangeEvent } from "react";
import { shrinkPhoto } from "@/lib/images/shrink";
import { cn } from "@/components/ui/cn";
import { CloseIcon } from "@/components/ui/icons/close";
import { PlusIcon } from "@/components/ui/icons/plus";

/** A picked photo with its preview (an object URL, released when it is removed or the form goes). */
export type TPickedPhoto = { key: string; file: File; url: string };

const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/**
 * Photos for a dispute (of the pet, of a vet's note): chosen from the phone's gallery or camera, made
 * phone-sized first (lib/images/shrink.ts) as a listing's are, at most `max`, each with a remove button.
 */
export function EvidencePicker({
  label,
  hint,
  max,
  photos,
  onChange,
  error,
  onPreparing,
}: {
  label: string;
  hint: string;
  max: number;
  photos: TPickedPhoto[];
  onChange: (next: (list: TPickedPhoto[]) => TPickedPhoto[]) => void;
  error?: string;
  onPreparing: (isPreparing: boolean) => void;
}) {
  const t = useTranslations("OrderPage");
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [problem, setProblem] = useState<string>();
  const [isPreparing, setIsPreparing] = useState(false);
  const photosRef = useRef(photos);
  useEffect(() => {
    photosRef.current = photos;
  }, [photos]);
  useEffect(() => () => photosRef.current.forEach((p) => URL.revokeObjectURL(p.url)), []);

  async function onPick(e: ChangeEvent<HTMLInputElement>) {
    const picked = Array.from(e.target.files ?? []);
    // Cleared so that choosing the same file again (after removing it) still fires a change.
    e.target.value = "";
    if (!picked.length) return;
    const images = picked.filter((f) => !f.type || f.type.startsWith("image/"));
    const small = images.filter((f) => f.size <= MAX_PHOTO_BYTES);
    const room = Math.max(0, max - photosRef.current.length);
    setIsPreparing(true);
    onPreparing(true);
    const ready = await Promise.all(small.slice(0, room).map((f) => shrinkPhoto(f).catch(() => f))).finally(() => {
      setIsPreparing(false);
      onPreparing(false);
    });
    setProblem(
      small.length > room
        ? t("tooManyPhotos", { max })
        : small.length < images.length
          ? t("photoTooLarge")
          : images.length < picked.length
            ? t("photoNotImage")
            : undefined,
    );
    const stamp = Date.now();
    onChange((list) => [...list, ...ready.map((file, i) => ({ key: `${stamp}-${i}-${file.name}`, file, url: URL.createObjectURL(file) }))]);
  }

  function remove(key: string) {
    onChange((list) => {
      const gone = list.find((p) => p.key === key);
      if (gone) URL.revokeObjectURL(gone.url);
      return list.filter((p) => p.key !== key);
    });
    setProblem(undefined);
  }

  const shown = error ?? problem;
  const isFull = photos.length >= max;
  return (
    <fieldset className="space-y-2" aria-describedby={[hintId, shown ? errorId : null].filter(Boolean).join(" ")}>
      <legend className="text-sm font-medium text-stone-800">{label}</legend>
      <p id={hintId} className="text-sm text-stone-600">
        {hint}
      </p>
      {photos.length > 0 && (
        <ul className="grid grid-cols-4 gap-2 sm:max-w-md">
          {photos.map((p, i) => (
            <li key={p.key} className="relative aspect-square overflow-hidden rounded-lg border border-stone-200 bg-stone-100">
              {/* eslint-disable-next-line @next/next/no-img-element -- a local preview (a blob: URL): nothing to optimise */}
              <img src={p.url} alt={t("previewAlt", { index: i + 1 })} className="size-full object-cover" />
              <button
                type="button"
                onClick={() => remove(p.key)}
                aria-label={t("removePhoto", { index: i + 1 })}
                className="absolute top-0.5 right-0.5 inline-flex size-9 items-center justify-center rounded-full bg-white/95 text-stone-900 shadow hover:bg-white"
              >
                <CloseIcon className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={inputId}
        type="file"
        accept="image/*"
        multiple={max > 1}
        onChange={onPick}
        disabled={isFull}
        aria-invalid={shown ? true : undefined}
        className="peer sr-only"
      />
      <label
        htmlFor={inputId}
        className={cn(
          "inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border-2 border-dashed border-brand-300 bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-100 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700",
          isFull && "cursor-not-allowed opacity-60",
        )}
      >
        <PlusIcon className="size-5" />
        {t("addPhotos")} <span className="sr-only">{label}</span>
      </label>
      {isPreparing && (
        <p role="status" className="text-sm text-stone-700">
          {t("preparing")}
        </p>
      )}
      {shown && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {shown}
        </p>
      )}
    </fieldset>
  );
}
