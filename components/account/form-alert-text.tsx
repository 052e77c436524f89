"use client";
import type { TAccountFormState } from "@/lib/auth/actions";
import { ApiError } from "@/lib/api-client/fetch";
import { useErrorText } from "@/lib/api-client/use-error-text";

/** The text of a failed no-script submission, in the reader's language (form-alert.tsx loads it). */
export default function FormAlertText({ state, fallback }: { state: TAccountFormState; fallback: string }) {
  const { errorText } = useErrorText();
  const error = new ApiError({
    status: 400,
    code: state.errorCode ?? "",
    message: "",
    fieldCodes: state.fieldCode ? { _: [state.fieldCode] } : undefined,
    params: state.params,
  });
  return <>{errorText(error, { fallback })}</>;
}
