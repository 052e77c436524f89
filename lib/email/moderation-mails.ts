import "server-only";
import { createTranslator } from "next-intl";
import { isLocale, type TLocale } from "@/lib/i18n/routing";
import { catalogues, layout, pageUrl } from "./layout";

// Moderation mails (lib/moderation): in the recipient's language; the moderator's text is escaped by layout().
function moderationTranslator(locale: string) {
  const l: TLocale = isLocale(locale) ? locale : "en";
  return {
    l,
    t: createTranslator({ locale: l, messages: catalogues[l], namespace: "ModerationEmail" }),
    tEmail: createTranslator({ locale: l, messages: catalogues[l], namespace: "Email" }),
  };
}

/** Text as paragraphs: one per non-empty line (mail clients do not keep line breaks inside a cell). */
const paragraphsOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** To a suspended user: why, and what it means (no sign-in, listings hidden, pending orders rejected). */
export function accountSuspendedMail({
  locale,
  name,
  reason,
  hasRejectedOrders,
}: {
  locale: string;
  name: string;
  reason: string;
  hasRejectedOrders: boolean;
}) {
  const { l, t, tEmail } = moderationTranslator(locale);
  const link = pageUrl(l, "/support");
  const { html, text } = layout({
    heading: tEmail("greeting", { name }),
    paragraphs: [
      t("suspended.body"),
      t("suspended.reason", { reason }),
      ...(hasRejectedOrders ? [t("suspended.orders")] : []),
      t("suspended.next"),
    ],
    button: t("suspended.button"),
    link,
    footer: tEmail("footer"),
  });
  return { subject: t("suspended.subject"), html, text, link, kind: "account_suspended" };
}

/** To a user whose suspension a moderator lifted. */
/** The suspension is lifted; `setAside`: how many of the listings it hid the listing rules now refuse (set aside, not shown). */
export function accountRestoredMail({ locale, name, setAside = 0 }: { locale: string; name: string; setAside?: number }) {
  const { l, t, tEmail } = moderationTranslator(locale);
  const link = pageUrl(l, "/login");
  const { html, text } = layout({
    heading: tEmail("greeting", { name }),
    paragraphs: [t("restored.body"), ...(setAside ? [tEmail("listingsSetAside", { count: setAside })] : [])],
    button: t("restored.button"),
    link,
    footer: tEmail("footer"),
  });
  return { subject: t("restored.subject"), html, text, link, kind: "account_restored" };
}

const QUOTE_CHARS = 300;

/** A moderator's answer to a support request or contact message, to its sender in the request's language. */
export function supportReplyMail({
  locale,
  name,
  ticket,
  subject,
  message,
  reply,
}: {
  locale: string;
  name: string;
  /** The request's ticket number ("PB-100234", lib/support/ticket.ts): after the subject, and quoted in the mail. */
  ticket: string;
  subject: string | null;
  message: string;
  reply: string;
}) {
  const { l, t, tEmail } = moderationTranslator(locale);
  const tTicket = createTranslator({ locale: l, messages: catalogues[l], namespace: "TicketEmail" });
  const link = pageUrl(l, "/support");
  const oneLine = (s: string) => s.replace(/\s+/g, " ").trim();
  const quoted = oneLine(message);
  const { html, text } = layout({
    heading: tEmail("greeting", { name }),
    paragraphs: [
      t("supportReply.intro"),
      ...paragraphsOf(reply),
      t("supportReply.yourMessage", { message: quoted.length > QUOTE_CHARS ? `${quoted.slice(0, QUOTE_CHARS)}…` : quoted }),
      t("supportReply.next"),
      tTicket("yourTicket", { ticket }),
    ],
    button: t("supportReply.button"),
    link,
    footer: tEmail("footer"),
  });
  const mailSubject = subject ? t("supportReply.subject", { subject: oneLine(subject) }) : t("supportReply.subjectContact");
  const suffix = ` (${ticket})`;
  return { subject: `${mailSubject.slice(0, 200 - suffix.length)}${suffix}`, html, text, link, kind: "support_reply" };
}
