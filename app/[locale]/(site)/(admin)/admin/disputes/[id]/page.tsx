import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { requireModerator } from "@/lib/session/server";
import { getDisputeForModerator } from "@/lib/disputes/service";
import { formatDate, formatMessageTime, formatPrice } from "@/lib/format";
import { AppError } from "@/lib/http/errors";
import { AgreementLinks } from "@/components/admin/agreement-links";
import { AddClientMessages } from "@/lib/i18n/add-client-messages";
import { Link } from "@/lib/i18n/navigation";
import { resolvePageLocale } from "@/lib/i18n/page";
import { imageUrl } from "@/lib/images/process";
import { AcknowledgeDispute, DecideDispute } from "@/components/admin/disputes-actions";
import { DisputeBadges, DisputeClocks, DisputesLaw } from "@/components/admin/disputes-clocks";
import { OrderRehomingRecords } from "@/components/admin/order-rehoming-records";
import { TicketLabel } from "@/components/admin/ticket-label";
import { PetThumbnail } from "@/components/listings/pet-thumbnail";
import { Card } from "@/components/ui/card";
import { ChevronLeftIcon } from "@/components/ui/icons/chevron-left";

type TProps = { params: Promise<{ locale: string; id: string }> };
type TDispute = Awaited<ReturnType<typeof getDisputeForModerator>>;

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: "AdminDisputes" });
  return { title: t("detailMetaTitle") };
}

/** The dispute, or the 404 page for an id that is not one. */
async function findDispute(id: string) {
  try {
    return await getDisputeForModerator({ disputeId: id });
  } catch (e) {
    if (e instanceof AppError && e.code === "DISPUTE_NOT_FOUND") notFound();
    throw e;
  }
}

/** Evidence photos, each opening the full photo in a new tab (our route: moderators and the two people only). */
function Evidence({ items, label }: { items: { id: string; url: string; alt: string }[]; label: string }) {
  if (items.length === 0) return null;
  return (
    <ul aria-label={label} className="grid grid-cols-3 gap-2 sm:grid-cols-4">
      {items.map((e) => (
        <li key={e.id}>
          <a href={e.url} target="_blank" rel="noopener" className="block overflow-hidden rounded-lg border border-stone-200 bg-stone-100">
            {/* eslint-disable-next-line @next/next/no-img-element -- private evidence from our own route, never through the image optimiser */}
            <img src={e.url} alt={e.alt} loading="lazy" decoding="async" className="aspect-square w-full object-cover" />
          </a>
          {/* What each one is, for the eye (a photo or a vet's note); the link reads it already. */}
          <p aria-hidden="true" className="mt-1 text-xs text-stone-700">
            {e.alt}
          </p>
        </li>
      ))}
    </ul>
  );
}

/**
 * /admin/disputes/{id}: what a moderator weighs (both statements, the photos, the listing as it was when
 * bought, the two people's conversation, the order's timeline), the clocks, then Acknowledge and the decision.
 */
