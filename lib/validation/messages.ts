import en from "@/messages/en.json";

/** Looks up a validation text. Forms pass next-intl's translator; the server uses English (the spec's texts). */
export type TValidationKey = keyof typeof en.Validation;
export type TV = (key: TValidationKey) => string;

export const englishV: TV = (key) => en.Validation[key];
