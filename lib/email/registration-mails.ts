import "server-only";
import { createTranslator } from "next-intl";
import { formatDate } from "@/lib/format";
import { isLocale, type TLocale } from "@/lib/i18n/routing";
import { stateName } from "@/lib/law/states";
import { catalogues, layout, pageUrl } from "./layout";

// A seller's registration (lib/sellers/registration-service.ts): approved, refused (with the moderator's
// reason, escaped by layout()), ending within a month, ended. In the seller's stored language (namespace
// SellerRegistrationEmail); each links to the profile's Seller registration part.

export type TRegistrationMailKind = "approved" | "refused" | "expiring" | "expired";
export type TRegistrationMailInput = {
  locale: string;
  name: string;
  kind: TRegistrationMailKind;
  /** breeder, pet_shop or shelter. */
  type: string;
  /** The state's code. */
  state: string;
  number: string;
  /** YYYY-MM-DD, or null (a shelter's recognition without a date). */
  validUntil: string | null;
  reason?: string | null;
  /** Of an approval: the held listings set aside for the listing rules, not published. */
  setAside?: number;
};

const TYPES = ["breeder", "pet_shop", "shelter"] as const;

export function registrationMail(input: TRegistrationMailInput) {
  const l: TLocale = isLocale(input.locale) ? input.locale : "en";
  const t = createTranslator({ locale: l, messages: catalogues[l], namespace: "SellerRegistrationEmail" });
  const tEmail = createTranslator({ locale: l, messages: catalogues[l], namespace: "Email" });
  const type = TYPES.find((x) => x === input.type) ?? "breeder";
  const values = {
    type: t(`types.${type}`),
    state: stateName(input.state, l),
    number: input.number,
    date: input.validUntil ? formatDate(input.validUntil, l, "long") : "",
  };
  const link = pageUrl(l, "/profile?tab=seller");
  const paragraphs =
    input.kind === "approved"
      ? [
          t("approved.body", values),
          input.validUntil ? t("approved.until", values) : t("approved.noDate"),
          t("approved.listings", values),
          ...(input.setAside ? [tEmail("listingsSetAside", { count: input.setAside })] : []),
        ]
      : input.kind === "refused"
        ? [t("refused.body", values), t("reason", { reason: input.reason ?? "" }), t("refused.next")]
        : input.kind === "expiring"
          ? [t("expiring.body", values), t("expiring.next")]
          : [t("expired.body", values), t("expired.next")];
  const { html, text } = layout({
    heading: tEmail("greeting", { name: input.name }),
    paragraphs,
    button: t(`${input.kind}.button`),
    link,
    footer: tEmail("footer"),
  });
  return { subject: t(`${input.kind}.subject`, values), html, text, link, kind: `seller_registration_${input.kind}` };
}
