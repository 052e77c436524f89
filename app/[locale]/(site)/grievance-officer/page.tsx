import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { env } from "@/lib/env";
import { resolvePageLocale, type TLocaleParams } from "@/lib/i18n/page";
import { Link } from "@/lib/i18n/navigation";
import { buttonClasses } from "@/components/ui/button";
import { InfoHeader, InfoSection, proseList, proseText } from "@/components/info/info-page";
import { infoPageMetadata } from "@/components/info/metadata";

// Served from the cache to everyone (CACHED_PAGES, lib/routes.ts): reading the request here fails the build.
export const dynamic = "error";
// Nothing is rendered at build time: each language's page is rendered on its first visit, then cached,
// with the officer's details from the configuration of the server that renders it.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: TLocaleParams): Promise<Metadata> {
  return infoPageMetadata({ locale: await resolvePageLocale(params), namespace: "Grievance", path: "/grievance-officer" });
}

const INCLUDE = ["who", "what", "why", "ticket"] as const;
// The two sets of rules a complaint here falls under, how their clocks fit, the ticket number, and where
// to go next.
const LAWS = ["it", "consumer", "fit", "ticket", "escalate"] as const;

/**
 * The Grievance Officer the IT (Intermediary Guidelines and Digital Media Ethics Code) Rules 2021 (rule
 * 3(2)) ask an intermediary to name, and the Consumer Protection (E-Commerce) Rules 2020 (rules 4(4),
 * 4(5)) ask an e-commerce entity to name: who, how to reach them, and the timelines. The IT Rules' are
 * the shorter (acknowledged within 24 hours, resolved within 15 days, against 48 hours and one month),
 * so keeping them keeps both; a dispute about an order is acknowledged within 48 hours and decided within
 * five working days (lib/disputes/clocks.ts). Every complaint has a ticket number (lib/support/ticket.ts,
 * rule 5(3)(b) of the 2020 rules). Linked from the footer and from the terms' contact section.
 */
export default async function GrievanceOfficerPage({ params }: TLocaleParams) {
  await resolvePageLocale(params);
  const t = await getTranslations("Grievance");
  const { GRIEVANCE_OFFICER_NAME, GRIEVANCE_OFFICER_EMAIL, GRIEVANCE_OFFICER_ADDRESS } = env();
  const details = [
    { label: t("name"), value: GRIEVANCE_OFFICER_NAME ?? t("defaultName") },
    {
      label: t("email"),
      value: (
        <a href={`mailto:${GRIEVANCE_OFFICER_EMAIL}`} className="font-semibold break-all text-brand-800 underline underline-offset-4">
          {GRIEVANCE_OFFICER_EMAIL}
        </a>
      ),
    },
    { label: t("address"), value: <span className="whitespace-pre-line">{GRIEVANCE_OFFICER_ADDRESS}</span> },
  ];
  return (
    <article>
      <InfoHeader title={t("title")} intro={t("intro")} />
      <div className="mx-auto max-w-3xl space-y-10 px-4 py-10 sm:px-6">
        <InfoSection id="grievance-contact" title={t("contactTitle")}>
          <dl className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white shadow-sm">
            {details.map(({ label, value }) => (
              <div key={label} className="grid gap-1 p-4 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-4 sm:p-5">
                <dt className="text-sm font-semibold text-stone-600">{label}</dt>
                <dd className="text-base text-stone-900">{value}</dd>
              </div>
            ))}
          </dl>
        </InfoSection>
        <InfoSection id="grievance-timelines" title={t("timelinesTitle")}>
          <ul className={`${proseList} ${proseText}`}>
            <li>{t("acknowledge")}</li>
            <li>{t("resolve")}</li>
          </ul>
        </InfoSection>
        <InfoSection id="grievance-laws" title={t("lawsTitle")}>
          <ul className={`${proseList} ${proseText}`}>
            {LAWS.map((k) => (
              <li key={k}>{t(`laws.${k}`)}</li>
            ))}
          </ul>
        </InfoSection>
        <InfoSection id="grievance-include" title={t("includeTitle")}>
          <ul className={`${proseList} ${proseText}`}>
            {INCLUDE.map((k) => (
              <li key={k}>{t(`include.${k}`)}</li>
            ))}
          </ul>
          <p className="pt-2">
            <Link href="/contact" className={buttonClasses({ variant: "secondary" })}>
              {t("contactLink")}
            </Link>
          </p>
        </InfoSection>
      </div>
    </article>
  );
}
