import { validationTexts } from "@/lib/i18n/english-texts";

/** Looks up a validation text. Forms pass next-intl's translator; the server uses the English texts. */
export type TValidationKey = keyof typeof validationTexts;
export type TV = (key: TValidationKey) => string;

export const englishV: TV = (key) => validationTexts[key];
