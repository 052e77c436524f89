import { getMessages, getTranslations } from "next-intl/server";
import { env } from "@/lib/env";
import { formatDate } from "@/lib/format";
import { Link } from "@/lib/i18n/navigation";
import type { TLocale } from "@/lib/i18n/routing";
import { LEGAL_DATES } from "@/lib/legal/version";
import { InfoHeader, InfoSection, proseList, proseText } from "./info-page";

type TSection = { title: string; p: Record<string, string>; list?: Record<string, string> };

/** The date a legal text was last changed (lib/legal/version.ts), as its page shows it: 'July 20, 2025' in English, the locale's own long date in Telugu and Hindi. */
export function lastUpdatedDate(locale: TLocale, namespace: keyof typeof LEGAL_DATES) {
  const day = LEGAL_DATES[namespace];
  if (locale !== "en") return formatDate(day, locale);
  return new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "Asia/Kolkata" }).format(
    new Date(`${day}T12:00:00+05:30`),
  );
}

/** The privacy policy or the terms: numbered sections of paragraphs and lists, from the catalogue; `links` puts a link under a section (by its key). */
export async function LegalDocument({
  locale,
  namespace,
  links = {},
}: {
  locale: TLocale;
  namespace: "Privacy" | "Terms";
  links?: Record<string, { href: string; label: string }>;
}) {
  // Both catalogues have the same shape (title, lastUpdated, intro, sections).
  const t = await getTranslations({ locale, namespace: namespace as "Privacy" });
  // Section and item keys come from the catalogue itself, so a new paragraph needs no code change.
  const sections = (await getMessages({ locale }))[namespace].sections as Record<string, TSection>;
  const text = t as unknown as (key: string, values?: Record<string, string>) => string;
  const values = { email: env().SUPPORT_EMAIL };
  return (
    <article>
      <InfoHeader title={t("title")} meta={t("lastUpdated", { date: lastUpdatedDate(locale, namespace) })} intro={t("intro")} />
      <div className="mx-auto max-w-3xl space-y-10 px-4 py-10 sm:px-6">
        {Object.entries(sections).map(([id, section]) => (
          <InfoSection key={id} id={`${namespace.toLowerCase()}-${id}`} title={text(`sections.${id}.title`)}>
            {Object.keys(section.p).map((p) => (
              <p key={p} className={proseText}>
                {text(`sections.${id}.p.${p}`, values)}
              </p>
            ))}
            {section.list && (
              <ul className={`${proseList} ${proseText}`}>
                {Object.keys(section.list).map((item) => (
                  <li key={item}>{text(`sections.${id}.list.${item}`, values)}</li>
                ))}
              </ul>
            )}
            {links[id] && (
              <p className={proseText}>
                <Link href={links[id].href} className="font-semibold text-brand-800 underline underline-offset-4">
                  {links[id].label}
                </Link>
              </p>
            )}
          </InfoSection>
        ))}
      </div>
    </article>
  );
}
