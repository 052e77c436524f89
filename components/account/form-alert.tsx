"use client";
import { useLocale } from "next-intl";
import type { TAccountFormState } from "@/lib/auth/actions";
import { ApiError } from "@/lib/http/client";
import { useErrorText } from "@/lib/http/use-error-text";

export const NO_FORM_ERROR: TAccountFormState = { errorCode: null, message: null, email: "" };

/**
 * The outcome of a form posted before its script loaded (lib/auth/actions.ts), in the reader's
 * language; nothing once the script handles submissions itself (it shows toasts and field errors).
 */
export function AccountFormAlert({ state, fallback, byCode }: { state: TAccountFormState; fallback: string; byCode?: Partial<Record<string, string>> }) {
  const { errorText } = useErrorText();
  if (!state.errorCode) return null;
  const error = new ApiError({ status: 400, code: state.errorCode, message: state.message ?? "" });
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {errorText(error, { fallback, byCode })}
    </p>
  );
}

/** The page's locale, posted with the form so the action answers in it. */
export function LocaleField() {
  return <input type="hidden" name="locale" value={useLocale()} />;
}
