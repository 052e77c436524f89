import { useTranslations } from "#i18n/texts";
import { formatDate } from "@/lib/format";
import type { TLocale } from "@/lib/i18n/routing";
import type { TPetDetailDto } from "@/lib/pets/client";
import { CheckCircleIcon } from "@/components/ui/icons/check-circle";
import { HeartIcon } from "@/components/ui/icons/heart";
import { ShieldIcon } from "@/components/ui/icons/shield";

// The pet page's health records and trust marks (server-rendered, pet-detail.tsx and pet-gallery.tsx):
// the vaccinations (vaccine and day), the last deworming, a CITES species' registration under the Living
// Animal Species (Reporting and Registration) Rules, 2024, and "Photo with the mother" on the photos the
// seller marked so.

/** Below the health table: what the seller recorded beyond the yes/no fields; nothing when there is none. */
export function PetHealthRecords({
  pet,
  locale,
}: {
  pet: Pick<TPetDetailDto, "vaccinations" | "dewormedOn" | "speciesRegistrationNumber">;
  locale: TLocale;
}) {
  const t = useTranslations("PetHealth");
  if (!pet.vaccinations.length && !pet.dewormedOn && !pet.speciesRegistrationNumber) return null;
  return (
    <div className="mt-2 space-y-3 border-t border-stone-100 pt-3 text-sm">
      {pet.speciesRegistrationNumber && (
        <p className="flex items-start gap-2 rounded-xl bg-green-50 p-3 font-medium wrap-anywhere text-green-950 ring-1 ring-green-200">
          <ShieldIcon className="mt-0.5 size-4 shrink-0 text-green-700" />
          <span>{t("speciesRegistration", { number: pet.speciesRegistrationNumber })}</span>
        </p>
      )}
      <dl className="divide-y divide-stone-100">
        {pet.dewormedOn && (
          <div className="flex items-baseline justify-between gap-4 py-2.5">
            <dt className="text-stone-700">{t("dewormedOn")}</dt>
            <dd className="text-right font-semibold text-stone-900">{formatDate(pet.dewormedOn, locale)}</dd>
          </div>
        )}
        {pet.vaccinations.length > 0 && (
          <div className="py-2.5">
            <dt className="text-stone-700">{t("vaccinations")}</dt>
            <dd>
              <ul className="mt-1.5 space-y-1.5">
                {pet.vaccinations.map((v, i) => (
                  <li key={i} className="flex items-start gap-2 font-semibold wrap-anywhere text-stone-900">
                    <CheckCircleIcon className="mt-0.5 size-4 shrink-0 text-brand-700" />
                    <span>{t("vaccinationOn", { vaccine: v.vaccine, date: formatDate(v.date, locale) })}</span>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
      </dl>
    </div>
  );
}

/** In the facts under the price: the mark, when a photo shows the litter with its mother. */
export function MotherPhotoFact({ images }: { images: { withMother: boolean }[] }) {
  const t = useTranslations("PetHealth");
  if (!images.some((i) => i.withMother)) return null;
  return (
    <div className="col-span-2 sm:col-span-3">
      <dt className="sr-only">{t("withMother")}</dt>
      <dd className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stone-800">
        <span className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-rose-50 px-2.5 py-1 text-xs font-bold text-rose-900 ring-1 ring-rose-200">
          <HeartIcon className="size-4" />
          {t("withMother")}
        </span>
        <span>{t("withMotherHint")}</span>
      </dd>
    </div>
  );
}

/** On a photo of the gallery the seller marked as one with the mother. */
export function MotherPhotoLabel() {
  const t = useTranslations("PetHealth");
  return (
    <p className="absolute top-3 left-3 inline-flex items-center gap-1.5 rounded-full bg-white/95 px-2.5 py-1 text-xs font-bold text-rose-900 shadow">
      <HeartIcon className="size-4" />
      {t("withMother")}
    </p>
  );
}
