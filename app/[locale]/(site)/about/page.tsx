import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { ComponentType, SVGProps } from "react";
import { resolvePageLocale, type TLocaleParams } from "@/lib/i18n/page";
import { Link } from "@/lib/i18n/navigation";
import { buttonClasses } from "@/components/ui/button";
import { GlobeIcon } from "@/components/ui/icons/globe";
import { HeartIcon } from "@/components/ui/icons/heart";
import { PawIcon } from "@/components/ui/icons/paw";
import { ShieldIcon } from "@/components/ui/icons/shield";
import { InfoHeader, InfoSection, proseText } from "@/components/info/info-page";
import { infoPageMetadata } from "@/components/info/metadata";

// Served from the cache to everyone (CACHED_PAGES, lib/routes.ts): reading the request here fails the build.
export const dynamic = "error";
// Nothing is rendered at build time: each language's page is rendered on its first visit, then cached,
// so a build needs no database and never keeps the data of the day it ran.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: TLocaleParams): Promise<Metadata> {
  return infoPageMetadata({ locale: await resolvePageLocale(params), namespace: "About", path: "/about" });
}

const VALUES: { key: "compassion" | "transparency" | "community" | "innovation"; icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  { key: "compassion", icon: HeartIcon },
  { key: "transparency", icon: ShieldIcon },
  { key: "community", icon: PawIcon },
  { key: "innovation", icon: GlobeIcon },
];

/** About: mission, values (compassion, transparency, community, innovation) and commitment. */
export default async function AboutPage({ params }: TLocaleParams) {
  await resolvePageLocale(params);
  const t = await getTranslations("About");
  return (
    <article>
      <InfoHeader title={t("title")} intro={t("intro")} />
      <div className="mx-auto max-w-3xl space-y-12 px-4 py-10 sm:px-6">
        <InfoSection id="about-mission" title={t("missionTitle")}>
          <p className={proseText}>{t("mission")}</p>
        </InfoSection>
        <InfoSection id="about-values" title={t("valuesTitle")}>
          <ul className="grid gap-4 sm:grid-cols-2">
            {VALUES.map(({ key, icon: Icon }) => (
              <li key={key} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
                <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
                  <Icon className="size-6" />
                </span>
                <h3 className="mt-3 text-lg font-bold text-stone-900">{t(`values.${key}.title`)}</h3>
                <p className="mt-1 leading-relaxed text-stone-700">{t(`values.${key}.body`)}</p>
              </li>
            ))}
          </ul>
        </InfoSection>
        <InfoSection id="about-commitment" title={t("commitmentTitle")}>
          {(["p1", "p2", "p3"] as const).map((p) => (
            <p key={p} className={proseText}>
              {t(`commitment.${p}`)}
            </p>
          ))}
        </InfoSection>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link href="/pets" className={buttonClasses({ size: "lg" })}>
            {t("browse")}
          </Link>
          <Link href="/contact" className={buttonClasses({ variant: "outline", size: "lg" })}>
            {t("contact")}
          </Link>
        </div>
      </div>
    </article>
  );
}
