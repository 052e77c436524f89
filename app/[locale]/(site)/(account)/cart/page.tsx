import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/auth/server";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { resolvePageLocale, type TLocaleParams } from "@/lib/i18n/page";
import { RequireAuth } from "@/components/account/require-auth";
import { CartView } from "@/components/cart/cart-view";

export async function generateMetadata({ params }: TLocaleParams): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: "Cart" });
  return { title: t("metaTitle"), robots: { index: false } };
}

export default async function CartPage({ params }: TLocaleParams) {
  const locale = await resolvePageLocale(params);
  await requireUser({ locale, next: "/cart" });
  return (
    <ClientMessages namespaces={["Cart", "Common", "Errors", "Toast", "Validation"]}>
      <RequireAuth>
        <CartView />
      </RequireAuth>
    </ClientMessages>
  );
}
