import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from "react";
import { cn } from "./cn";
import { fieldClasses } from "./input";

export type TSelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  /** Visually hidden label (the control still has its accessible name). */
  hideLabel?: boolean;
  error?: string;
  hint?: string;
  children: ReactNode;
  ref?: Ref<HTMLSelectElement>;
};

/** A labelled native select (keyboard and screen-reader friendly everywhere) with hint and error. */
export function Select({ label, hideLabel, error, hint, id, className, ref, children, ...props }: TSelectProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const hintId = hint ? `${selectId}-hint` : undefined;
  const errorId = error ? `${selectId}-error` : undefined;
  const describedBy = [props["aria-describedby"], hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("space-y-1.5", className)}>
      <label htmlFor={selectId} className={hideLabel ? "sr-only" : "block text-sm font-medium text-stone-800"}>
        {label}
      </label>
      <div className="relative">
        <select
          ref={ref}
          id={selectId}
          {...props}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(fieldClasses, "min-h-11 appearance-none pr-9", error ? "border-red-700" : "border-stone-300 hover:border-stone-400")}
        >
          {children}
        </select>
        <svg className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-stone-600" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
        </svg>
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
