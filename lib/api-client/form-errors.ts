import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "./fetch";

/**
 * Copies the server's field failures into a react-hook-form form (only for fields the form has), each
 * as the text of its code. Returns true when at least one was copied.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  textOf: (fieldCode: string) => string,
): boolean {
  if (!(error instanceof ApiError) || !error.fieldCodes) return false;
  let applied = false;
  for (const field of fields) {
    const first = error.fieldCodes[field]?.[0];
    if (first) {
      setError(field, { type: "server", message: textOf(first) }, { shouldFocus: !applied });
      applied = true;
    }
  }
  return applied;
}
