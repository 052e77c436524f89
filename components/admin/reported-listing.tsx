"use client";
import { useLocale, useTranslations } from "#i18n/texts";
import { useState } from "react";
import { usePersonName } from "@/components/foundation/person-name";
import { formatDate } from "@/lib/format";
import { Link } from "@/lib/i18n/navigation";
import { moderationReportsApi, type TListingAction, type TReportedListing } from "@/lib/moderation/reports-client";
import { AUTO_HIDDEN_REASON } from "@/lib/pets/constants";
import { PetThumbnail } from "@/components/listings/pet-thumbnail";
import { StatusBadge } from "@/components/listings/status-badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Dialog } from "@/components/ui/dialog";
import { ActionBar } from "./action-bar";
import { AdminBadge } from "./admin-badge";
import { ReasonForm } from "./reason-form";
import { PetRehomingRecords } from "./rehoming-records";
import { TicketLabel } from "./ticket-label";

/** A reported listing in the reports queue (components/admin/reports-queue.tsx): the listing, its reports, and what a moderator can do. */
export function ReportedListingCard({ item }: { item: TReportedListing }) {
  const t = useTranslations("AdminReports");
  const personName = usePersonName();
  const tReasons = useTranslations("Report.reasons");
  const locale = useLocale();
  const { pet } = item;
  const isHidden = pet.status === "hidden";
  const headingId = `listing-${pet.id}`;
  // What a moderator can do depends on the listing's state: a hidden one is restored, kept hidden (when
  // reports hid it) or deleted; a visible one is hidden, deleted or its reports dismissed.
  const actions: { action: TListingAction; label: string; isDanger?: boolean }[] = isHidden
    ? [
        { action: "restore", label: t("actions.restore") },
        ...(pet.hiddenCause === "reports" ? [{ action: "hide" as const, label: t("actions.keepHidden"), isDanger: true }] : []),
        { action: "delete", label: t("actions.delete"), isDanger: true },
      ]
    : [
        { action: "dismiss", label: t("actions.dismiss") },
        { action: "hide", label: t("actions.hide"), isDanger: true },
        { action: "delete", label: t("actions.delete"), isDanger: true },
      ];

  return (
    <li>
      <Card className="space-y-4 p-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          {pet.thumbnails.length ? (
            <ul className="flex shrink-0 gap-2">
              {pet.thumbnails.map((src, i) => (
                <li key={src}>
                  <PetThumbnail src={src} alt={t("photoAlt", { index: i + 1, name: pet.name })} px={80} className="size-16 sm:size-20" />
                </li>
              ))}
            </ul>
          ) : (
            <p className="shrink-0 text-sm text-stone-600">{t("noPhotos")}</p>
          )}
          <div className="min-w-0 flex-1 space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              <h3 id={headingId} className="font-bold wrap-anywhere text-stone-900">
                {pet.name}
              </h3>
              <StatusBadge status={pet.status} />
            </div>
            <p className="text-sm wrap-anywhere text-stone-700">{pet.breed}</p>
            <p className="text-sm wrap-anywhere text-stone-800">
              {t("seller", { name: personName(pet.seller.name) })} <span className="text-stone-600">{pet.seller.email}</span>{" "}
              {pet.seller.isSuspended && <AdminBadge tone="red">{t("suspended")}</AdminBadge>}
            </p>
            <p className="text-sm font-medium text-stone-800">
              {t("reportCount", { count: item.count })} · {t("verifiedCount", { count: item.verifiedCount })} ·{" "}
              {t("oldest", { date: formatDate(item.oldestAt, locale, "medium") })}
            </p>
            {!isHidden && (
              <Link
                href={`/pets/${pet.id}`}
                className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline underline-offset-4"
              >
                {t("openListing")}
              </Link>
            )}
          </div>
        </div>

        {isHidden && (
          <div className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            <p className="wrap-anywhere whitespace-pre-line">
              {pet.hiddenCause === "suspension"
                ? t("hiddenBySuspension")
                : pet.hiddenCause === "review"
                  ? t("hiddenHeldReview")
                  : pet.hiddenCause === "unverified"
                    ? t("hiddenHeldUnverified")
                    : pet.hiddenCause === "reports" || pet.hiddenReason === AUTO_HIDDEN_REASON
                      ? t("hiddenAuto")
                      : t("hiddenByModerator", { reason: pet.hiddenReason ?? "" })}
            </p>
            {pet.appealedAt && (
              <p className="mt-1 font-semibold">{t("appealed", { date: formatDate(pet.appealedAt, locale, "medium") })}</p>
            )}
          </div>
        )}

        <div>
          <h4 className="text-sm font-semibold text-stone-800">{t("reasonsTitle")}</h4>
          <ul className="mt-1 flex flex-wrap gap-2">
            {item.reasons.map((r) => (
              <li
                key={r.reason}
                className="inline-flex items-center gap-1.5 rounded-full bg-red-50 px-3 py-1 text-sm text-red-900 ring-1 ring-red-200 ring-inset"
              >
                {tReasons(r.reason)}
                <span className="rounded-full bg-white px-1.5 text-xs font-bold">{r.count}</span>
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h4 className="text-sm font-semibold text-stone-800">{t("reportsTitle")}</h4>
          <ul className="mt-2 divide-y divide-stone-200 rounded-xl border border-stone-200">
            {item.reports.map((r) => (
              <li key={r.id} className="space-y-1 p-3 text-sm">
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="font-semibold break-all text-stone-900">{personName(r.reporter.name)}</span>
                  <span className="break-all text-stone-600">{r.reporter.email}</span>
                  <AdminBadge tone={r.reporter.isEmailVerified ? "green" : "stone"}>
                    {r.reporter.isEmailVerified ? t("verified") : t("unverified")}
                  </AdminBadge>
                </p>
                <p className="text-stone-800">
                  <TicketLabel ticket={r.ticket} /> · <span className="font-medium">{tReasons(r.reason)}</span> ·{" "}
                  <time dateTime={r.createdAt}>{formatDate(r.createdAt, locale, "medium")}</time>
                </p>
                {/* The reporter's own words, as text. */}
                <p className="wrap-anywhere whitespace-pre-line text-stone-700">{r.note || t("noNote")}</p>
              </li>
            ))}
          </ul>
        </div>

        <PetRehomingRecords petId={pet.id} />

        <ActionBar>
          {actions.map((a) => (
            <ListingActionButton key={a.action} item={item} action={a.action} label={a.label} isDanger={a.isDanger} />
          ))}
        </ActionBar>
      </Card>
    </li>
  );
}

function ListingActionButton({
  item,
  action,
  label,
  isDanger,
}: {
  item: TReportedListing;
  action: TListingAction;
  label: string;
  isDanger?: boolean;
}) {
  const t = useTranslations("AdminReports");
  const [isOpen, setIsOpen] = useState(false);
  const { pet } = item;
  const isKeepHidden = action === "hide" && pet.status === "hidden";
  const kind = isKeepHidden ? "keepHidden" : action;
  // The seller reads the reason of a hiding or a deletion; restoring and dismissing only note it.
  const isReasonRequired = action === "hide" || action === "delete";
  return (
    <>
      <Button
        variant={isDanger ? "outline" : "secondary"}
        className={isDanger ? "text-red-700!" : undefined}
        onClick={() => setIsOpen(true)}
        aria-haspopup="dialog"
        aria-label={t("actionLabel", { action: label, name: pet.name })}
      >
        {label}
      </Button>
      <Dialog
        open={isOpen}
        onClose={() => setIsOpen(false)}
        title={t(`confirm.${kind}Title`, { name: pet.name })}
        description={t(`confirm.${kind}Text`)}
      >
        <ReasonForm
          isReasonRequired={isReasonRequired}
          isShared={isReasonRequired}
          confirmLabel={label}
          isDanger={isDanger}
          doneText={t(`done.${kind}`)}
          run={(reason) => moderationReportsApi.actOnListing(pet.id, action, reason)}
          onClose={() => setIsOpen(false)}
        />
      </Dialog>
    </>
  );
}
