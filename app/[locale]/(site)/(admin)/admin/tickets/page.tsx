import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireModerator } from "@/lib/session/server";
import { formatDate } from "@/lib/format";
import { Link } from "@/lib/i18n/navigation";
import { firstParam, resolvePageLocale, type TLocaleParams, type TSearchParams } from "@/lib/i18n/page";
import type { TLocale } from "@/lib/i18n/routing";
import { findTicket, type TTicketMatch } from "@/lib/moderation/find-ticket";
import { formatTicket, parseTicket } from "@/lib/support/ticket";
import { useTranslations } from "#i18n/texts";
import { usePersonName } from "@/components/foundation/person-name";
import { TicketLabel } from "@/components/admin/ticket-label";
import { Card } from "@/components/ui/card";

export async function generateMetadata({ params }: TLocaleParams): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: "AdminTickets" });
  return { title: t("metaTitle") };
}

function TicketResult({ match, locale }: { match: TTicketMatch; locale: TLocale }) {
  const t = useTranslations("AdminTickets");
  const personName = usePersonName();
  return (
    <Card className="space-y-2 p-4">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <TicketLabel ticket={match.ticket} />
        <span aria-hidden="true">·</span>
        <span className="font-semibold text-stone-900">{t(`kind.${match.kind}`)}</span>
        <span aria-hidden="true">·</span>
        <span className="text-stone-800">{t(`status.${match.status}`)}</span>
      </p>
      <p className="text-sm wrap-anywhere text-stone-800">
        {t("from", { name: personName(match.from) })}
        {match.about && (
          <>
            <span aria-hidden="true"> · </span>
            {t("about", { about: personName(match.about) })}
          </>
        )}
      </p>
      <p className="text-sm text-stone-700">{t("received", { date: formatDate(match.createdAt, locale, "medium") })}</p>
      {match.href ? (
        <Link href={match.href} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4">
          {match.href === "/admin" ? t("openQueue") : t("open")}
        </Link>
      ) : (
        <p className="text-sm text-stone-700">{t("closedReport")}</p>
      )}
    </Card>
  );
}

/**
 * /admin/tickets?q=PB-100234: the complaint a person quotes by its ticket number, whatever its kind
 * (lib/moderation/find-ticket.ts; the Consumer Protection (E-Commerce) Rules 2020, rule 5(3)(b)).
 */
export default async function AdminTicketsPage({ params, searchParams }: TLocaleParams & { searchParams: TSearchParams }) {
  const locale = await resolvePageLocale(params);
  await requireModerator();
  const t = await getTranslations("AdminTickets");
  const q = (firstParam((await searchParams).q) ?? "").slice(0, 20);
  const ticket = q ? parseTicket(q) : null;
  const match = ticket === null ? null : await findTicket(ticket);
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{t("title")}</h1>
        <p className="max-w-3xl text-stone-700">{t("intro")}</p>
      </div>
      {/* The form is the console's own, under its tabs (the admin layout). */}
      <div role="status">
        {q && ticket === null && <p className="text-stone-800">{t("invalid")}</p>}
        {ticket !== null && !match && <p className="text-stone-800">{t("notFound", { ticket: formatTicket(ticket) })}</p>}
        {match && <TicketResult match={match} locale={locale} />}
      </div>
    </div>
  );
}
