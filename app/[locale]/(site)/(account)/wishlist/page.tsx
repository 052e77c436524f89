import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/session/server";
import { AddClientMessages } from "@/lib/i18n/add-client-messages";
import { resolvePageLocale, type TLocaleParams } from "@/lib/i18n/page";
import { WishlistView } from "@/components/wishlist/wishlist-view";

export async function generateMetadata({ params }: TLocaleParams): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: "Wishlist" });
  return { title: t("metaTitle") };
}

export default async function WishlistPage({ params }: TLocaleParams) {
  const locale = await resolvePageLocale(params);
  await requireUser({ locale, next: "/wishlist" });
  return (
    <AddClientMessages namespaces={["Cart", "Dialog", "Wishlist"]}>
      <WishlistView />
    </AddClientMessages>
  );
}
