import type { Metadata } from "next";
import { getMessages, getTranslations } from "next-intl/server";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { resolvePageLocale, type TLocaleParams } from "@/lib/i18n/page";
import { absoluteUrl } from "@/lib/seo";
import { ContactDetails } from "@/components/info/contact-details";
import { FaqList } from "@/components/info/faq-list";
import { InfoHeader } from "@/components/info/info-page";
import { JsonLd } from "@/components/foundation/json-ld";
import { infoPageMetadata } from "@/components/info/metadata";
import { SupportForm } from "@/components/info/support-form";

// Served from the cache to everyone (CACHED_PAGES, lib/routes.ts): reading the request here fails the build.
export const dynamic = "error";
// Nothing is rendered at build time: each language's page is rendered on its first visit, then cached,
// so a build needs no database and never keeps the data of the day it ran.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: TLocaleParams): Promise<Metadata> {
  return infoPageMetadata({ locale: await resolvePageLocale(params), namespace: "Support", path: "/support" });
}

/** Support: FAQ, the support request form and contact information. */
export default async function SupportPage({ params }: TLocaleParams) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations("Support");
  // The questions' keys come from the catalogue; their texts go through t(), which formats the compiled messages.
  const text = t as unknown as (key: string) => string;
  const faq = Object.keys((await getMessages({ locale })).Support.faq).map((id) => ({
    id,
    q: text(`faq.${id}.q`),
    a: text(`faq.${id}.a`),
  }));
  return (
    <ClientMessages namespaces={["Common", "Errors", "InfoForms", "Toast", "Validation"]}>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "FAQPage",
          url: absoluteUrl("/support", locale),
          inLanguage: locale,
          mainEntity: faq.map(({ q, a }) => ({ "@type": "Question", name: q, acceptedAnswer: { "@type": "Answer", text: a } })),
        }}
      />
      <InfoHeader title={t("title")} intro={t("intro")} width="wide" />
      {/* Phones: questions, form, contact details. Wide screens: the form beside the other two. */}
      <div className="mx-auto grid max-w-6xl items-start gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-x-12">
        <section aria-labelledby="faq-title" className="space-y-4">
          <h2 id="faq-title" className="text-2xl font-bold tracking-tight text-stone-900">
            {t("faqTitle")}
          </h2>
          <FaqList items={faq} />
        </section>
        <section aria-labelledby="more-help-title" className="space-y-4 lg:row-span-2">
          <h2 id="more-help-title" className="text-2xl font-bold tracking-tight text-stone-900">
            {t("moreHelpTitle")}
          </h2>
          <p className="text-stone-700">{t("moreHelpIntro")}</p>
          <SupportForm headingLevel={3} />
        </section>
        <ContactDetails headingId="support-contact-title" heading={(await getTranslations("Contact"))("infoTitle")} />
      </div>
    </ClientMessages>
  );
}
