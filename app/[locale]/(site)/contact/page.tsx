import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { env } from "@/lib/env";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { resolvePageLocale, type TLocaleParams } from "@/lib/i18n/page";
import { Link } from "@/lib/i18n/navigation";
import { absoluteUrl } from "@/lib/seo";
import { SITE } from "@/lib/site";
import { ContactDetails } from "@/components/info/contact-details";
import { ContactForm } from "@/components/info/contact-form";
import { InfoHeader } from "@/components/info/info-page";
import { JsonLd } from "@/components/foundation/json-ld";
import { infoPageMetadata } from "@/components/info/metadata";

// Served from the cache to everyone (CACHED_PAGES, lib/routes.ts): reading the request here fails the build.
export const dynamic = "error";
// Nothing is rendered at build time: each language's page is rendered on its first visit, then cached,
// so a build needs no database and never keeps the data of the day it ran.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: TLocaleParams): Promise<Metadata> {
  return infoPageMetadata({ locale: await resolvePageLocale(params), namespace: "Contact", path: "/contact" });
}

/** Contact: the contact form and the contact information. */
export default async function ContactPage({ params }: TLocaleParams) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations("Contact");
  return (
    <ClientMessages namespaces={["Common", "Errors", "InfoForms", "Toast", "Validation"]}>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "ContactPage",
          url: absoluteUrl("/contact", locale),
          inLanguage: locale,
          name: t("metaTitle"),
          mainEntity: {
            "@type": "Organization",
            name: SITE.name,
            url: absoluteUrl("/", locale),
            email: env().SUPPORT_EMAIL,
            telephone: SITE.phoneHref.replace("tel:", ""),
            address: { "@type": "PostalAddress", addressLocality: "Hyderabad", addressRegion: "Telangana", addressCountry: "IN" },
            sameAs: Object.values(SITE.social),
            contactPoint: {
              "@type": "ContactPoint",
              contactType: "customer support",
              email: env().SUPPORT_EMAIL,
              telephone: SITE.phoneHref.replace("tel:", ""),
              availableLanguage: ["en", "te", "hi"],
            },
          },
        }}
      />
      <InfoHeader title={t("title")} intro={t("intro")} width="wide" />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-12">
        <ContactForm />
        <div className="space-y-6">
          <ContactDetails headingId="contact-info-title" heading={t("infoTitle")} />
          <p>
            <Link href="/support" className="font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline">
              {t("supportLink")}
            </Link>
          </p>
        </div>
      </div>
    </ClientMessages>
  );
}
