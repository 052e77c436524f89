import type { TLocale } from "@/lib/i18n/routing";
import data from "./states.json";

/** The States and Union Territories whose Animal Welfare Boards register breeders and pet shops. */
export const STATES = data.states;
export type TStateCode = (typeof data.states)[number]["code"];
export const STATE_CODES = data.states.map((s) => s.code) as [TStateCode, ...TStateCode[]];

export const isStateCode = (code: string): code is TStateCode => data.states.some((s) => s.code === code);

/** A state's name in the reader's language; the code itself for one the list no longer holds. */
export function stateName(code: string, locale: TLocale): string {
  const state = data.states.find((s) => s.code === code);
  return state ? state[locale] : code;
}
