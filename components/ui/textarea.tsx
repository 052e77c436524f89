import { useId, type Ref, type TextareaHTMLAttributes } from "react";
import { cn } from "./cn";
import { fieldClasses } from "./input";

export type TTextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A labelled multi-line field with its hint and error wired to aria-describedby. */
export function Textarea({ label, error, hint, id, className, ref, ...props }: TTextareaProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  const describedBy = [props["aria-describedby"], hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("space-y-1.5", className)}>
      <label htmlFor={fieldId} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <textarea
        ref={ref}
        id={fieldId}
        rows={5}
        {...props}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(fieldClasses, "min-h-28 resize-y", error ? "border-red-700" : "border-stone-300 hover:border-stone-400")}
      />
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
