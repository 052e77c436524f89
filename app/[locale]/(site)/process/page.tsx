import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { resolvePageLocale, type TLocaleParams } from "@/lib/i18n/page";
import { Link } from "@/lib/i18n/navigation";
import { buttonClasses } from "@/components/ui/button";
import { ShieldIcon } from "@/components/ui/icons/shield";
import { InfoHeader, InfoSection, proseText } from "@/components/info/info-page";
import { infoPageMetadata } from "@/components/info/metadata";
import { protectionSettings } from "@/lib/orders/settings";

// Served from the cache to everyone (CACHED_PAGES, lib/routes.ts): reading the request here fails the build.
export const dynamic = "error";
// Nothing is rendered at build time: each language's page is rendered on its first visit, then cached,
// so a build needs no database and never keeps the data of the day it ran.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: TLocaleParams): Promise<Metadata> {
  return infoPageMetadata({ locale: await resolvePageLocale(params), namespace: "Process", path: "/process" });
}

const STEPS = ["s1", "s2", "s3", "s4", "s5"] as const;
const SAFETY = ["meet", "payInside", "records", "eightWeeks", "report"] as const;
const PROTECTION = ["held", "code", "window", "dispute", "deadlines"] as const;

function Steps({ steps }: { steps: { title: string; body: string }[] }) {
  return (
    <ol className="space-y-4">
      {steps.map(({ title, body }, i) => (
        <li key={title} className="flex gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
          <span
            aria-hidden="true"
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
          >
            {i + 1}
          </span>
          <div className="min-w-0">
            <h3 className="text-lg font-bold text-stone-900">{title}</h3>
            <p className="mt-1 leading-relaxed text-stone-700">{body}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** How buying and rehoming work on PawBazaar (the footer's How It Works), with safety advice. */
export default async function ProcessPage({ params }: TLocaleParams) {
  await resolvePageLocale(params);
  const t = await getTranslations("Process");
  const clocks = protectionSettings();
  return (
    <article>
      <InfoHeader title={t("title")} intro={t("intro")} />
      <div className="mx-auto max-w-3xl space-y-12 px-4 py-10 sm:px-6">
        <InfoSection id="process-buying" title={t("buyingTitle")}>
          <Steps steps={STEPS.map((s) => ({ title: t(`buying.${s}.title`), body: t(`buying.${s}.body`) }))} />
        </InfoSection>
        <InfoSection
          id="process-protection"
          title={t("protectionTitle")}
          className="rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:p-6"
        >
          <p className={`mb-4 ${proseText} text-stone-800`}>{t("protectionIntro")}</p>
          <ul className="space-y-3">
            {PROTECTION.map((k) => (
              <li key={k} className={`flex gap-3 ${proseText}`}>
                <ShieldIcon className="mt-1 size-5 shrink-0 text-brand-800" />
                <span className="text-stone-800">{t(`protection.${k}`, clocks)}</span>
              </li>
            ))}
          </ul>
        </InfoSection>
        <InfoSection id="process-rehoming" title={t("rehomingTitle")}>
          <Steps steps={STEPS.map((s) => ({ title: t(`rehoming.${s}.title`), body: t(`rehoming.${s}.body`) }))} />
        </InfoSection>
        <InfoSection id="process-safety" title={t("safetyTitle")} className="rounded-2xl border border-green-200 bg-green-50 p-5 sm:p-6">
          <ul className="space-y-3">
            {SAFETY.map((k) => (
              <li key={k} className={`flex gap-3 ${proseText}`}>
                <ShieldIcon className="mt-1 size-5 shrink-0 text-green-800" />
                <span className="text-stone-800">{t(`safety.${k}`)}</span>
              </li>
            ))}
          </ul>
        </InfoSection>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Link href="/pets" className={buttonClasses({ size: "lg" })}>
            {t("ctaBrowse")}
          </Link>
          <Link href="/add-listing" className={buttonClasses({ variant: "outline", size: "lg" })}>
            {t("ctaList")}
          </Link>
          <Link href="/support" className={buttonClasses({ variant: "ghost", size: "lg" })}>
            {t("ctaSupport")}
          </Link>
        </div>
      </div>
    </article>
  );
}
