import "server-only";
import { createTranslator } from "next-intl";
import { isLocale, type TLocale } from "@/lib/i18n/routing";
import { catalogues, layout, pageUrl } from "./layout";

// The listing rules (lib/law) to a seller: a listing the daily job set aside because the rules refuse it
// now (lib/sellers/registration-job.ts). In the seller's stored language (namespace ListingLawEmail).

/** A breeder's dog that turned six months unsterilised while listed: set aside until its seller completes it. */
export function listingSetAsideMail({ locale, name, petName }: { locale: string; name: string; petName: string }) {
  const l: TLocale = isLocale(locale) ? locale : "en";
  const t = createTranslator({ locale: l, messages: catalogues[l], namespace: "ListingLawEmail" });
  const tEmail = createTranslator({ locale: l, messages: catalogues[l], namespace: "Email" });
  const link = pageUrl(l, "/dashboard");
  const { html, text } = layout({
    heading: tEmail("greeting", { name }),
    paragraphs: [t("setAside.body", { pet: petName }), t("setAside.next")],
    button: t("setAside.button"),
    link,
    footer: tEmail("footer"),
  });
  return { subject: t("setAside.subject", { pet: petName }), html, text, link, kind: "listing_set_aside_law" };
}
