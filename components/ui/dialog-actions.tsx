import { Button, type TButtonVariant } from "./button";

/**
 * The foot of a confirmation or a form in a dialog: "back" and the action, side by side on a wide screen
 * and stacked on a phone with the action on top. The action submits its form, or runs `onConfirm` when
 * there is no form.
 */
export function DialogActions({
  cancelLabel,
  onCancel,
  confirmLabel,
  onConfirm,
  variant = "primary",
  isPending = false,
  isCancelDisabled = false,
  autoFocus,
}: {
  cancelLabel: string;
  onCancel: () => void;
  confirmLabel: string;
  onConfirm?: () => void;
  variant?: TButtonVariant;
  isPending?: boolean;
  isCancelDisabled?: boolean;
  autoFocus?: boolean;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onCancel} disabled={isCancelDisabled}>
        {cancelLabel}
      </Button>
      <Button type={onConfirm ? "button" : "submit"} onClick={onConfirm} variant={variant} isLoading={isPending} autoFocus={autoFocus}>
        {confirmLabel}
      </Button>
    </div>
  );
}
