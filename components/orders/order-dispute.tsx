"use client";
import { useLocale, useTranslations } from "#i18n/texts";
import { formatDate, formatPrice } from "@/lib/format";
import { Link } from "@/lib/i18n/navigation";
import type { TOrderDispute } from "@/lib/orders/client";
import { Card } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";

/** Evidence photos as a row of thumbnails, each opening the full photo (only the two people and the moderators can). */
export function EvidencePhotos({
  evidence,
  altOf,
}: {
  evidence: TOrderDispute["evidence"];
  altOf: (e: TOrderDispute["evidence"][number], index: number) => string;
}) {
  if (evidence.length === 0) return null;
  return (
    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
      {evidence.map((e, i) => {
        const alt = altOf(e, i + 1);
        return (
          <li key={e.id}>
            <a
              href={e.url}
              target="_blank"
              rel="noopener"
              className="block overflow-hidden rounded-lg border border-stone-200 bg-stone-100"
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- private evidence from our own route, never through the image optimiser */}
              <img src={e.url} alt={alt} loading="lazy" decoding="async" className="aspect-square w-full object-cover" />
            </a>
            {/* What each one is, for the eye (a photo of the pet or a vet's note); the link reads it already. */}
            <p aria-hidden="true" className="mt-1 text-xs text-stone-700">
              {alt}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

/** The order's dispute as its two people see it: its state, both sides, the photos and the decision. */
export function OrderDispute({ dispute }: { dispute: TOrderDispute }) {
  const t = useTranslations("OrderPage");
  const locale = useLocale();
  const date = (iso: string) => formatDate(iso, locale, "dateTime");
  const isDecided = dispute.state === "decided";
  const altOf = (e: TOrderDispute["evidence"][number], index: number) => t(`evidenceAlt.${e.kind}`, { index, by: t(`by.${e.by}`) });
  const fromBuyer = dispute.evidence.filter((e) => e.by === "buyer");
  const fromSeller = dispute.evidence.filter((e) => e.by === "seller");

  return (
    <Card className={cn("space-y-4 p-5 sm:p-6", !isDecided && "border-red-200")}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold text-stone-900">{t("disputeTitle")}</h2>
        <span
          className={cn(
            "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ring-inset",
            isDecided ? "bg-stone-100 text-stone-900 ring-stone-300" : "bg-red-50 text-red-900 ring-red-300",
          )}
        >
          {t(`disputeState.${dispute.state}`)}
        </span>
      </div>
      <div className="space-y-1 text-sm text-stone-700">
        <p className="font-semibold text-stone-900">{t("disputeTicket", { ticket: dispute.ticket })}</p>
        <p>{t("disputeRaised", { date: date(dispute.created_at) })}</p>
        {dispute.source === "chargeback" && <p>{t("disputeChargeback")}</p>}
        <p>{t("disputeReason", { reason: t(`reason.${dispute.reason}`) })}</p>
        {!isDecided && (
          <>
            <p>
              {dispute.acknowledged_at ? t("disputeAcknowledged", { date: date(dispute.acknowledged_at) }) : t("disputeNotAcknowledged")}
            </p>
            <p className="font-semibold text-stone-900">
              {t("disputeDecideBy", { date: formatDate(dispute.decide_by, locale, "deadline") })}
            </p>
          </>
        )}
      </div>

      {isDecided && dispute.outcome && (
        <div role="status" className="space-y-1 rounded-xl bg-stone-50 p-3 text-sm text-stone-900">
          <p className="font-semibold">
            {dispute.outcome === "partial"
              ? t("outcome.partial", { amount: formatPrice(dispute.refund_amount ?? 0, locale) })
              : t(`outcome.${dispute.outcome}`)}
          </p>
          {dispute.decision_reason && (
            <p className="wrap-anywhere whitespace-pre-wrap">{t("decisionReason", { reason: dispute.decision_reason })}</p>
          )}
          {dispute.decided_at && <p className="text-stone-700">{t("decidedOn", { date: date(dispute.decided_at) })}</p>}
          <p className="pt-1 text-stone-700">
            {t("grievance")}{" "}
            <Link href="/grievance-officer" className="font-semibold text-brand-800 underline underline-offset-2">
              {t("grievanceLink")}
            </Link>
          </p>
        </div>
      )}

      <section aria-labelledby="dispute-buyer" className="space-y-2">
        <h3 id="dispute-buyer" className="font-semibold text-stone-900">
          {t("buyerSide")}
        </h3>
        <p className="text-sm wrap-anywhere whitespace-pre-wrap text-stone-800">{dispute.details}</p>
        <EvidencePhotos evidence={fromBuyer} altOf={altOf} />
      </section>
      <section aria-labelledby="dispute-seller" className="space-y-2">
        <h3 id="dispute-seller" className="font-semibold text-stone-900">
          {t("sellerSide")}
        </h3>
        {dispute.seller_statement ? (
          <p className="text-sm wrap-anywhere whitespace-pre-wrap text-stone-800">{dispute.seller_statement}</p>
        ) : (
          <p className="text-sm text-stone-600">{t("noSellerSide")}</p>
        )}
        <EvidencePhotos evidence={fromSeller} altOf={altOf} />
      </section>
    </Card>
  );
}
