import type { Ref, TextareaHTMLAttributes } from "react";
import { cn } from "./cn";
import { FieldFrame, fieldBorder, fieldClasses, useFieldA11y } from "./field";

export type TTextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A labelled multi-line field with its hint and error wired to aria-describedby. */
export function Textarea({ label, error, hint, id, className, ref, ...props }: TTextareaProps) {
  const { fieldId, hintId, errorId, controlProps } = useFieldA11y({ id, hint, error, describedBy: props["aria-describedby"] });
  return (
    <FieldFrame fieldId={fieldId} label={label} hint={hint} hintId={hintId} error={error} errorId={errorId} className={className}>
      <textarea ref={ref} rows={5} {...props} {...controlProps} className={cn(fieldClasses, "min-h-28 resize-y", fieldBorder(error))} />
    </FieldFrame>
  );
}
