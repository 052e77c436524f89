import "server-only";
import { createTranslator } from "next-intl";
import { env } from "@/lib/env";
import type { TLocale } from "@/lib/i18n/routing";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";
import te from "@/messages/te.json";

// The texts the product sends by SMS, one per kind, in the person's language. In India every commercial
// SMS must use a template registered on the DLT platform, word for word, under a registered header
// (TRAI's Telecom Commercial Communications Customer Preference Regulations 2018): the texts below
// (messages/*.json, namespace Sms) are those templates with their one variable filled in, and each is
// registered per language. MSG91 knows a registered template by its own id (MSG91_OTP_TEMPLATE_ID for
// English, _TE and _HI for Telugu and Hindi): a language without an approved template of its own is sent
// the English one, and that is the text recorded.

export const SMS_KINDS = ["phone_code"] as const;
export type TSmsKind = (typeof SMS_KINDS)[number];
export type TSmsValues = { code: string };

const catalogues = { en, te, hi } as const;

/** The text of the SMS in `locale`, as the person reads it (the DLT template with its value in place). */
export function smsText(kind: TSmsKind, locale: TLocale, values: TSmsValues): string {
  const t = createTranslator({ locale, messages: catalogues[locale], namespace: "Sms" });
  switch (kind) {
    case "phone_code":
      return t("phoneCode", { code: values.code });
  }
}

/** MSG91's id of the template approved for `locale`, if that language has one. */
function msg91TemplateOf(kind: TSmsKind, locale: TLocale): string | undefined {
  const e = env();
  switch (kind) {
    case "phone_code":
      return { en: e.MSG91_OTP_TEMPLATE_ID, te: e.MSG91_OTP_TEMPLATE_ID_TE, hi: e.MSG91_OTP_TEMPLATE_ID_HI }[locale];
  }
}

/**
 * The template MSG91 sends for this kind and language: the language's own, or else the English one
 * (then the English text is what the person gets, and what is recorded). The variables are named as the
 * template in MSG91 names them (`##otp##`).
 */
export function msg91Template(kind: TSmsKind, locale: TLocale, values: TSmsValues) {
  const own = msg91TemplateOf(kind, locale);
  const used: TLocale = own ? locale : "en";
  const templateId = own ?? msg91TemplateOf(kind, "en");
  if (!templateId) return null;
  return { templateId, locale: used, variables: { otp: values.code } };
}
