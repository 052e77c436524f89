"use client";
import { useEffect, useState } from "react";
import { AlertIcon } from "./icons/alert";
import { CheckCircleIcon } from "./icons/check-circle";
import { CloseIcon } from "./icons/close";
import { cn } from "./cn";
import { toastDuration, type TToastItemProps } from "./toast";

/** One notice, loaded on first use (toast.tsx): it leaves after its time (toastDuration), not while pointed at or focused. */
export default function ToastItem({ toast, onDismiss, closeLabel }: TToastItemProps) {
  const [isPaused, setIsPaused] = useState(false);
  const duration = toastDuration(toast);

  useEffect(() => {
    if (isPaused) return;
    const timer = setTimeout(() => onDismiss(toast.id), duration);
    return () => clearTimeout(timer);
  }, [isPaused, duration, onDismiss, toast.id]);

  const isError = toast.variant === "destructive";
  return (
    <div
      className={cn(
        "pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border p-4 shadow-lg",
        isError ? "border-red-800 bg-red-700 text-white" : "border-stone-200 bg-white text-stone-900",
      )}
      onMouseEnter={() => setIsPaused(true)}
      onMouseLeave={() => setIsPaused(false)}
      onFocus={() => setIsPaused(true)}
      onBlur={() => setIsPaused(false)}
    >
      {isError ? (
        <AlertIcon className="mt-0.5 shrink-0" />
      ) : toast.variant === "success" ? (
        <CheckCircleIcon className="mt-0.5 shrink-0 text-green-700" />
      ) : null}
      <div className="min-w-0 flex-1 text-sm wrap-anywhere">
        {toast.title && <p className="font-semibold">{toast.title}</p>}
        <p className={cn(toast.title && "mt-0.5", isError ? "text-white" : "text-stone-800")}>{toast.description}</p>
      </div>
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        aria-label={closeLabel}
        className={cn(
          "-m-1 inline-flex size-8 shrink-0 items-center justify-center rounded-md focus-visible:outline-2",
          isError
            ? "text-white hover:bg-red-800 focus-visible:outline-white"
            : "text-stone-600 hover:bg-stone-100 focus-visible:outline-brand-700",
        )}
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}
