import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "./client";

/**
 * Copies the server's field errors into a react-hook-form form (only for fields the form has).
 * Returns true when at least one was copied.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  translate: (serverText: string) => string,
): boolean {
  if (!(error instanceof ApiError) || !error.fieldErrors) return false;
  let applied = false;
  for (const field of fields) {
    const first = error.fieldErrors[field]?.[0];
    if (first) {
      setError(field, { type: "server", message: translate(first) }, { shouldFocus: !applied });
      applied = true;
    }
  }
  return applied;
}
