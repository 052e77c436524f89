import { useLocale, useTranslations } from "#i18n/texts";
import { formatDate } from "@/lib/format";
import { isLocale } from "@/lib/i18n/routing";
import { stateName } from "@/lib/law/states";
import type { TRegistrationQueueItem } from "@/lib/sellers/registration-responses";
import { Card } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { SellerVerificationActions } from "./seller-verification-actions";

const STATUS_STYLES: Record<TRegistrationQueueItem["status"], string> = {
  pending: "bg-amber-100 text-amber-950 ring-amber-400",
  approved: "bg-green-100 text-green-900 ring-green-300",
  refused: "bg-red-100 text-red-900 ring-red-300",
  expired: "bg-stone-200 text-stone-900 ring-stone-300",
};

/**
 * One registration in the console's queue: the seller (and whether their phone is verified), what they
 * entered, the certificate beside it (a photo shown, a PDF to download), and approve / refuse while it
 * waits; once decided, who decided and why. The photo loads from the moderators' own certificate route.
 */
export function SellerVerificationCard({ registration: r }: { registration: TRegistrationQueueItem }) {
  const t = useTranslations("AdminSellerVerifications");
  const tType = useTranslations("Listings.sellerType");
  const locale = useLocale();
  const l = isLocale(locale) ? locale : "en";
  return (
    <Card className={cn("space-y-4 p-4", r.status === "pending" && "border-amber-300")}>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-0.5">
          <h2 className="font-bold wrap-anywhere text-stone-900">{r.seller.name}</h2>
          <p className="text-sm wrap-anywhere text-stone-700">
            {r.seller.email}
            {r.seller.phone && (
              <>
                <span aria-hidden="true"> · </span>
                {r.seller.phone}
              </>
            )}
          </p>
          <p className="text-sm text-stone-700">
            <span className={r.seller.isPhoneVerified ? "font-semibold text-green-800" : "font-semibold text-red-800"}>
              {r.seller.isPhoneVerified ? t("phoneVerified") : t("phoneNotVerified")}
            </span>
            <span aria-hidden="true"> · </span>
            {t("memberSince", { date: formatDate(r.seller.memberSince, locale, "medium") })}
          </p>
        </div>
        <span
          className={cn(
            "inline-flex w-fit shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ring-inset",
            STATUS_STYLES[r.status],
          )}
        >
          {t(`status.${r.status}`)}
        </span>
      </div>

      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <dl className="grid grid-cols-1 content-start gap-x-4 gap-y-1 self-start text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold text-stone-900">{t("fields.type")}</dt>
          <dd>{tType(r.type)}</dd>
          <dt className="font-semibold text-stone-900">{t("fields.state")}</dt>
          <dd>{stateName(r.state, l)}</dd>
          <dt className="font-semibold text-stone-900">{t("fields.number")}</dt>
          <dd className="font-mono wrap-anywhere">{r.number}</dd>
          <dt className="font-semibold text-stone-900">{t("fields.validUntil")}</dt>
          <dd>{r.validUntil ? formatDate(r.validUntil, locale, "long") : t("noDate")}</dd>
          <dt className="font-semibold text-stone-900">{t("fields.submitted")}</dt>
          <dd>{formatDate(r.submittedAt, locale, "dateTime")}</dd>
        </dl>
        <div className="space-y-2">
          <p className="text-sm font-semibold text-stone-900">{t("certificate")}</p>
          {r.certificate.kind === "image" ? (
            <a href={r.certificate.url} target="_blank" rel="noopener" className="block w-fit">
              {/* eslint-disable-next-line @next/next/no-img-element -- a private file from the moderators' route, not a public photo */}
              <img
                src={r.certificate.url}
                alt={t("certificateAlt", { name: r.seller.name })}
                className="max-h-72 w-auto max-w-full rounded-lg border border-stone-200 bg-stone-50 object-contain"
              />
              <span className="mt-1 block text-sm font-semibold text-brand-800 underline">{t("openImage")}</span>
            </a>
          ) : (
            <a href={r.certificate.url} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
              {t("openPdf")}
            </a>
          )}
        </div>
      </div>

      {r.heldListings > 0 && <p className="text-sm font-medium text-stone-800">{t("held", { count: r.heldListings })}</p>}
      {r.status === "refused" && r.refusedReason && (
        <p className="text-sm wrap-anywhere whitespace-pre-line text-red-900">{t("refusedReason", { reason: r.refusedReason })}</p>
      )}
      {r.decidedAt && (
        <p className="text-sm text-stone-700">
          {r.decidedByName
            ? t("decidedBy", { name: r.decidedByName, date: formatDate(r.decidedAt, locale, "medium") })
            : t("decidedOn", { date: formatDate(r.decidedAt, locale, "medium") })}
        </p>
      )}
      {r.status === "pending" && <SellerVerificationActions registrationId={r.id} sellerName={r.seller.name} />}
    </Card>
  );
}
