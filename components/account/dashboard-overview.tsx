"use client";
import { useTranslations } from "#i18n/texts";
import type { ComponentType, SVGProps } from "react";
import { Link } from "@/lib/i18n/navigation";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { AlertIcon } from "@/components/ui/icons/alert";
import { CartIcon } from "@/components/ui/icons/cart";
import { CheckCircleIcon } from "@/components/ui/icons/check-circle";
import { HeartIcon } from "@/components/ui/icons/heart";
import { MessageIcon } from "@/components/ui/icons/message";
import { PlusIcon } from "@/components/ui/icons/plus";
import { ReceiptIcon } from "@/components/ui/icons/receipt";
import { ListingStats, MyListings } from "@/components/listings/my-listings";
import { OrderHistory, useOrders } from "@/components/orders/order-history";
import { TransactionsList } from "@/components/orders/transactions-list";
import { ReviewsOfYou } from "@/components/reviews/reviews-of-you";
import { SellerEarnings } from "@/components/sellers/seller-earnings";
import { SellerPayouts } from "@/components/sellers/seller-payouts";
import { useAuth } from "./auth-provider";
import { useSendVerification } from "./use-send-verification";

/**
 * The signed-in user's dashboard: greeting, email status with a resend button, stat cards (views,
 * likes, active listings, orders), My Listings, order history (as buyer and as seller, with 'Rate seller'),
 * the reviews of me as a seller (with my replies), my earnings as a seller (lib/ledger), my payouts
 * (a bank account linked through Razorpay Route, lib/payouts), transactions
 * and the quick actions.
 */
export function DashboardOverview() {
  const t = useTranslations("Dashboard");
  const { user } = useAuth();
  const tOrders = useTranslations("Orders");
  const orders = useOrders();

  const sendVerification = useSendVerification({ sentText: t("verificationSent"), failedText: t("verificationFailed") });

  if (!user) return null;

  const actions: { href: string; label: string; icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
    { href: "/add-listing", label: t("addListing"), icon: PlusIcon },
    { href: "/cart", label: t("cart"), icon: CartIcon },
    { href: "/wishlist", label: t("wishlist"), icon: HeartIcon },
    { href: "/messages", label: t("messages"), icon: MessageIcon },
  ];

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:px-6 sm:py-10">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight wrap-anywhere text-stone-900 sm:text-3xl">{t("greeting", { name: user.name })}</h1>
        <p className="text-stone-700">{t("subtitle")}</p>
      </div>

      <Card className="p-5 sm:p-6">
        <h2 className="text-sm font-semibold text-stone-700">{t("emailStatus")}</h2>
        {user.isEmailVerified ? (
          <p className="mt-2 flex items-start gap-2 font-medium text-green-800">
            <CheckCircleIcon className="mt-0.5 shrink-0" />
            <span className="min-w-0 wrap-anywhere">{t("emailVerified", { email: user.email })}</span>
          </p>
        ) : (
          <div className="mt-2 space-y-4">
            <p className="flex items-start gap-2 font-medium text-amber-900">
              <AlertIcon className="mt-0.5 shrink-0 text-amber-700" />
              <span className="min-w-0 wrap-anywhere">{t("emailNotVerified", { email: user.email })}</span>
            </p>
            <Button variant="secondary" onClick={() => sendVerification.mutate()} isLoading={sendVerification.isPending}>
              {t("sendVerification")}
            </Button>
          </div>
        )}
      </Card>

      <ListingStats extra={[{ label: tOrders("statOrders"), value: orders.data?.length, icon: ReceiptIcon }]} />

      <MyListings />

      <OrderHistory />

      <ReviewsOfYou />

      <SellerEarnings />

      <SellerPayouts />

      <TransactionsList />

      <section aria-labelledby="quick-actions" className="space-y-3">
        <h2 id="quick-actions" className="text-lg font-bold text-stone-900">
          {t("quickActions")}
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {actions.map(({ href, label, icon: Icon }) => (
            <li key={href}>
              <Link
                href={href}
                className="flex min-h-24 flex-col items-center justify-center gap-2 rounded-2xl border border-stone-200 bg-white p-4 text-center text-sm font-semibold text-stone-800 shadow-sm hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800"
              >
                <Icon className="size-7 text-brand-700" />
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
