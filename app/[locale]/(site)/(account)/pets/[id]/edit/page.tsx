import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/session/server";
import { breedChoices } from "@/lib/discovery/breed-suggestions";
import { AddClientMessages } from "@/lib/i18n/add-client-messages";
import { resolvePageLocale } from "@/lib/i18n/page";
import { getPet } from "@/lib/pets/get-pet";
import { ListingFormPage } from "@/components/listings/listing-form-page";

type TProps = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: "ListingForm" });
  return { title: t("editMetaTitle") };
}

export default async function EditListingPage({ params }: TProps) {
  const locale = await resolvePageLocale(params);
  const { id } = await params;
  const user = await requireUser({ locale, next: `/pets/${id}/edit` });
  const pet = await getPet({ id, viewerId: user.id });
  // Someone else's listing is not there for this user (no hint that the id exists).
  if (!pet || pet.sellerId !== user.id) notFound();
  return (
    <AddClientMessages namespaces={["ListingForm", "Listings", "SellerRegistration", "PetCard", "Rehoming"]}>
      <ListingFormPage pet={pet} breedChoices={breedChoices(locale)} />
    </AddClientMessages>
  );
}
