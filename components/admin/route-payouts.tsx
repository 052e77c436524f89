import { getTranslations } from "next-intl/server";
import { formatDate, formatPaise } from "@/lib/format";
import { Link } from "@/lib/i18n/navigation";
import type { TLocale } from "@/lib/i18n/routing";
import type { TLinkedAccountLine, TTransferLine } from "@/lib/payouts/list-route-payouts";
import { AdminBadge } from "@/components/admin/admin-badge";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

type TTone = "brand" | "red" | "green" | "amber" | "sky" | "stone";
type TAccountState = "created" | "under_review" | "needs_clarification" | "activated" | "suspended";
type TTransferState = "created" | "on_hold" | "released" | "processed" | "reversed" | "failed";
const ACCOUNT_TONES: Record<TAccountState, TTone> = {
  created: "amber",
  under_review: "sky",
  needs_clarification: "amber",
  activated: "green",
  suspended: "red",
};
const TRANSFER_TONES: Record<TTransferState, TTone> = {
  created: "stone",
  on_hold: "sky",
  released: "brand",
  processed: "green",
  reversed: "stone",
  failed: "red",
};

/** A seller's linked-account state as a badge, where the record form was (the owed sellers' list). */
export async function LinkedStateBadge({ locale, state }: { locale: TLocale; state: string | undefined }) {
  const t = await getTranslations({ locale, namespace: "AdminPayouts" });
  if (!state) return <AdminBadge tone="stone">{t("noLinkedAccount")}</AdminBadge>;
  const known = state as TAccountState;
  return <AdminBadge tone={ACCOUNT_TONES[known]}>{t("linkedState", { state: t(`accountStates.${known}`) })}</AdminBadge>;
}

/**
 * With Razorpay, the payouts page's own part: the sellers' linked accounts (state, masked account, what
 * Razorpay asked about), paged by `accounts` in the address, and the latest transfers with their state.
 */
export async function RoutePayouts({
  locale,
  accounts,
  isFirst,
  nextCursor,
  transfers,
}: {
  locale: TLocale;
  accounts: TLinkedAccountLine[];
  isFirst: boolean;
  nextCursor: string | null;
  transfers: TTransferLine[];
}) {
  const t = await getTranslations({ locale, namespace: "AdminPayouts" });
  return (
    <>
      <section aria-labelledby="linked-accounts" className="space-y-3">
        <h2 id="linked-accounts" className="text-lg font-bold text-stone-900">
          {t("linkedTitle")}
        </h2>
        {accounts.length === 0 ? (
          <p className="rounded-xl border border-dashed border-stone-300 bg-white p-4 text-stone-700">{t("linkedEmpty")}</p>
        ) : (
          <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2">
            {accounts.map((a) => (
              <li key={a.id}>
                <Card className="flex h-full flex-col gap-2 p-4">
                  <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
                    <div className="min-w-0">
                      <h3 className="font-bold wrap-anywhere text-stone-900">{a.seller.name}</h3>
                      <p className="text-sm break-all text-stone-700">{a.seller.email}</p>
                    </div>
                    <AdminBadge tone={ACCOUNT_TONES[a.state]}>{t(`accountStates.${a.state}`)}</AdminBadge>
                  </div>
                  <p className="text-sm text-stone-800">
                    {a.accountMasked} · {a.ifsc} · {formatDate(a.updatedAt, locale, "medium")}
                  </p>
                  {a.asked.length > 0 && <p className="text-sm break-all text-amber-900">{t("asked", { fields: a.asked.join(", ") })}</p>}
                </Card>
              </li>
            ))}
          </ul>
        )}
        {(!isFirst || nextCursor) && (
          <nav aria-label={t("accountsPages")} className="flex flex-wrap justify-between gap-3">
            {!isFirst ? (
              <Link href="/admin/payouts" className={buttonClasses({ variant: "outline" })}>
                {t("accountsFirst")}
              </Link>
            ) : (
              <span />
            )}
            {nextCursor && (
              <Link
                href={{ pathname: "/admin/payouts", query: { accounts: nextCursor } }}
                className={buttonClasses({ variant: "outline" })}
              >
                {t("accountsMore")}
              </Link>
            )}
          </nav>
        )}
      </section>
      <section aria-labelledby="latest-transfers" className="space-y-3">
        <h2 id="latest-transfers" className="text-lg font-bold text-stone-900">
          {t("transfersTitle")}
        </h2>
        {transfers.length === 0 ? (
          <p className="rounded-xl border border-dashed border-stone-300 bg-white p-4 text-stone-700">{t("transfersEmpty")}</p>
        ) : (
          <ul className="divide-y divide-stone-200 overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
            {transfers.map((tr) => (
              <li key={tr.id} className="flex flex-col gap-1 p-3 sm:flex-row sm:items-center sm:justify-between sm:p-4">
                <div className="min-w-0">
                  <p className="font-semibold wrap-anywhere text-stone-900">
                    {tr.petName} · {tr.sellerName}
                  </p>
                  <p className="text-sm break-all text-stone-700">
                    {tr.gatewayTransferId ?? tr.id} · {formatDate(tr.updatedAt, locale, "medium")}
                  </p>
                </div>
                <div className="flex shrink-0 items-center gap-3">
                  <p className="font-bold text-stone-900">
                    <span className="sr-only">{t("transferAmount")} </span>
                    {formatPaise(tr.amountPaise, locale)}
                  </p>
                  <AdminBadge tone={TRANSFER_TONES[tr.state]}>{t(`transferStates.${tr.state}`)}</AdminBadge>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
