import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { requireModerator } from "@/lib/session/server";
import { formatMessageTime, formatPrice } from "@/lib/format";
import { AppError } from "@/lib/http/errors";
import { isId } from "@/lib/http/input";
import { AddClientMessages } from "@/lib/i18n/add-client-messages";
import { Link } from "@/lib/i18n/navigation";
import { resolvePageLocale } from "@/lib/i18n/page";
import { AUTO_HIDDEN_REASON } from "@/lib/pets/constants";
import { REVIEW_HELD_REASON } from "@/lib/trust/photo-match";
import { getSupportRequest } from "@/lib/moderation/support-inbox";
import { AppealRestore } from "@/components/admin/appeal-restore";
import { SupportReplyForm, SupportStatusAction } from "@/components/admin/support-actions";
import { SupportClocks, SupportStatusBadges } from "@/components/admin/support-clocks";
import { TicketLabel } from "@/components/admin/ticket-label";
import { PetThumbnail } from "@/components/listings/pet-thumbnail";
import { Card } from "@/components/ui/card";
import { ChevronLeftIcon } from "@/components/ui/icons/chevron-left";

type TProps = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: "AdminSupport" });
  return { title: t("detailMetaTitle") };
}

/** The request, or the 404 page for an id that is not one. */
async function findRequest(id: string) {
  if (!isId(id)) notFound();
  try {
    return await getSupportRequest({ id });
  } catch (e) {
    if (e instanceof AppError && e.code === "SUPPORT_REQUEST_NOT_FOUND") notFound();
    throw e;
  }
}

