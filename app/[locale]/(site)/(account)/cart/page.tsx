import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/session/server";
import { AddClientMessages } from "@/lib/i18n/add-client-messages";
import { resolvePageLocale, type TLocaleParams } from "@/lib/i18n/page";
import { CartView } from "@/components/cart/cart-view";

export async function generateMetadata({ params }: TLocaleParams): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: "Cart" });
  return { title: t("metaTitle") };
}

export default async function CartPage({ params }: TLocaleParams) {
  const locale = await resolvePageLocale(params);
  await requireUser({ locale, next: "/cart" });
  return (
    <AddClientMessages namespaces={["Cart"]}>
      <CartView />
    </AddClientMessages>
  );
}
