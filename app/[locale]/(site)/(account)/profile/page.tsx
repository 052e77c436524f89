import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/session/server";
import { AddClientMessages } from "@/lib/i18n/add-client-messages";
import { resolvePageLocale, type TLocaleParams } from "@/lib/i18n/page";
import { ProfileView } from "@/components/profile/profile-view";

export async function generateMetadata({ params }: TLocaleParams): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: "Profile" });
  return { title: t("metaTitle") };
}

export default async function ProfilePage({ params }: TLocaleParams) {
  const locale = await resolvePageLocale(params);
  await requireUser({ locale, next: "/profile" });
  return (
    <AddClientMessages namespaces={["Alerts", "DeleteAccount", "Dialog", "Profile", "SellerRegistration", "Listings", "PetCard"]}>
      <ProfileView />
    </AddClientMessages>
  );
}
