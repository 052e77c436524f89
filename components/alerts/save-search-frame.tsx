import { useTranslations } from "#i18n/texts";
import type { ReactNode } from "react";

/** The box around "Email me new matches" (save-search-button.tsx): the pitch, the button, and its answer. */
export function Frame({ children, status }: { children: ReactNode; status?: ReactNode }) {
  const t = useTranslations("Alerts");
  return (
    <section aria-label={t("sectionLabel")} className="rounded-xl border border-stone-200 bg-white p-3 sm:p-4">
      <div className="sm:flex sm:items-center sm:justify-between sm:gap-4">
        <p className="mb-2 text-sm text-stone-700 sm:mb-0">{t("pitch")}</p>
        <div className="shrink-0">{children}</div>
      </div>
      {status}
    </section>
  );
}
