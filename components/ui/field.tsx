import { useId, type ReactNode } from "react";
import { cn } from "./cn";

export const fieldClasses =
  "block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-stone-900 placeholder:text-stone-500 shadow-xs transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 disabled:bg-stone-100";

/** The border of a field: red when it has an error. */
export const fieldBorder = (error?: string) => (error ? "border-red-700" : "border-stone-300 hover:border-stone-400");

/** Ids that tie a control to its hint and error (aria-describedby), and marks it invalid. */
export function useFieldA11y({ id, hint, error, describedBy }: { id?: string; hint?: string; error?: string; describedBy?: string }) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  return {
    fieldId,
    hintId,
    errorId,
    controlProps: {
      id: fieldId,
      "aria-invalid": error ? (true as const) : undefined,
      "aria-describedby": [describedBy, hintId, errorId].filter(Boolean).join(" ") || undefined,
    },
  };
}

/** Label above, the control, then its hint and error: the frame every form field shares. */
export function FieldFrame({
  fieldId,
  label,
  hideLabel,
  hint,
  hintId,
  error,
  errorId,
  className,
  children,
}: {
  fieldId: string;
  label: string;
  hideLabel?: boolean;
  hint?: string;
  hintId?: string;
  error?: string;
  errorId?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("space-y-1.5", className)}>
      <label htmlFor={fieldId} className={hideLabel ? "sr-only" : "block text-sm font-medium text-stone-800"}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={hintId} className="text-sm text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
