"use client";
import { useTranslations } from "#i18n/texts";
import { ShieldIcon } from "@/components/ui/icons/shield";
import type { TProtectionSettings } from "@/lib/orders/settings";

/**
 * "Payments are protected": what held means and every clock of it, with the numbers the server keeps
 * (lib/orders/settings.ts), so the promise on screen is the one the protection job enforces.
 */
export function ProtectionExplainer({ settings, isOpen = false }: { settings: TProtectionSettings; isOpen?: boolean }) {
  const t = useTranslations("Protection");
  const steps = [
    t("held"),
    t("handover", { days: settings.handoverDays }),
    t("window", { hours: settings.protectionHours }),
    t("dispute"),
    t("answer", { hours: settings.answerHours }),
    t("pay", { hours: settings.payHours }),
  ];
  return (
    <details open={isOpen} className="group rounded-2xl border border-brand-200 bg-brand-50 text-sm text-stone-800">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-2xl px-4 py-3 font-semibold text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
        <ShieldIcon className="size-5 shrink-0 text-brand-700" />
        <span className="flex-1">{t("title")}</span>
        <span aria-hidden="true" className="text-brand-700 transition-transform group-open:rotate-45">
          +
        </span>
      </summary>
      <div className="space-y-3 px-4 pb-4">
        <p>{t("intro")}</p>
        <ol className="list-decimal space-y-2 pl-5">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className="font-medium">{t("outside")}</p>
      </div>
    </details>
  );
}
