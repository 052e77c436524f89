import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireModerator } from "@/lib/session/server";
import { env } from "@/lib/env";
import { formatDate, formatPaise } from "@/lib/format";
import { pageAtAddress } from "@/lib/http/cursor";
import { AddClientMessages } from "@/lib/i18n/add-client-messages";
import { firstParam, resolvePageLocale, type TLocaleParams, type TSearchParams } from "@/lib/i18n/page";
import { listSellersOwed } from "@/lib/payouts/list-sellers-owed";
import { linkedStatesOf, listLatestTransfers, listLinkedAccounts } from "@/lib/payouts/list-route-payouts";
import { PAYOUT_LIMITS } from "@/lib/payouts/schemas";
import { AdminBadge } from "@/components/admin/admin-badge";
import { PageLinks } from "@/components/admin/page-links";
import { RecordPayout } from "@/components/admin/record-payout";
import { LinkedStateBadge, RoutePayouts } from "@/components/admin/route-payouts";
import { Card } from "@/components/ui/card";

export async function generateMetadata({ params }: TLocaleParams): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: "AdminPayouts" });
  return { title: t("metaTitle") };
}

/**
 * /admin/payouts: the sellers PawBazaar owes money (lib/ledger), the highest balance first, each with
 * "Record payout" for money sent to them by bank transfer (lib/payouts). With Razorpay, Route pays sellers:
 * each seller's linked-account state instead of the form, then the linked accounts and the latest transfers.
 */
export default async function AdminPayoutsPage({ params, searchParams }: TLocaleParams & { searchParams: TSearchParams }) {
  const locale = await resolvePageLocale(params);
  const me = await requireModerator();
  const t = await getTranslations({ locale, namespace: "AdminPayouts" });
  const query = await searchParams;
  const { page, isFirst } = await pageAtAddress(firstParam(query.cursor), (cursor) =>
    listSellersOwed({ limit: PAYOUT_LIMITS.pageSize, cursor }),
  );
  const isRoute = env().PAYMENT_PROVIDER === "razorpay";
  const linkedStates = isRoute ? await linkedStatesOf(page.sellers.map((s) => s.seller.id)) : new Map<string, string>();
  const route = isRoute
    ? {
        accounts: await pageAtAddress(firstParam(query.accounts), (cursor) =>
          listLinkedAccounts({ limit: PAYOUT_LIMITS.pageSize, cursor }),
        ),
        transfers: await listLatestTransfers({ limit: PAYOUT_LIMITS.pageSize }),
      }
    : null;

  return (
    <AddClientMessages namespaces={["AdminPayouts", "Dialog"]}>
      <div className="space-y-6">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{t("title")}</h1>
          <p className="max-w-3xl text-stone-700">{isRoute ? t("routeIntro") : t("intro")}</p>
        </div>
        {page.sellers.length === 0 ? (
          <p className="rounded-xl border border-dashed border-stone-300 bg-white p-4 text-stone-700">{t("empty")}</p>
        ) : (
          <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2">
            {page.sellers.map(({ seller, pendingPaise, paidOutPaise, lastPayoutAt }) => (
              <li key={seller.id}>
                <Card className="flex h-full flex-col gap-3 p-4">
                  <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:gap-3">
                    <div className="min-w-0 flex-1">
                      <h2 className="font-bold wrap-anywhere text-stone-900">{seller.name}</h2>
                      {!seller.isDeleted && <p className="text-sm break-all text-stone-700">{seller.email}</p>}
                    </div>
                    <div className="flex flex-wrap gap-1.5">
                      {seller.isDeleted && <AdminBadge tone="stone">{t("deletedBadge")}</AdminBadge>}
                      {seller.isSuspended && <AdminBadge tone="red">{t("suspendedBadge")}</AdminBadge>}
                    </div>
                  </div>
                  <dl className="grid grid-cols-3 gap-2 text-sm">
                    <div>
                      <dt className="text-stone-600">{t("pending")}</dt>
                      <dd className="text-base font-bold text-stone-900">{formatPaise(pendingPaise, locale)}</dd>
                    </div>
                    <div>
                      <dt className="text-stone-600">{t("paidOut")}</dt>
                      <dd className="font-medium text-stone-900">{formatPaise(paidOutPaise, locale)}</dd>
                    </div>
                    <div>
                      <dt className="text-stone-600">{t("lastPayout")}</dt>
                      <dd className="font-medium text-stone-900">
                        {lastPayoutAt ? formatDate(lastPayoutAt, locale, "medium") : t("never")}
                      </dd>
                    </div>
                  </dl>
                  {isRoute ? (
                    <div className="mt-auto flex justify-end pt-1">
                      <LinkedStateBadge locale={locale} state={linkedStates.get(seller.id)} />
                    </div>
                  ) : (
                    seller.id !== me.user.id && (
                      <div className="mt-auto flex justify-end pt-1">
                        <RecordPayout seller={{ id: seller.id, name: seller.name, email: seller.email, pendingPaise }} />
                      </div>
                    )
                  )}
                </Card>
              </li>
            ))}
          </ul>
        )}
        <PageLinks
          pathname="/admin/payouts"
          label={t("pages")}
          isFirst={isFirst}
          nextCursor={page.nextCursor}
          firstLabel={t("first")}
          nextLabel={t("more")}
        />
        {route && (
          <RoutePayouts
            locale={locale}
            accounts={route.accounts.page.accounts}
            isFirst={route.accounts.isFirst}
            nextCursor={route.accounts.page.nextCursor}
            transfers={route.transfers}
          />
        )}
      </div>
    </AddClientMessages>
  );
}
