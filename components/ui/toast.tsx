"use client";
import { useTranslations } from "#i18n/texts";
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { withToast } from "./toast-list";

export type TToastVariant = "default" | "success" | "destructive";
export type TToastInput = {
  title?: string;
  description: string;
  variant?: TToastVariant;
  durationMs?: number;
  /**
   * Who raised it (a form: "login", "register"): a new notice with the same key takes the place of the
   * one before, so a form's error goes away when the form then succeeds, and retries do not pile up.
   */
  key?: string;
};
type TToast = TToastInput & { id: number; variant: TToastVariant };
export type TToastItemProps = { toast: TToast; onDismiss: (id: number) => void; closeLabel: string };

/** How long a notice stays: its own time, else 5 s (an error 7 s). */
export const toastDuration = (toast: TToast) => toast.durationMs ?? (toast.variant === "destructive" ? 7000 : 5000);

type TToastContext = {
  toast: (t: TToastInput) => number;
  dismiss: (id: number) => void;
};

const ToastContext = createContext<TToastContext | null>(null);

/** Shows short notices. Errors use the destructive variant and are announced assertively. A notice with a `key` replaces the earlier one of that key. */
export function useToast() {
  const ctx = useContext(ToastContext);
  if (!ctx) throw new Error("useToast must be used inside <ToastProvider>");
  return ctx;
}

// A notice's look and timing (toast-item.tsx) load on the page's first tap or key press, so the notice
// that follows an action finds them, and at the latest with the first notice. If they cannot be fetched
// (the connection went before the first tap), the notice is shown as plain text for its time.
const loadItem = () => import("./toast-item");
const ToastItem = lazy(() => loadItem().catch(() => ({ default: PlainToastItem })));

function PlainToastItem({ toast, onDismiss }: TToastItemProps) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), toastDuration(toast));
    return () => clearTimeout(timer);
  }, [onDismiss, toast]);
  return (
    <p className="pointer-events-auto w-full max-w-sm rounded-xl border border-stone-200 bg-white p-4 text-sm text-stone-900 shadow-lg">
      {toast.title ? `${toast.title}: ${toast.description}` : toast.description}
    </p>
  );
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<TToast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const toast = useCallback((input: TToastInput) => {
    const id = nextId.current++;
    setToasts((list) => withToast(list, { ...input, id, variant: input.variant ?? "default" }));
    return id;
  }, []);

  useEffect(() => {
    const load = () => void loadItem().catch(() => undefined);
    const options = { once: true, capture: true, passive: true };
    document.addEventListener("pointerdown", load, options);
    document.addEventListener("keydown", load, options);
    return () => {
      document.removeEventListener("pointerdown", load, options);
      document.removeEventListener("keydown", load, options);
    };
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
  // The live regions stay in the page so screen readers announce what is added to them. They sit at the
  // bottom, clear of the sticky header: below md, on a page with the phone's bottom bar (mobile-nav.tsx,
  // marked data-bottom-bar), just above it (its 3.5 rem links, its border and the safe area), so neither
  // the header nor the bar is ever covered; on a page without it (login, register) near the bottom edge;
  // from md on (no bottom bar) in the bottom right corner.
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-[calc(env(safe-area-inset-bottom)+0.5rem)] z-[60] flex flex-col items-center gap-2 px-3 max-md:[:root:has([data-bottom-bar])_&]:bottom-[calc(3.5rem+1px+env(safe-area-inset-bottom)+0.5rem)] md:bottom-4 md:left-auto md:right-4 md:items-end">
      <section
        aria-label={t("errorsRegion")}
        aria-live="assertive"
        aria-relevant="additions"
        className="flex w-full flex-col items-center gap-2 md:items-end"
      >
        {urgent.map((item) => (
          <Suspense key={item.id} fallback={null}>
            <ToastItem toast={item} onDismiss={dismiss} closeLabel={t("close")} />
          </Suspense>
        ))}
      </section>
      <section
        aria-label={t("region")}
        aria-live="polite"
        aria-relevant="additions"
        className="flex w-full flex-col items-center gap-2 md:items-end"
      >
        {polite.map((item) => (
          <Suspense key={item.id} fallback={null}>
            <ToastItem toast={item} onDismiss={dismiss} closeLabel={t("close")} />
          </Suspense>
        ))}
      </section>
    </div>
  );
}
