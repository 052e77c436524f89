import type { ReactNode, Ref, SelectHTMLAttributes } from "react";
import { cn } from "./cn";
import { ChevronDownIcon } from "./icons/chevron-down";
import { FieldFrame, fieldBorder, fieldClasses, useFieldA11y } from "./field";

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
  const { fieldId, hintId, errorId, controlProps } = useFieldA11y({ id, hint, error, describedBy: props["aria-describedby"] });
  return (
    <FieldFrame
      fieldId={fieldId}
      label={label}
      hideLabel={hideLabel}
      hint={hint}
      hintId={hintId}
      error={error}
      errorId={errorId}
      className={className}
    >
      <div className="relative">
        <select ref={ref} {...props} {...controlProps} className={cn(fieldClasses, "min-h-11 appearance-none pr-9", fieldBorder(error))}>
          {children}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-stone-600" />
      </div>
    </FieldFrame>
  );
}
