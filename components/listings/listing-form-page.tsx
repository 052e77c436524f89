"use client";
import { useTranslations } from "#i18n/texts";
import type { TBreedChoices } from "@/lib/discovery/breed-choices";
import type { TPetDetailDto } from "@/lib/pets/client";
import { useLoginRequiredMessage } from "@/components/foundation/require-auth";
import { ListingForm } from "./listing-form";

/** The add / edit listing screen: title and the form; its own text for the login guard around it (the (account) layout's RequireAuth). */
export function ListingFormPage({ pet, breedChoices }: { pet?: TPetDetailDto; breedChoices: TBreedChoices }) {
  const t = useTranslations("ListingForm");
  useLoginRequiredMessage(t("loginRequired"));
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:px-6 sm:py-10">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight wrap-anywhere text-stone-900 sm:text-3xl">
          {pet ? t("editTitle", { name: pet.name }) : t("addTitle")}
        </h1>
        <p className="text-stone-700">{pet ? t("editSubtitle") : t("addSubtitle")}</p>
      </div>
      <ListingForm pet={pet} breedChoices={breedChoices} />
    </div>
  );
}
