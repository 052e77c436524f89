"use client";
import { useTranslations } from "#i18n/texts";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { cn } from "./cn";
import { CloseIcon } from "./icons/close";

type TDialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** A bottom sheet (a phone's filters): full width along the screen's bottom edge, sliding up. */
  isSheet?: boolean;
};

/**
 * A modal dialog on the native <dialog> element: showModal() makes the rest of the page inert (focus
 * stays inside), Escape closes it, focus starts on the first control (or one marked autoFocus) and goes
 * back to the control that opened it when it closes. Content is mounted only while open, so each
 * opening starts fresh.
 */
export function Dialog({ open, onClose, title, description, children, className, isSheet = false }: TDialogProps) {
  const t = useTranslations("Dialog");
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // Browsers return focus on close, but not when the dialog is removed while open (e.g. navigation).
  useEffect(() => {
    if (open) return;
    const el = opener.current;
    if (el instanceof HTMLElement && el.isConnected && document.activeElement === document.body) el.focus();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        // A click on the backdrop lands on the <dialog> itself.
        if (e.target === e.currentTarget) onClose();
      }}
      className={cn(
        "border border-stone-200 bg-white p-0 text-stone-900 shadow-xl backdrop:bg-stone-950/50",
        isSheet
          ? "mx-0 mt-auto mb-0 max-h-[88dvh] w-full max-w-none rounded-t-2xl transition-transform duration-200 ease-out starting:open:translate-y-full"
          : "m-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl",
        className,
      )}
    >
      {open && (
        <div className="p-5 sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="min-w-0 text-lg font-bold tracking-tight wrap-anywhere text-stone-900 sm:text-xl">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={t("close")}
              className="-m-1.5 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-stone-600 hover:bg-stone-100 hover:text-stone-900"
            >
              <CloseIcon />
            </button>
          </div>
          {description && (
            <div id={descriptionId} className="mt-1 text-sm wrap-anywhere text-stone-700">
              {description}
            </div>
          )}
          <div className="mt-4">{children}</div>
        </div>
      )}
    </dialog>
  );
}
