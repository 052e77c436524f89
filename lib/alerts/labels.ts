import "server-only";
import { createTranslator } from "next-intl";
import { isLocale, type TLocale } from "@/lib/i18n/routing";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";
import te from "@/messages/te.json";
import { searchLabel, type TLabelTexts } from "./filters";
import type { TAlertFilters } from "./schemas";

const catalogues = { en, te, hi } as const;

/** The label texts of a language (AlertEmail.label in its catalogue): the list, the mail and its subject share them. */
export function labelTexts(locale: string): TLabelTexts {
  const l: TLocale = isLocale(locale) ? locale : "en";
  const t = createTranslator({ locale: l, messages: catalogues[l], namespace: "AlertEmail.label" });
  const tMode = createTranslator({ locale: l, messages: catalogues[l], namespace: "Rehoming.alertLabel" });
  return {
    species: (species) => t(`species.${species}`),
    gender: (gender) => t(`gender.${gender}`),
    location: (location) => t("location", { location }),
    query: (q) => t("query", { q }),
    priceRange: (min, max) => t("priceRange", { min, max }),
    priceFrom: (min) => t("priceFrom", { min }),
    priceUpTo: (max) => t("priceUpTo", { max }),
    ageRange: (min, max) => t("ageRange", { min, max }),
    ageFrom: (min) => t("ageFrom", { min }),
    ageUpTo: (max) => t("ageUpTo", { max }),
    verified: t("verified"),
    mode: (mode) => tMode(mode),
    separator: t("separator"),
  };
}

/** A saved search's label in a language. */
export const labelFor = (filters: TAlertFilters, locale: string) => searchLabel(filters, labelTexts(locale));