/** /admin/support/{id}: one request, its clocks, the appealed listing, the replies; reply, close, reopen. */
export default async function AdminSupportRequestPage({ params }: TProps) {
  const locale = await resolvePageLocale(params);
  await requireModerator();
  const { id } = await params;
  const t = await getTranslations("AdminSupport");
  const request = await findRequest(id);
  const now = new Date();
  const isClosed = request.status === "closed";

  return (
    <AddClientMessages namespaces={["AdminSupport", "AdminReports", "Dialog"]}>
      <article className="space-y-5">
        <Link href="/admin/support" className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-800 hover:underline">
          <ChevronLeftIcon />
          {t("backToInbox")}
        </Link>

        <header className="space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <TicketLabel ticket={request.ticket} />
            <SupportStatusBadges request={request} />
          </div>
          <h1 className="text-2xl font-bold tracking-tight wrap-anywhere text-stone-900 sm:text-3xl">
            {request.subject ?? t("contactSubject", { name: request.name })}
          </h1>
          <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
            <div className="flex flex-wrap gap-x-2">
              <dt className="text-stone-600">{t("fromLabel")}</dt>
              <dd className="font-medium break-all text-stone-900">
                {request.name}{" "}
                <a href={`mailto:${request.email}`} className="text-brand-800 underline underline-offset-2">
                  {request.email}
                </a>
              </dd>
            </div>
            <div className="flex flex-wrap gap-x-2">
              <dt className="text-stone-600">{t("receivedLabel")}</dt>
              <dd className="font-medium text-stone-900">{formatMessageTime(request.createdAt, locale, now)}</dd>
            </div>
            <div className="flex flex-wrap gap-x-2">
              <dt className="text-stone-600">{t("languageLabel")}</dt>
              <dd className="font-medium text-stone-900">{t(`language.${request.locale}`)}</dd>
            </div>
            <div className="flex flex-wrap gap-x-2">
              <dt className="text-stone-600">{t("accountLabel")}</dt>
              <dd className="font-medium text-stone-900">
                {request.userId ? (
                  <Link
                    href={{ pathname: "/admin/users", query: { q: request.email } }}
                    className="text-brand-800 underline underline-offset-2"
                  >
                    {t("signedIn")}
                  </Link>
                ) : (
                  t("notSignedIn")
                )}
              </dd>
            </div>
          </dl>
        </header>

        <Card className="p-4">
          <h2 className="mb-2 text-sm font-semibold text-stone-700">{t("clocksTitle")}</h2>
          <SupportClocks request={request} now={now} />
        </Card>

        {request.listing && (
          <Card className="space-y-3 border-amber-200 bg-amber-50 p-4 text-sm">
            <h2 className="font-semibold text-amber-950">{t("appealTitle")}</h2>
            {/* A hidden listing's page is a 404 for everyone, so the appeal shows what the listing is. */}
            {request.listing.thumbnails.length > 0 && (
              <ul className="flex gap-2 overflow-x-auto">
                {request.listing.thumbnails.map((src, i) => (
                  <li key={src}>
                    <PetThumbnail
                      src={src}
                      alt={t("photoAlt", { index: i + 1, name: request.listing!.name })}
                      px={80}
                      className="size-20"
                    />
                  </li>
                ))}
              </ul>
            )}
            <p>
              {request.listing.status === "hidden" ? (
                <span className="font-semibold wrap-anywhere text-stone-900">{request.listing.name}</span>
              ) : (
                <Link
                  href={`/pets/${request.listing.id}`}
                  className="font-semibold wrap-anywhere text-brand-800 underline underline-offset-2"
                >
                  {request.listing.name}
                </Link>
              )}
              <span aria-hidden="true"> · </span>
              {t(`listingStatus.${request.listing.status}`)}
            </p>
            <p className="text-stone-800">
              {request.listing.breed} · {formatPrice(request.listing.price)} · {request.listing.location}
            </p>
            <p className="line-clamp-4 wrap-anywhere whitespace-pre-wrap text-stone-800">{request.listing.description}</p>
            {request.listing.hiddenReason && (
              <p className="wrap-anywhere text-stone-800">
                {t("hiddenBecause", {
                  reason:
                    request.listing.hiddenReason === AUTO_HIDDEN_REASON
                      ? t("autoHidden")
                      : request.listing.hiddenReason === REVIEW_HELD_REASON
                        ? t("heldReview")
                        : request.listing.hiddenReason,
                })}
              </p>
            )}
            {request.listing.status === "hidden" && request.listing.hiddenCause !== "suspension" && (
              <AppealRestore petId={request.listing.id} name={request.listing.name} />
            )}
          </Card>
        )}

        <section aria-labelledby="support-message" className="space-y-2">
          <h2 id="support-message" className="text-lg font-bold text-stone-900">
            {t("messageTitle")}
          </h2>
          <Card className="p-4 wrap-anywhere whitespace-pre-wrap text-stone-900">{request.message}</Card>
        </section>

        <section aria-labelledby="support-replies" className="space-y-2">
          <h2 id="support-replies" className="text-lg font-bold text-stone-900">
            {t("repliesTitle", { count: request.replyList.length })}
          </h2>
          {request.replyList.length === 0 ? (
            <p className="text-sm text-stone-700">{t("noReplies")}</p>
          ) : (
            <ol className="space-y-3">
              {request.replyList.map((reply) => (
                <li key={reply.id}>
                  <Card className="space-y-1 border-sky-200 bg-sky-50 p-4">
                    <p className="text-sm text-stone-700">
                      {t("replyBy", {
                        name: reply.authorName ?? t("formerModerator"),
                        time: formatMessageTime(reply.createdAt, locale, now),
                      })}
                    </p>
                    <p className="wrap-anywhere whitespace-pre-wrap text-stone-900">{reply.body}</p>
                  </Card>
                </li>
              ))}
            </ol>
          )}
        </section>

        <section aria-labelledby="support-answer" className="space-y-3">
          <h2 id="support-answer" className="text-lg font-bold text-stone-900">
            {isClosed ? t("closedTitle") : t("answerTitle")}
          </h2>
          {isClosed ? (
            <p className="text-sm text-stone-700">{t("closedHint")}</p>
          ) : (
            <SupportReplyForm requestId={request.id} senderEmail={request.email} />
          )}
          <div className="flex justify-end border-t border-stone-200 pt-3">
            <SupportStatusAction requestId={request.id} isClosed={isClosed} />
          </div>
        </section>
      </article>
    </AddClientMessages>
  );
}
