import type en from "@/messages/en.json";

/** A validation text of the catalogue (`Validation.<key>` in messages/*.json). */
export type TValidationKey = keyof (typeof en)["Validation"];
/** Looks up a validation text: forms pass next-intl's translator, so their schemas speak the reader's language. */
export type TV = (key: TValidationKey) => string;

/**
 * The server's schemas carry the key itself: a failure answers the English text (`fieldErrors`) and the
 * key (`fieldCodes`), so the browser translates by key, never by English text (lib/http/errors.ts).
 */
export const keyV: TV = (key) => key;