export default async function AdminDisputePage({ params }: TProps) {
  const locale = await resolvePageLocale(params);
  const me = await requireModerator();
  const { id } = await params;
  const t = await getTranslations("AdminDisputes");
  const tListings = await getTranslations("Listings");
  const dispute: TDispute = await findDispute(id);
  const now = new Date();
  const isOpen = !dispute.outcome;
  const isParty = me.user.id === dispute.buyer.id || me.user.id === dispute.seller.id;
  const snapshot = dispute.listing_snapshot;
  const time = (iso: string) => formatMessageTime(iso, locale, now);
  const evidenceOf = (by: "buyer" | "seller") => {
    const items = dispute.evidence.filter((e) => e.by === by);
    const counts = { photo: 0, vet_note: 0 };
    return items.map((e) => ({ id: e.id, url: e.url, alt: t(`evidenceAlt.${e.kind}`, { index: ++counts[e.kind] }) }));
  };
  const label = (code: string | null | undefined, group: "species" | "gender") =>
    code && tListings.has(`${group}.${code}` as never) ? tListings(`${group}.${code}` as never) : (code ?? "");
  const snapshotFields: [string, string][] = snapshot
    ? (
        [
          [t("field.species"), label(snapshot.species, "species")],
          [t("field.breed"), snapshot.breed ?? ""],
          [t("field.age"), snapshot.age ?? ""],
          [t("field.born_on"), snapshot.born_on ? formatDate(snapshot.born_on, locale, "medium") : ""],
          [t("field.gender"), label(snapshot.gender, "gender")],
          [t("field.location"), snapshot.location ?? ""],
          [t("field.unit_price"), snapshot.unit_price !== undefined ? formatPrice(snapshot.unit_price, locale) : ""],
          [t("field.quantity"), snapshot.quantity !== undefined ? String(snapshot.quantity) : ""],
        ] as [string, string][]
      ).filter(([, value]) => value)
    : [];
  const timeline = [
    { key: "paid", at: dispute.order.paid_at, note: null },
    {
      key: "handed_over",
      at: dispute.order.handed_over_at,
      note: dispute.order.handed_over_by ? t(`handedOverBy.${dispute.order.handed_over_by as "code" | "buyer" | "moderator"}`) : null,
    },
    { key: "opened", at: dispute.created_at, note: null },
    { key: "acknowledged", at: dispute.acknowledged_at, note: null },
    { key: "decided", at: dispute.decided_at, note: null },
  ].filter((s): s is { key: "paid" | "handed_over" | "opened" | "acknowledged" | "decided"; at: string; note: string | null } => !!s.at);

  return (
    <AddClientMessages namespaces={["AdminDisputes", "AdminReports", "Dialog"]}>
      <article className="space-y-5 wrap-anywhere">
        <Link href="/admin/disputes" className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-800 hover:underline">
          <ChevronLeftIcon />
          {t("back")}
        </Link>

        <header className="space-y-2">
          <DisputeBadges dispute={dispute} now={now} />
          <h1 className="text-2xl font-bold tracking-tight wrap-anywhere text-stone-900 sm:text-3xl">
            {t("summary", { pet: dispute.pet_name, amount: formatPrice(dispute.order_total, locale) })}
          </h1>
          <p className="text-sm wrap-anywhere text-stone-700">
            {t("buyer", { name: dispute.buyer.name })}
            <span aria-hidden="true"> · </span>
            {t("seller", { name: dispute.seller.name })}
          </p>
          <p className="text-sm text-stone-700">
            <TicketLabel ticket={dispute.ticket} />
            <span aria-hidden="true"> · </span>
            {t(`reason.${dispute.reason}`)}
            <span aria-hidden="true"> · </span>
            {t("opened", { time: time(dispute.created_at) })}
            <span aria-hidden="true"> · </span>
            <span className="break-all">{t("openOrder", { id: dispute.order_id })}</span>
          </p>
        </header>

        {isOpen && (
          <Card className="space-y-3 p-4">
            <h2 className="text-sm font-semibold text-stone-700">{t("clocksTitle")}</h2>
            <DisputeClocks dispute={dispute} now={now} />
            {dispute.acknowledged_at ? (
              <p className="text-sm text-green-800">{t("acknowledgedOn", { time: time(dispute.acknowledged_at) })}</p>
            ) : (
              !isParty && <AcknowledgeDispute disputeId={dispute.id} />
            )}
          </Card>
        )}
        <DisputesLaw />

        <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
          <section aria-labelledby="buyer-statement" className="space-y-2">
            <h2 id="buyer-statement" className="text-lg font-bold text-stone-900">
              {t("buyerStatement")}
            </h2>
            <Card className="space-y-3 p-4">
              <p className="wrap-anywhere whitespace-pre-wrap text-stone-900">{dispute.details}</p>
              <Evidence items={evidenceOf("buyer")} label={t("fromBuyer")} />
            </Card>
          </section>
          <section aria-labelledby="seller-statement" className="space-y-2">
            <h2 id="seller-statement" className="text-lg font-bold text-stone-900">
              {t("sellerStatement")}
            </h2>
            <Card className="space-y-3 p-4">
              {dispute.seller_statement ? (
                <p className="wrap-anywhere whitespace-pre-wrap text-stone-900">{dispute.seller_statement}</p>
              ) : (
                <p className="text-stone-600">{t("noStatement")}</p>
              )}
              <Evidence items={evidenceOf("seller")} label={t("fromSeller")} />
            </Card>
          </section>
        </div>
        {dispute.evidence.length === 0 && <p className="text-sm text-stone-600">{t("noEvidence")}</p>}

        <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
          <section aria-labelledby="listing-snapshot" className="space-y-2">
            <h2 id="listing-snapshot" className="text-lg font-bold text-stone-900">
              {t("listingTitle")}
            </h2>
            <Card className="space-y-3 p-4 text-sm">
              {!snapshot ? (
                <p className="text-stone-600">{t("noSnapshot")}</p>
              ) : (
                <>
                  <p className="font-semibold wrap-anywhere text-stone-900">{snapshot.name ?? dispute.pet_name}</p>
                  {(snapshot.image_ids ?? []).length > 0 && (
                    <ul className="flex gap-2 overflow-x-auto">
                      {(snapshot.image_ids ?? []).map((imageId, i) => (
                        <li key={imageId}>
                          <PetThumbnail
                            src={imageUrl(imageId, "sm")}
                            alt={t("listingPhotoAlt", { index: i + 1, name: snapshot.name ?? dispute.pet_name })}
                            px={80}
                            className="size-20"
                          />
                        </li>
                      ))}
                    </ul>
                  )}
                  <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
                    {snapshotFields.map(([name, value]) => (
                      <div key={name} className="contents">
                        <dt className="text-stone-600">{name}</dt>
                        <dd className="wrap-anywhere text-stone-900">{value}</dd>
                      </div>
                    ))}
                  </dl>
                  {snapshot.description && <p className="wrap-anywhere whitespace-pre-wrap text-stone-800">{snapshot.description}</p>}
                </>
              )}
            </Card>
          </section>

          <section aria-labelledby="order-timeline" className="space-y-2">
            <h2 id="order-timeline" className="text-lg font-bold text-stone-900">
              {t("timelineTitle")}
            </h2>
            <Card className="p-4">
              <ol className="space-y-2 text-sm">
                {timeline.map((s) => (
                  <li key={s.key} className="flex flex-wrap gap-x-2">
                    <span className="font-semibold text-stone-900">{t(`step.${s.key}`)}</span>
                    <time dateTime={s.at} className="text-stone-700">
                      {formatDate(s.at, locale, "dateTime")}
                    </time>
                    {s.note && <span className="text-stone-700">({s.note})</span>}
                  </li>
                ))}
              </ol>
            </Card>
          </section>
        </div>

        <OrderRehomingRecords orderId={dispute.order_id} />
        <AgreementLinks orderId={dispute.order_id} />

        <section aria-labelledby="conversation" className="space-y-2">
          <h2 id="conversation" className="text-lg font-bold text-stone-900">
            {t("conversationTitle")}
          </h2>
          {dispute.conversation.length === 0 ? (
            <p className="text-sm text-stone-700">{t("noConversation")}</p>
          ) : (
            <ol className="max-h-[32rem] space-y-2 overflow-y-auto rounded-2xl border border-stone-200 bg-stone-50 p-3">
              {dispute.conversation.map((m, i) => (
                <li
                  key={`${m.at}-${i}`}
                  className={`max-w-[85%] rounded-xl px-3 py-2 text-sm ${m.from === "buyer" ? "bg-white" : "ml-auto bg-sky-50"}`}
                >
                  <p className="text-xs font-semibold text-stone-700">
                    {m.from === "buyer"
                      ? t("fromBuyerLine", { name: dispute.buyer.name })
                      : t("fromSellerLine", { name: dispute.seller.name })}
                    <span aria-hidden="true"> · </span>
                    <time dateTime={m.at}>{time(m.at)}</time>
                  </p>
                  <p className="wrap-anywhere whitespace-pre-wrap text-stone-900">{m.body}</p>
                </li>
              ))}
            </ol>
          )}
        </section>

        <section aria-labelledby="decision" className="space-y-3">
          <h2 id="decision" className="text-lg font-bold text-stone-900">
            {isOpen ? t("decideTitle") : t("outcomeLabel")}
          </h2>
          {!isOpen ? (
            <Card className="space-y-1 p-4 text-sm text-stone-900">
              <p className="font-semibold">{dispute.outcome && t(`outcome.${dispute.outcome}`)}</p>
              {dispute.outcome === "partial" && dispute.refund_amount !== null && (
                <p>{t("refundAmount", { amount: formatPrice(dispute.refund_amount, locale) })}</p>
              )}
              {dispute.decision_reason && (
                <p className="wrap-anywhere whitespace-pre-wrap">{t("decisionReason", { reason: dispute.decision_reason })}</p>
              )}
              {dispute.decided_at && (
                <p className="text-stone-700">
                  {t("decidedBy", {
                    name: dispute.decided_by_name ?? t("formerModerator"),
                    date: formatDate(dispute.decided_at, locale, "dateTime"),
                  })}
                </p>
              )}
            </Card>
          ) : isParty ? (
            <p className="rounded-xl bg-amber-50 p-3 text-sm font-medium text-amber-900">{t("ownDispute")}</p>
          ) : (
            <Card className="space-y-3 p-4">
              <p className="text-sm text-stone-700">{t("decideIntro")}</p>
              <DecideDispute
                disputeId={dispute.id}
                total={dispute.order_total}
                buyerName={dispute.buyer.name}
                sellerName={dispute.seller.name}
              />
            </Card>
          )}
        </section>
      </article>
    </AddClientMessages>
  );
}
