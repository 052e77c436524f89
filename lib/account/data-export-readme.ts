import "server-only";
import { createTranslator } from "next-intl";
import { pageUrl } from "@/lib/email/layout";
import { formatDate } from "@/lib/format";
import { isLocale, type TLocale } from "@/lib/i18n/routing";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";
import te from "@/messages/te.json";
import { EXPORT_JSON_FILES } from "./data-export-files";
import type { TUserRow } from "./data-export-rows";

// README.txt

const INDIA_TIME_ZONE = "Asia/Kolkata";

const catalogues = { en, te, hi } as const;

export function readmeText(user: TUserRow, at: Date): string {
  const locale: TLocale = isLocale(user.locale) ? user.locale : "en";
  const t = createTranslator({ locale, messages: catalogues[locale], namespace: "DataExport", timeZone: INDIA_TIME_ZONE });
  return [
    t("title"),
    "",
    t("intro", { name: user.name }),
    t("made", { date: formatDate(at, locale, "long"), at }),
    "",
    t("format"),
    t("others"),
    "",
    t("filesHeading"),
    ...EXPORT_JSON_FILES.map((f) => `- ${f.name}: ${t(`files.${f.key}`)}`),
    `- photos/: ${t("files.photos")}`,
    "",
    t("questions", { link: pageUrl(locale, "/support") }),
    "",
  ].join("\n");
}
