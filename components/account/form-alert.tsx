"use client";
import { useLocale } from "#i18n/texts";
import { lazy, Suspense } from "react";
import type { TAccountFormState } from "@/lib/auth/actions";

// The error texts load only when there is an error to show (with the server's HTML when there is one).
const FormAlertText = lazy(() => import("./form-alert-text"));

export const NO_FORM_ERROR: TAccountFormState = { errorCode: null, email: "" };

/**
 * The outcome of a form posted before its script loaded (lib/auth/actions.ts), in the reader's
 * language; nothing once the script handles submissions itself (it shows toasts and field errors).
 */
export function AccountFormAlert({ state, fallback }: { state: TAccountFormState; fallback: string }) {
  if (!state.errorCode) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      <Suspense fallback={fallback}>
        <FormAlertText state={state} fallback={fallback} />
      </Suspense>
    </p>
  );
}

/** The page's locale, posted with the form so the action answers in it. */
export function LocaleField() {
  return <input type="hidden" name="locale" value={useLocale()} />;
}
