import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import type { TLocale } from "@/lib/i18n/routing";
import { LAW_SOURCES, LAW_SPECIES, lawSpeciesName, type TLawSourceId, type TLawSpecies } from "@/lib/law/species";
import { buttonClasses } from "@/components/ui/button";
import { InfoHeader, InfoSection, proseList, proseText } from "./info-page";

const PROTECTED_SOURCES: TLawSourceId[] = ["wpa", "wpa-2002", "tn-birds-2024", "cites-cop18"];
const CITES_SOURCES: TLawSourceId[] = ["cites", "lasrr"];
const DOG_SOURCES: TLawSourceId[] = ["dbmr", "petshop", "iso11784"];
const DOG_RULES = ["registration", "microchip", "sterilised", "age"] as const;

/** The page's list of species: the name in the reader's language, and its scientific name (or its CITES appendix). */
async function SpeciesList({ species, locale, showAppendix }: { species: TLawSpecies[]; locale: TLocale; showAppendix?: boolean }) {
  const t = await getTranslations({ locale, namespace: "SellingRules" });
  return (
    <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
      {species.map((s) => (
        <li key={s.id} className="rounded-xl border border-stone-200 bg-white p-3 shadow-sm">
          <p className="font-semibold wrap-anywhere text-stone-900">{lawSpeciesName(s, locale)}</p>
          <p className="mt-0.5 text-sm wrap-anywhere text-stone-600">
            {showAppendix && s.appendix ? (
              t("appendix", { appendix: s.appendix })
            ) : (
              <>
                <span className="sr-only">{t("scientificName")}: </span>
                <i lang="la">{s.scientific}</i>
              </>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** "Where this comes from": the laws behind a section, each a link to its text or its official page. */
async function Sources({ ids, locale }: { ids: TLawSourceId[]; locale: TLocale }) {
  const t = await getTranslations({ locale, namespace: "SellingRules" });
  const label = t as unknown as (key: string) => string;
  return (
    <div className="rounded-xl bg-stone-50 p-4 text-sm">
      <p className="font-semibold text-stone-800">{t("sourcesLabel")}</p>
      <ul className="mt-2 space-y-1.5">
        {ids.map((id) => (
          <li key={id}>
            <a href={LAW_SOURCES[id].url} className="font-medium wrap-anywhere text-brand-800 underline underline-offset-4" rel="noopener">
              {label(`sources.${id}`)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * What can be listed, generated from the law's catalogue (lib/law/species.json) and its sources: India's
 * protected wildlife (never), the CITES species (with the owner's registration under the Living Animal
 * Species (Reporting and Registration) Rules, 2024), the dog rules for breeders and pet shops (the Dog
 * Breeding and Marketing Rules, 2017; the Pet Shop Rules, 2018) and the health records. The same rules
 * refuse a listing on the server (lib/law/listing-rules.ts).
 */
export async function SellingRules({ locale }: { locale: TLocale }) {
  const t = await getTranslations({ locale, namespace: "SellingRules" });
  const protectedSpecies = LAW_SPECIES.filter((s) => s.status === "protected");
  const citesSpecies = LAW_SPECIES.filter((s) => s.status === "cites");
  return (
    <article>
      <InfoHeader title={t("title")} intro={t("intro")} />
      <div className="mx-auto max-w-3xl space-y-12 px-4 py-10 sm:px-6">
        <InfoSection id="rules-protected" title={t("protected.title")}>
          <p className={proseText}>{t("protected.p1")}</p>
          <SpeciesList species={protectedSpecies} locale={locale} />
          <p className={`${proseText} rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950`}>{t("protected.parakeets")}</p>
          <Sources ids={PROTECTED_SOURCES} locale={locale} />
        </InfoSection>

        <InfoSection id="rules-cites" title={t("cites.title")}>
          <p className={proseText}>{t("cites.p1")}</p>
          <SpeciesList species={citesSpecies} locale={locale} showAppendix />
          <p className={proseText}>{t("cites.notListed")}</p>
          <Sources ids={CITES_SOURCES} locale={locale} />
        </InfoSection>

        <InfoSection id="rules-dogs" title={t("dogs.title")}>
          <ul className={`${proseList} ${proseText}`}>
            {DOG_RULES.map((rule) => (
              <li key={rule}>{t(`dogs.${rule}`)}</li>
            ))}
          </ul>
          <Sources ids={DOG_SOURCES} locale={locale} />
        </InfoSection>

        <InfoSection id="rules-health" title={t("health.title")}>
          <p className={proseText}>{t("health.vaccinations")}</p>
          <p className={proseText}>{t("health.mother")}</p>
        </InfoSection>

        <InfoSection id="rules-update" title={t("update.title")}>
          <p className={proseText}>{t("update.p1")}</p>
          <p className="pt-2">
            <Link href="/contact" className={buttonClasses({ variant: "secondary" })}>
              {t("update.contactLink")}
            </Link>
          </p>
        </InfoSection>
      </div>
    </article>
  );
}
