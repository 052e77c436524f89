import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/auth/server";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { resolvePageLocale, type TLocaleParams } from "@/lib/i18n/page";
import { ListingFormPage } from "@/components/listings/listing-form-page";

export async function generateMetadata({ params }: TLocaleParams): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: "ListingForm" });
  return { title: t("addMetaTitle"), robots: { index: false } };
}

export default async function AddListingPage({ params }: TLocaleParams) {
  const locale = await resolvePageLocale(params);
  await requireUser({ locale, next: "/add-listing" });
  return (
    <ClientMessages namespaces={["Common", "Errors", "ListingForm", "Listings", "Toast", "Validation"]}>
      <ListingFormPage />
    </ClientMessages>
  );
}
