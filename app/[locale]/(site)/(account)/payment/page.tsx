import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/session/server";
import { AddClientMessages } from "@/lib/i18n/add-client-messages";
import { resolvePageLocale, type TLocaleParams, type TSearchParams } from "@/lib/i18n/page";
import { parseOrderIds, paymentHref } from "@/lib/payments/payment-screen";
import { paymentScreen } from "@/lib/payments/payment-settings";
import { PaymentView } from "@/components/payment/payment-view";

export async function generateMetadata({ params }: TLocaleParams): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: "Payment" });
  return { title: t("metaTitle") };
}

export default async function PaymentPage({ params, searchParams }: TLocaleParams & { searchParams: TSearchParams }) {
  const locale = await resolvePageLocale(params);
  const orderIds = parseOrderIds((await searchParams).orders);
  const user = await requireUser({ locale, next: paymentHref(orderIds) });
  return (
    <AddClientMessages namespaces={["Agreement", "Payment"]}>
      <PaymentView orderIds={orderIds} screen={paymentScreen(user)} />
    </AddClientMessages>
  );
}
