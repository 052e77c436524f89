"use client";
import { useTranslations } from "#i18n/texts";
import type { Dispatch, SetStateAction } from "react";
import type { TPhoto } from "./photo-picker";

/**
 * "Photo with the mother": a box per photo picked (in the picker's order, which is the order the listing
 * will have), ticked for those that show the litter with its mother. The pet page shows the mark on those
 * photos and beside the listing's facts (components/listings/pet-health.tsx).
 */
export function MotherPhotosField({ photos, onPhotosChange }: { photos: TPhoto[]; onPhotosChange: Dispatch<SetStateAction<TPhoto[]>> }) {
  const t = useTranslations("ListingForm");
  if (!photos.length) return null;
  const toggle = (key: string, withMother: boolean) =>
    onPhotosChange((list) => list.map((p) => (p.key === key ? { ...p, withMother } : p)));
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <fieldset className="min-w-0 space-y-3">
        <legend className="text-lg font-bold text-stone-900">{t("motherPhotos")}</legend>
        <p className="text-sm text-stone-700">{t("motherPhotosHint")}</p>
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {photos.map((p, i) => (
            <li key={p.key}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-stone-200 p-2 hover:bg-stone-50 has-[:checked]:border-rose-300 has-[:checked]:bg-rose-50">
                <input
                  type="checkbox"
                  checked={!!p.withMother}
                  onChange={(e) => toggle(p.key, e.target.checked)}
                  className="size-5 shrink-0 accent-rose-700"
                />
                {/* eslint-disable-next-line @next/next/no-img-element -- a local preview or the photo's thumbnail */}
                <img src={p.url} alt="" width={48} height={48} decoding="async" className="size-12 shrink-0 rounded-lg object-cover" />
                <span className="text-sm font-medium text-stone-900">{t("motherPhotoLabel", { index: i + 1 })}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </div>
  );
}
