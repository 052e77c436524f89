import "server-only";
import { createTranslator } from "next-intl";
import { isLocale, type TLocale } from "@/lib/i18n/routing";
import { catalogues, layout, pageUrl } from "./layout";

// The agreement of an order (lib/agreements; namespace Agreement): when the second party signs, each
// of them gets word that it is complete, with the order page where its PDF is.

/** To each party once both have signed: "The agreement for Bruno is signed by both of you." */
export function agreementSignedMail(input: { locale: string; name: string; pet: string; orderId: string; isRehoming: boolean }) {
  const l: TLocale = isLocale(input.locale) ? input.locale : "en";
  const t = createTranslator({ locale: l, messages: catalogues[l], namespace: "Agreement" });
  const tEmail = createTranslator({ locale: l, messages: catalogues[l], namespace: "Email" });
  const link = pageUrl(l, `/orders/${encodeURIComponent(input.orderId)}`);
  const { html, text } = layout({
    heading: tEmail("greeting", { name: input.name }),
    paragraphs: [t("mail.body", { pet: input.pet }), input.isRehoming ? t("mail.nextRehoming") : t("mail.nextSale")],
    button: t("mail.button"),
    link,
    footer: tEmail("footer"),
  });
  return { subject: t("mail.subject", { pet: input.pet }), html, text };
}
