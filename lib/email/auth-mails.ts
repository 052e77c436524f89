import "server-only";
import { createTranslator } from "next-intl";
import { isLocale, type TLocale } from "@/lib/i18n/routing";
import { safeNextPath } from "@/lib/routes";
import { catalogues, layout, pageUrl } from "./layout";

/**
 * The verification mail. `next` (a return path, checked again here and by the page the link opens) rides
 * along beside the token, so the link leads back to where the person was going on whichever device
 * opens it; the token itself is random and only its hash is stored (lib/auth/service.ts).
 */
export function verificationMail({ locale, name, token, next }: { locale: string; name: string; token: string; next?: string | null }) {
  const l: TLocale = isLocale(locale) ? locale : "en";
  const t = createTranslator({ locale: l, messages: catalogues[l], namespace: "Email" });
  const back = safeNextPath(next);
  const link = pageUrl(l, `/verify-email?${new URLSearchParams({ token, ...(back ? { next: back } : {}) })}`);
  const { html, text } = layout({
    heading: t("verify.heading", { name }),
    paragraphs: [t("verify.body"), t("verify.expiry")],
    button: t("verify.button"),
    link,
    footer: t("footer"),
  });
  return { subject: t("verify.subject"), html, text, link, kind: "verify_email" };
}

export function resetMail({ locale, name, token }: { locale: string; name: string; token: string }) {
  const l: TLocale = isLocale(locale) ? locale : "en";
  const t = createTranslator({ locale: l, messages: catalogues[l], namespace: "Email" });
  const link = pageUrl(l, `/reset-password?token=${encodeURIComponent(token)}`);
  const { html, text } = layout({
    heading: t("reset.heading", { name }),
    paragraphs: [t("reset.body"), t("reset.expiry"), t("reset.ignore")],
    button: t("reset.button"),
    link,
    footer: t("footer"),
  });
  return { subject: t("reset.subject"), html, text, link, kind: "reset_password" };
}
