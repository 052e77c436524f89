"use client";
import { useTranslations } from "#i18n/texts";
import type { ComponentType, ReactNode, SVGProps } from "react";
import type { TDashboardRoles } from "@/lib/account/dashboard";
import { Link } from "@/lib/i18n/navigation";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CountBadge } from "@/components/ui/count-badge";
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
import { useNavCounts } from "@/components/layout/nav-counts";
import { useAuth } from "@/components/foundation/auth-provider";
import { useSendVerification } from "@/components/account/use-send-verification";

type TAction = { href: string; label: string; icon: ComponentType<SVGProps<SVGSVGElement>>; count?: number; countLabel?: string };

/**
 * The signed-in user's dashboard, for who they are (`roles`, read on the server: lib/account/dashboard.ts). A
 * buyer gets their orders, wishlist, messages, transactions and a link to sell, and none of the seller's parts
 * nor their queries; a seller gets on top the banner of orders awaiting Accept or Reject, the stat cards, My
 * Listings, reviews, earnings (lib/ledger) and payouts (lib/payouts). Both: the greeting, and the email's status
 * with a resend button: first while unverified (orders wait for it), last once it is. docs/pages.md, "The
 * dashboard and the phone's navigation".
 */
export function DashboardOverview({ roles }: { roles: TDashboardRoles }) {
  const t = useTranslations("Dashboard");
  const { user } = useAuth();
  const tOrders = useTranslations("Orders");
  const orders = useOrders();

  const sendVerification = useSendVerification({ sentText: t("verificationSent"), failedText: t("verificationFailed") });

  if (!user) return null;

  const emailCard = (
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
  );

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:px-6 sm:py-10">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight wrap-anywhere text-stone-900 sm:text-3xl">{t("greeting", { name: user.name })}</h1>
        <p className="text-stone-700">{t("subtitle")}</p>
      </div>

      {roles.isSeller && <PendingSalesBanner roles={roles} />}

      {!user.isEmailVerified && emailCard}

      {roles.isSeller ? (
        <>
          <ListingStats extra={[{ label: tOrders("statOrders"), value: orders.data?.length, icon: ReceiptIcon }]} />
          <MyListings />
          <OrderHistory />
          <ReviewsOfYou />
          <SellerEarnings />
          <SellerPayouts />
          <TransactionsList />
          <SellerActions />
        </>
      ) : (
        <>
          <BuyerShortcuts />
          <OrderHistory asSeller={false} />
          <TransactionsList />
          <Link
            href="/add-listing"
            className="flex min-h-12 items-center gap-3 rounded-2xl border border-dashed border-brand-300 bg-white px-4 py-3 font-semibold text-brand-800 hover:bg-brand-50"
          >
            <PlusIcon className="size-6 shrink-0" />
            <span className="min-w-0">{t("sellOrRehome")}</span>
          </Link>
        </>
      )}

      {user.isEmailVerified && emailCard}
    </div>
  );
}

/**
 * Orders for my pets waiting for my Accept or Reject: how many, in words, and a link to the order (one)
 * or to the list of them. From the orders' list once it has loaded (live: a new order shows without a
 * reload), from the server's count until then.
 */
function PendingSalesBanner({ roles }: { roles: TDashboardRoles }) {
  const t = useTranslations("Dashboard");
  const orders = useOrders();
  const waiting = orders.data?.filter((o) => o.role === "seller" && o.status === "pending");
  const count = waiting ? waiting.length : roles.pendingSales;
  if (!count) return null;
  const onlyOne = waiting ? (waiting.length === 1 ? waiting[0].id : null) : roles.pendingOrderId;
  const linkClasses = buttonClasses({ size: "sm", className: "min-h-11" });
  return (
    <section aria-labelledby="pending-sales-title" className="space-y-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:p-5">
      <div className="flex items-start gap-2">
        <AlertIcon className="mt-0.5 shrink-0 text-amber-700" />
        <div className="min-w-0 space-y-1">
          <h2 id="pending-sales-title" className="font-bold text-amber-950">
            {t("pendingSales", { count })}
          </h2>
          <p className="text-sm text-stone-800">{t("pendingSalesHint")}</p>
        </div>
      </div>
      {onlyOne ? (
        <Link href={`/orders/${onlyOne}`} className={linkClasses}>
          {t("pendingSalesOpenOne")}
        </Link>
      ) : (
        // The list of them, further down this page.
        <a href="#orders-as-seller" className={linkClasses}>
          {t("pendingSalesOpenAll")}
        </a>
      )}
    </section>
  );
}

