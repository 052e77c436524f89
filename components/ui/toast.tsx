"use client";
import { useTranslations } from "#i18n/texts";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { cn } from "./cn";
import { AlertIcon, CheckCircleIcon, CloseIcon } from "./icons";

export type TToastVariant = "default" | "success" | "destructive";
export type TToastInput = { title?: string; description: string; variant?: TToastVariant; durationMs?: number };
type TToast = TToastInput & { id: number; variant: TToastVariant };

type TToastContext = {
  toast: (t: TToastInput) => number;
  dismiss: (id: number) => void;
};

const ToastContext = createContext<TToastContext | null>(null);

/** Shows short notices. Errors use the destructive variant and are announced assertively. */
export function useToast() {
  const ctx = useContext(ToastContext);
  if (!ctx) throw new Error("useToast must be used inside <ToastProvider>");
  return ctx;
}

const MAX_TOASTS = 4;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<TToast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const toast = useCallback((input: TToastInput) => {
    const id = nextId.current++;
    setToasts((list) => [...list, { ...input, id, variant: input.variant ?? "default" }].slice(-MAX_TOASTS));
    return id;
  }, []);

  const value = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <Toaster toasts={toasts} dismiss={dismiss} />
    </ToastContext.Provider>
  );
}

function Toaster({ toasts, dismiss }: { toasts: TToast[]; dismiss: (id: number) => void }) {
  const t = useTranslations("Toast");
  const polite = toasts.filter((x) => x.variant !== "destructive");
  const urgent = toasts.filter((x) => x.variant === "destructive");
  // The live regions stay in the page so screen readers announce what is added to them.
  return (
    <div className="pointer-events-none fixed inset-x-0 top-2 z-[60] flex flex-col items-center gap-2 px-3 sm:top-auto sm:bottom-4 sm:left-auto sm:right-4 sm:items-end">
      <section
        aria-label={t("errorsRegion")}
        aria-live="assertive"
        aria-relevant="additions"
        className="flex w-full flex-col items-center gap-2 sm:items-end"
      >
        {urgent.map((item) => (
          <ToastItem key={item.id} toast={item} onDismiss={dismiss} closeLabel={t("close")} />
        ))}
      </section>
      <section
        aria-label={t("region")}
        aria-live="polite"
        aria-relevant="additions"
        className="flex w-full flex-col items-center gap-2 sm:items-end"
      >
        {polite.map((item) => (
          <ToastItem key={item.id} toast={item} onDismiss={dismiss} closeLabel={t("close")} />
        ))}
      </section>
    </div>
  );
}

function ToastItem({ toast, onDismiss, closeLabel }: { toast: TToast; onDismiss: (id: number) => void; closeLabel: string }) {
  const [isPaused, setIsPaused] = useState(false);
  const duration = toast.durationMs ?? (toast.variant === "destructive" ? 7000 : 5000);

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
      <div className="min-w-0 flex-1 text-sm">
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
