"use client";
import { useTranslations } from "#i18n/texts";
import { useCallback } from "react";
import { ApiError } from "./fetch";

export type TErrorTextOptions = {
  /** The text when the failure has no text of its own (an unknown code, or not an API failure). */
  fallback: string;
  /** When the server could not be reached at all. Defaults to 'Server error. Please try again.' */
  networkFallback?: string;
  /** Screen-specific texts for some codes (e.g. INVALID_QUERY on the verify page: the link lacks its token). */
  byCode?: Partial<Record<string, string>>;
};

// Field codes are error codes (UPPER_SNAKE, namespace Errors) or the forms' own texts (namespace Validation).
const isErrorCode = (code: string) => /^[A-Z][A-Z0-9_]*$/.test(code);

/**
 * Turns a failed call into the text a person reads, in their language, by its codes only (never by the
 * server's English): a screen's own text for the code, else the first field's text for a field failure,
 * else the code's text (with the server's `params`), else the screen's default.
 */
export function useErrorText() {
  const tErrors = useTranslations("Errors");
  const tValidation = useTranslations("Validation");

  /** The text of one field code, or null when the catalogue has none. */
  const codeText = useCallback(
    (code: string, params?: Record<string, string | number>): string | null => {
      if (isErrorCode(code)) return tErrors.has(code as never) ? tErrors(code as never, params as never) : null;
      return tValidation.has(code as never) ? tValidation(code as never) : null;
    },
    [tErrors, tValidation],
  );

  const errorText = useCallback(
    (error: unknown, { fallback, networkFallback, byCode }: TErrorTextOptions): string => {
      if (!(error instanceof ApiError)) return fallback;
      if (error.code === "NETWORK") return networkFallback ?? tErrors("INTERNAL");
      const own = byCode?.[error.code];
      if (own) return own;
      const firstField = error.fieldCodes && Object.values(error.fieldCodes)[0]?.[0];
      if (firstField && (error.code === "VALIDATION" || error.code === "INVALID_QUERY")) {
        const text = codeText(firstField);
        if (text) return text;
      }
      return codeText(error.code, error.params) ?? fallback;
    },
    [tErrors, codeText],
  );

  /** A field's code (from `fieldCodes`) in the reader's language; a generic text for an unknown one. */
  const fieldErrorText = useCallback((code: string) => codeText(code) ?? tErrors("VALIDATION"), [codeText, tErrors]);

  return { errorText, fieldErrorText };
}
