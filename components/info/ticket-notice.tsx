"use client";
import { useTranslations } from "#i18n/texts";
import { CheckCircleIcon } from "@/components/ui/icons/check-circle";

/**
 * A sent request's ticket number, under the form until the next one is sent (the toast goes after a few
 * seconds; the number is what the person quotes to follow the request up: the Consumer Protection
 * (E-Commerce) Rules 2020, rule 5(3)(b)).
 */
export function TicketNotice({ ticket }: { ticket: string | null }) {
  const t = useTranslations("InfoForms");
  return (
    <div role="status" aria-live="polite">
      {ticket && (
        <div className="mt-5 flex items-start gap-3 rounded-xl border border-green-200 bg-green-50 p-4 text-green-950">
          <CheckCircleIcon className="mt-0.5 shrink-0 text-green-700" />
          <div className="min-w-0 space-y-1 text-sm">
            <p className="text-base font-semibold">
              {/* The number is not broken at its hyphen. */}
              {t.rich("ticket", { ticket, nowrap: (chunks) => <span className="whitespace-nowrap">{chunks}</span> })}
            </p>
            <p>{t("ticketKeep")}</p>
          </div>
        </div>
      )}
    </div>
  );
}
