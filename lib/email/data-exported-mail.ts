import "server-only";
import { createTranslator } from "next-intl";
import { isLocale, type TLocale } from "@/lib/i18n/routing";
import { formatDate } from "@/lib/format";
import { catalogues, layout, pageUrl } from "./layout";

/**
 * After "Download my data" (lib/account/start-data-export.ts): when, in India's time, and what to do if it
 * was not them. Sent for every download, so a stolen session cannot take the archive unnoticed.
 */
export function dataExportedMail({ locale, name, at }: { locale: string; name: string; at: Date }) {
  const l: TLocale = isLocale(locale) ? locale : "en";
  // The day as every page writes it (lib/format.ts), the time of day in India's time too.
  const t = createTranslator({ locale: l, messages: catalogues[l], namespace: "Email", timeZone: "Asia/Kolkata" });
  const link = pageUrl(l, "/profile?tab=security");
  const { html, text } = layout({
    heading: t("greeting", { name }),
    paragraphs: [t("dataExported.body", { date: formatDate(at, l, "long"), at }), t("dataExported.notYou")],
    button: t("dataExported.button"),
    link,
    footer: t("footer"),
  });
  return { subject: t("dataExported.subject"), html, text, link, kind: "data_exported" };
}
