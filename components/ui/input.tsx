import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import { cn } from "./cn";
import { FieldFrame, fieldBorder, fieldClasses, useFieldA11y } from "./field";

export { fieldClasses };

export type TInputProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** The error text under the field; also marks the field aria-invalid. */
  error?: string;
  hint?: string;
  /** A control inside the field's right edge (e.g. the show-password toggle). */
  endAdornment?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled text field with its hint and error wired to aria-describedby. */
export function Input({ label, error, hint, endAdornment, id, className, ref, ...props }: TInputProps) {
  const { fieldId, hintId, errorId, controlProps } = useFieldA11y({ id, hint, error, describedBy: props["aria-describedby"] });
  return (
    <FieldFrame fieldId={fieldId} label={label} hint={hint} hintId={hintId} error={error} errorId={errorId} className={className}>
      <div className="relative">
        <input
          ref={ref}
          {...props}
          {...controlProps}
          className={cn(fieldClasses, fieldBorder(error), endAdornment ? "pr-12" : undefined)}
        />
        {endAdornment && <div className="absolute inset-y-0 right-0 flex items-center pr-1">{endAdornment}</div>}
      </div>
    </FieldFrame>
  );
}
