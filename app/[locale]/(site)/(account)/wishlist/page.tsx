import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/auth/server";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { resolvePageLocale, type TLocaleParams } from "@/lib/i18n/page";
import { RequireAuth } from "@/components/account/require-auth";
import { WishlistView } from "@/components/wishlist/wishlist-view";

export async function generateMetadata({ params }: TLocaleParams): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: "Wishlist" });
  return { title: t("metaTitle"), robots: { index: false } };
}

export default async function WishlistPage({ params }: TLocaleParams) {
  const locale = await resolvePageLocale(params);
  await requireUser({ locale, next: "/wishlist" });
  return (
    <ClientMessages namespaces={["Cart", "Common", "Dialog", "Errors", "Toast", "Validation", "Wishlist"]}>
      <RequireAuth>
        <WishlistView />
      </RequireAuth>
    </ClientMessages>
  );
}
