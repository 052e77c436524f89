"use client";
import { useTranslations } from "#i18n/texts";
import { useState } from "react";
import { ACCOUNT_LIMITS } from "@/lib/account/limits";
import { buttonClasses } from "@/components/ui/button";

/**
 * "Download my data": what the archive holds, and a plain download link to GET /server/profile/export.
 * A link, not a fetch: the phone's download manager takes the archive as the server streams it, where a
 * fetch would hold the whole archive (every listing photo) in the page's memory before saving it. The
 * price is that a refusal (the daily limit) shows in the download manager rather than here, so the
 * limit is said up front and, once tapped, what to do if nothing arrives.
 */
export function DataExport() {
  const t = useTranslations("Profile");
  const [isStarted, setIsStarted] = useState(false);

  return (
    <section aria-labelledby="data-export-title" className="max-w-2xl space-y-3">
      <h2 id="data-export-title" className="text-lg font-bold text-stone-900">
        {t("dataExport.title")}
      </h2>
      <p className="text-stone-700">{t("dataExport.description")}</p>
      <p className="text-sm text-stone-600">{t("dataExport.includes")}</p>
      <p className="text-sm text-stone-600">{t("dataExport.limit", { max: ACCOUNT_LIMITS.exportPerUser.limit })}</p>
      {/* The server names the file (Content-Disposition); `download` keeps the page where it is. */}
      <a href="/server/profile/export" download onClick={() => setIsStarted(true)} className={buttonClasses({ variant: "outline" })}>
        {t("dataExport.button")}
      </a>
      {/* Always in the page, so screen readers announce the text when it appears. */}
      <p role="status" className="text-sm text-stone-700">
        {isStarted ? `${t("dataExport.started")} ${t("dataExport.notStarting")}` : null}
      </p>
    </section>
  );
}
