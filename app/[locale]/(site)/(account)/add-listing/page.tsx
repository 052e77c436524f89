import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/session/server";
import { breedChoices } from "@/lib/discovery/breed-suggestions";
import { AddClientMessages } from "@/lib/i18n/add-client-messages";
import { resolvePageLocale, type TLocaleParams } from "@/lib/i18n/page";
import { ListingFormPage } from "@/components/listings/listing-form-page";

export async function generateMetadata({ params }: TLocaleParams): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: "ListingForm" });
  return { title: t("addMetaTitle") };
}

export default async function AddListingPage({ params }: TLocaleParams) {
  const locale = await resolvePageLocale(params);
  await requireUser({ locale, next: "/add-listing" });
  return (
    <AddClientMessages namespaces={["ListingForm", "Listings", "SellerRegistration", "PetCard", "Rehoming"]}>
      <ListingFormPage breedChoices={breedChoices(locale)} />
    </AddClientMessages>
  );
}