const ACTION_CLASSES =
  "relative flex min-h-24 flex-col items-center justify-center gap-2 rounded-2xl border border-stone-200 bg-white p-3 text-center text-sm font-semibold text-stone-800 shadow-sm hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800 sm:p-4";

/** A page of the site, or a part of this page (`#…`: a plain link, which no language prefix changes). */
function ActionLink({ href, children }: { href: string; children: ReactNode }) {
  return href.startsWith("#") ? (
    <a href={href} className={ACTION_CLASSES}>
      {children}
    </a>
  ) : (
    <Link href={href} className={ACTION_CLASSES}>
      {children}
    </Link>
  );
}

function ActionGrid({ title, actions, columns }: { title: string; actions: TAction[]; columns: string }): ReactNode {
  return (
    <section aria-labelledby="quick-actions" className="space-y-3">
      <h2 id="quick-actions" className="text-lg font-bold text-stone-900">
        {title}
      </h2>
      <ul className={columns}>
        {actions.map(({ href, label, icon: Icon, count, countLabel }) => (
          <li key={href} className="min-w-0">
            <ActionLink href={href}>
              <Icon className="size-7 text-brand-700" />
              <span className="max-w-full wrap-anywhere">{label}</span>
              {/* After the label, so the link's name starts with it ("Wishlist 2 pets"); drawn on the icon. */}
              {count && countLabel ? <CountBadge count={count} label={countLabel} className="absolute top-2 left-1/2 ml-1.5" /> : null}
            </ActionLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A buyer's first things: the orders they placed (further down), their wishlist and their messages, with counts. */
function BuyerShortcuts() {
  const t = useTranslations("Dashboard");
  const orders = useOrders();
  const { wishlistCount, unreadMessages } = useNavCounts();
  const placed = orders.data?.filter((o) => o.role === "buyer").length ?? 0;
  // Counts are put into words only when shown (components/layout/mobile-nav-link.tsx).
  const actions: TAction[] = [
    {
      href: "#orders-as-buyer",
      label: t("orders"),
      icon: ReceiptIcon,
      count: placed,
      countLabel: placed ? t("orderCount", { count: placed }) : undefined,
    },
    {
      href: "/wishlist",
      label: t("wishlist"),
      icon: HeartIcon,
      count: wishlistCount,
      countLabel: wishlistCount ? t("petCount", { count: wishlistCount }) : undefined,
    },
    {
      href: "/messages",
      label: t("messages"),
      icon: MessageIcon,
      count: unreadMessages,
      countLabel: unreadMessages ? t("unreadCount", { count: unreadMessages }) : undefined,
    },
    // Applications to adopt a rehomed pet (app/[locale]/(site)/(account)/applications).
    { href: "/applications", label: t("applications"), icon: CheckCircleIcon },
  ];
  return <ActionGrid title={t("quickActions")} actions={actions} columns="grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3" />;
}

/** A seller's quick actions, after everything else. */
function SellerActions() {
  const t = useTranslations("Dashboard");
  const actions: TAction[] = [
    { href: "/add-listing", label: t("addListing"), icon: PlusIcon },
    { href: "/cart", label: t("cart"), icon: CartIcon },
    { href: "/wishlist", label: t("wishlist"), icon: HeartIcon },
    { href: "/messages", label: t("messages"), icon: MessageIcon },
  ];
  return <ActionGrid title={t("quickActions")} actions={actions} columns="grid grid-cols-2 gap-3 sm:grid-cols-4" />;
}
