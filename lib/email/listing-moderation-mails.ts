import "server-only";
import { createTranslator } from "next-intl";
import { isLocale, type TLocale } from "@/lib/i18n/routing";
import { catalogues, layout, pageUrl } from "./layout";

// Moderation of listings (lib/moderation/listing-moderation.ts and the operations beside it): to a seller
// about their listing, to the moderators about a listing hidden automatically, to a user warned about a
// conversation. In the recipient's stored language (namespace ListingModerationEmail); a moderator's
// reason is shown as they wrote it, escaped by layout().
function listingModerationTranslators(locale: string) {
  const l: TLocale = isLocale(locale) ? locale : "en";
  return {
    l,
    t: createTranslator({ locale: l, messages: catalogues[l], namespace: "ListingModerationEmail" }),
    tEmail: createTranslator({ locale: l, messages: catalogues[l], namespace: "Email" }),
  };
}

/** The seller's listing was hidden: by a moderator (with their reason) or automatically after reports (reason null). */
export function listingHiddenMail({
  locale,
  name,
  petName,
  reason,
}: {
  locale: string;
  name: string;
  petName: string;
  reason: string | null;
}) {
  const { l, t, tEmail } = listingModerationTranslators(locale);
  const link = pageUrl(l, "/dashboard");
  const { html, text } = layout({
    heading: tEmail("greeting", { name }),
    paragraphs:
      reason === null
        ? [t("hidden.byReports", { pet: petName }), t("hidden.appeal")]
        : [t("hidden.byModerator", { pet: petName }), t("reason", { reason }), t("hidden.appeal")],
    button: t("hidden.button"),
    link,
    footer: tEmail("footer"),
  });
  return { subject: t("hidden.subject", { pet: petName }), html, text, link, kind: "moderation_listing_hidden" };
}

export function listingRestoredMail({ locale, name, petName }: { locale: string; name: string; petName: string }) {
  const { l, t, tEmail } = listingModerationTranslators(locale);
  const link = pageUrl(l, "/dashboard");
  const { html, text } = layout({
    heading: tEmail("greeting", { name }),
    paragraphs: [t("restored.body", { pet: petName })],
    button: t("restored.button"),
    link,
    footer: tEmail("footer"),
  });
  return { subject: t("restored.subject", { pet: petName }), html, text, link, kind: "moderation_listing_restored" };
}

export function listingDeletedMail({ locale, name, petName, reason }: { locale: string; name: string; petName: string; reason: string }) {
  const { l, t, tEmail } = listingModerationTranslators(locale);
  const link = pageUrl(l, "/support");
  const { html, text } = layout({
    heading: tEmail("greeting", { name }),
    paragraphs: [t("deleted.body", { pet: petName }), t("reason", { reason }), t("deleted.contact")],
    button: t("deleted.button"),
    link,
    footer: tEmail("footer"),
  });
  return { subject: t("deleted.subject", { pet: petName }), html, text, link, kind: "moderation_listing_deleted" };
}

/** To a moderator or admin: a listing was hidden automatically and waits in the reports queue. */
export function listingAutoHiddenStaffMail({
  locale,
  name,
  petName,
  count,
}: {
  locale: string;
  name: string;
  petName: string;
  count: number;
}) {
  const { l, t, tEmail } = listingModerationTranslators(locale);
  const link = pageUrl(l, "/admin");
  const { html, text } = layout({
    heading: tEmail("greeting", { name }),
    paragraphs: [t("autoHidden.body", { pet: petName, count })],
    button: t("autoHidden.button"),
    link,
    footer: tEmail("footer"),
  });
  return { subject: t("autoHidden.subject", { pet: petName }), html, text, link, kind: "moderation_auto_hidden" };
}

/** To the sender of a reported conversation, when a moderator acts on the report. */
export function conversationWarningMail({ locale, name, reason }: { locale: string; name: string; reason: string }) {
  const { l, t, tEmail } = listingModerationTranslators(locale);
  const link = pageUrl(l, "/terms-and-conditions");
  const { html, text } = layout({
    heading: tEmail("greeting", { name }),
    paragraphs: [t("warning.body"), t("reason", { reason }), t("warning.next")],
    button: t("warning.button"),
    link,
    footer: tEmail("footer"),
  });
  return { subject: t("warning.subject"), html, text, link, kind: "moderation_conversation_warning" };
}
