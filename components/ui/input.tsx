import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from "react";
import { cn } from "./cn";

export type TInputProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** The error text under the field; also marks the field aria-invalid. */
  error?: string;
  hint?: string;
  /** A control inside the field's right edge (e.g. the show-password toggle). */
  endAdornment?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

export const fieldClasses =
  "block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-stone-900 placeholder:text-stone-500 shadow-xs transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 disabled:bg-stone-100";

/** A labelled text field with its hint and error wired to aria-describedby. */
export function Input({ label, error, hint, endAdornment, id, className, ref, ...props }: TInputProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [props["aria-describedby"], hintId, errorId].filter(Boolean).join(" ") || undefined;

  return (
    <div className={cn("space-y-1.5", className)}>
      <label htmlFor={inputId} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          {...props}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(fieldClasses, error ? "border-red-700" : "border-stone-300 hover:border-stone-400", endAdornment ? "pr-12" : undefined)}
        />
        {endAdornment && <div className="absolute inset-y-0 right-0 flex items-center pr-1">{endAdornment}</div>}
      </div>
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
