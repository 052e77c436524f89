import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { setRequestLocale } from "next-intl/server";
import { routing, type TLocale } from "./routing";

export type TLocaleParams = { params: Promise<{ locale: string }> };
export type TSearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The page's locale from its params, registered for next-intl's server APIs; 404 for an unknown one. */
export async function resolvePageLocale(params: TLocaleParams["params"]): Promise<TLocale> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return locale;
}

/** One query parameter as a string (the first when repeated). */
export function firstParam(value: string | string[] | undefined): string | null {
  return (Array.isArray(value) ? value[0] : value) ?? null;
}
