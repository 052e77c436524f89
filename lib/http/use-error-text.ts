"use client";
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { errorTexts, validationTexts } from "@/lib/i18n/english-texts";
import type { TValidationKey } from "@/lib/validation/messages";
import { ApiError } from "./client";

type TErrorKey = keyof typeof errorTexts;

const validationKeyByText = new Map<string, TValidationKey>(Object.entries(validationTexts).map(([k, text]) => [text, k as TValidationKey]));
const errorKeyByText = new Map<string, TErrorKey>(Object.entries(errorTexts).map(([k, text]) => [text, k as TErrorKey]));

export type TErrorTextOptions = {
  /** The default text when the server gave no message. */
  fallback: string;
  /** When the server could not be reached at all. Defaults to 'Server error. Please try again.' */
  networkFallback?: string;
  /** Screen-specific texts for some codes (e.g. INVALID_TOKEN on the verify page). */
  byCode?: Partial<Record<string, string>>;
};

/**
 * Turns a failed call into the text a person reads, in their language: a screen's own text for the
 * code, else the translation of a known server text or code, else the server's message, else the default.
 */
export function useErrorText() {
  const tErrors = useTranslations("Errors");
  const tValidation = useTranslations("Validation");

  const translateServerText = useCallback(
    (text: string): string | null => {
      const vKey = validationKeyByText.get(text);
      if (vKey) return tValidation(vKey);
      const eKey = errorKeyByText.get(text);
      if (eKey) return tErrors(eKey);
      return null;
    },
    [tErrors, tValidation],
  );

  const errorText = useCallback(
    (error: unknown, { fallback, networkFallback, byCode }: TErrorTextOptions): string => {
      if (!(error instanceof ApiError)) return fallback;
      if (error.code === "NETWORK") return networkFallback ?? tErrors("INTERNAL");
      const own = byCode?.[error.code];
      if (own) return own;
      if (error.message) {
        const known = translateServerText(error.message);
        if (known) return known;
      }
      if (error.code in errorTexts) return tErrors(error.code as TErrorKey);
      return error.message || fallback;
    },
    [tErrors, translateServerText],
  );

  /** A server field error (English) in the reader's language when it is a known text. */
  const fieldErrorText = useCallback((text: string) => translateServerText(text) ?? text, [translateServerText]);

  return { errorText, fieldErrorText };
}
