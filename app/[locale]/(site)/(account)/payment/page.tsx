import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/auth/server";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { resolvePageLocale, type TLocaleParams, type TSearchParams } from "@/lib/i18n/page";
import { parseOrderIds, paymentHref } from "@/lib/payments/client";
import { RequireAuth } from "@/components/account/require-auth";
import { PaymentView } from "@/components/payment/payment-view";

export async function generateMetadata({ params }: TLocaleParams): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: "Payment" });
  return { title: t("metaTitle"), robots: { index: false } };
}

export default async function PaymentPage({ params, searchParams }: TLocaleParams & { searchParams: TSearchParams }) {
  const locale = await resolvePageLocale(params);
  const orderIds = parseOrderIds((await searchParams).orders);
  await requireUser({ locale, next: paymentHref(orderIds) });
  return (
    <ClientMessages namespaces={["Common", "Errors", "Payment", "Toast", "Validation"]}>
      <RequireAuth>
        <PaymentView orderIds={orderIds} />
      </RequireAuth>
    </ClientMessages>
  );
}
