import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/session/server";
import { AppError } from "@/lib/http/errors";
import { AddClientMessages } from "@/lib/i18n/add-client-messages";
import { resolvePageLocale } from "@/lib/i18n/page";
import { getOrderDetail } from "@/lib/protection/order-detail";
import { protectionSettings } from "@/lib/orders/settings";
import { OrderPage } from "@/components/orders/order-page";
import { AgreementPanel } from "@/components/agreements/agreement-panel";
import { CheckInsPanel } from "@/components/check-ins/check-ins-panel";

type TProps = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: "OrderPage" });
  return { title: t("metaTitle") };
}

/** The order for its buyer or its seller; anyone else gets the 404 page, as if it did not exist. */
async function findOrder(orderId: string, userId: string) {
  try {
    return await getOrderDetail({ orderId, userId });
  } catch (e) {
    if (e instanceof AppError && e.code === "ORDER_NOT_FOUND") notFound();
    throw e;
  }
}

/** /orders/{id}: one order, where its money stands and what happens next (lib/orders/protection.ts). */
export default async function OrderDetailPage({ params }: TProps) {
  const locale = await resolvePageLocale(params);
  const { id } = await params;
  const user = await requireUser({ locale, next: `/orders/${id}` });
  const order = await findOrder(id, user.id);
  return (
    <AddClientMessages namespaces={["Agreement", "CheckIns", "Dialog", "OrderPage", "Orders", "Protection", "Sellers"]}>
      <OrderPage initial={order} settings={protectionSettings()} />
      <AgreementPanel orderId={id} />
      <CheckInsPanel orderId={id} userId={user.id} locale={locale} />
    </AddClientMessages>
  );
}
