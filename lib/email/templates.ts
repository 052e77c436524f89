import "server-only";
import { createTranslator } from "next-intl";
import { DELETED_USER_NAME } from "@/lib/people/deleted-user";
import { isLocale, routing, type TLocale } from "@/lib/i18n/routing";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";
import te from "@/messages/te.json";
import { env } from "@/lib/env";
import { formatDate, formatPrice } from "@/lib/format";

const catalogues = { en, te, hi } as const;

function escapeHtml(s: string) {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** Another person's name in a mail: a deleted account (a seller's rejection comes with it) is "Deleted user" in the reader's language. */
function personName(locale: TLocale, name: string) {
  return name === DELETED_USER_NAME ? createTranslator({ locale, messages: catalogues[locale], namespace: "Common" })("deletedUser") : name;
}

/** An absolute link to a page in the given language (English has no prefix). */
export function pageUrl(locale: TLocale, pathAndQuery: string) {
  const prefix = locale === routing.defaultLocale ? "" : `/${locale}`;
  return `${env().APP_URL.replace(/\/$/, "")}${prefix}${pathAndQuery}`;
}

function layout({
  heading,
  paragraphs,
  button,
  link,
  footer,
}: {
  heading: string;
  paragraphs: string[];
  button: string;
  link: string;
  footer: string;
}) {
  const html = `<!doctype html><html><body style="margin:0;background:#fff7ed;font-family:Arial,Helvetica,sans-serif;color:#1c1917">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:12px;padding:24px" cellpadding="0" cellspacing="0">
<tr><td style="font-size:22px;font-weight:bold;color:#c2410c">PawBazaar</td></tr>
<tr><td style="padding-top:16px;font-size:18px;font-weight:bold">${escapeHtml(heading)}</td></tr>
${paragraphs.map((p) => `<tr><td style="padding-top:12px;font-size:15px;line-height:1.5">${escapeHtml(p)}</td></tr>`).join("")}
<tr><td style="padding-top:20px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#c2410c;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(button)}</a></td></tr>
<tr><td style="padding-top:16px;font-size:13px;color:#57534e;word-break:break-all">${escapeHtml(link)}</td></tr>
<tr><td style="padding-top:20px;font-size:12px;color:#78716c">${escapeHtml(footer)}</td></tr>
</table></td></tr></table></body></html>`;
  const text = [heading, "", ...paragraphs, "", `${button}: ${link}`, "", footer].join("\n");
  return { html, text };
}

export function verificationMail({ locale, name, token }: { locale: string; name: string; token: string }) {
  const l: TLocale = isLocale(locale) ? locale : "en";
  const t = createTranslator({ locale: l, messages: catalogues[l], namespace: "Email" });
  const link = pageUrl(l, `/verify-email?token=${encodeURIComponent(token)}`);
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

/**
 * After "Download my data" (lib/account/export.ts): when, in India's time, and what to do if it was not
 * them. Sent for every download, so a stolen session cannot take the archive unnoticed.
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

/** A support request or contact message for the support staff: always English, the sender's text escaped. */
export function supportRequestMail({
  id,
  kind,
  name,
  email,
  subject,
  message,
  userId,
  createdAt,
  locale,
}: {
  id: string;
  kind: "support" | "contact";
  name: string;
  email: string;
  subject: string | null;
  message: string;
  userId: string | null;
  createdAt: Date;
  locale: string;
}) {
  const oneLine = (s: string) => s.replace(/[\r\n\t]+/g, " ").trim();
  const heading = kind === "support" ? "New support request" : "New contact message";
  const mailSubject = `[PawBazaar ${kind}] ${oneLine(subject ?? `Message from ${name}`)}`.slice(0, 200);
  const facts: [string, string][] = [
    ["From", `${oneLine(name)} <${email}>`],
    ["Reply to", email],
    ...(subject ? ([["Subject", oneLine(subject)]] as [string, string][]) : []),
    ["Signed-in user", userId ?? "not signed in"],
    ["Language", locale],
    ["Received", createdAt.toISOString()],
    ["Reference", id],
  ];
  const html = `<!doctype html><html><body style="margin:0;background:#fff7ed;font-family:Arial,Helvetica,sans-serif;color:#1c1917">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="100%" style="max-width:600px;background:#ffffff;border-radius:12px;padding:24px" cellpadding="0" cellspacing="0">
<tr><td style="font-size:22px;font-weight:bold;color:#c2410c">PawBazaar</td></tr>
<tr><td style="padding-top:16px;font-size:18px;font-weight:bold">${escapeHtml(heading)}</td></tr>
${facts.map(([k, v]) => `<tr><td style="padding-top:8px;font-size:14px"><strong>${escapeHtml(k)}:</strong> ${escapeHtml(v)}</td></tr>`).join("")}
<tr><td style="padding-top:16px;font-size:15px;line-height:1.5;white-space:pre-wrap;border-top:1px solid #e7e5e4">${escapeHtml(message)}</td></tr>
</table></td></tr></table></body></html>`;
  const text = [heading, "", ...facts.map(([k, v]) => `${k}: ${v}`), "", message].join("\n");
  return { subject: mailSubject, html, text, kind: kind === "support" ? "support_request" : "contact_message" };
}

// Notification mails (lib/notifications): in the recipient's stored language, user text escaped by layout().
function notificationTranslator(locale: string) {
  const l: TLocale = isLocale(locale) ? locale : "en";
  return { l, t: createTranslator({ locale: l, messages: catalogues[l], namespace: "Email" }) };
}

/** `hasScamSignals`: the message carries what advance-fee scams use (lib/messages/scam-signals.ts), so the mail warns as the chat does. */
export function newMessageMail({
  locale,
  name,
  senderName,
  senderId,
  petName,
  preview,
  hasScamSignals = false,
}: {
  locale: string;
  name: string;
  senderName: string;
  senderId: string;
  petName: string | null;
  preview: string;
  hasScamSignals?: boolean;
}) {
  const { l, t } = notificationTranslator(locale);
  const link = pageUrl(l, `/messages?receiverId=${encodeURIComponent(senderId)}`);
  const { html, text } = layout({
    heading: t("greeting", { name }),
    paragraphs: [
      petName ? t("newMessage.bodyPet", { sender: senderName, pet: petName }) : t("newMessage.body", { sender: senderName }),
      `“${preview}”`,
      ...(hasScamSignals ? [t("newMessage.safety")] : []),
      t("manage"),
    ],
    button: t("newMessage.button"),
    link,
    footer: t("footer"),
  });
  return { subject: t("newMessage.subject", { sender: senderName }), html, text, link, kind: "notify_new_message" };
}

export function newOrderMail({
  locale,
  name,
  buyerName,
  lines,
}: {
  locale: string;
  name: string;
  buyerName: string;
  lines: { petName: string; quantity: number; total: string }[];
}) {
  const { l, t } = notificationTranslator(locale);
  const link = pageUrl(l, "/dashboard");
  const { html, text } = layout({
    heading: t("greeting", { name }),
    paragraphs: [
      t("newOrder.body", { buyer: buyerName, count: lines.length }),
      ...lines.map((x) => t("newOrder.line", { pet: x.petName, quantity: x.quantity, total: x.total })),
      t("newOrder.next"),
      t("manage"),
    ],
    button: t("newOrder.button"),
    link,
    footer: t("footer"),
  });
  return { subject: t("newOrder.subject", { buyer: buyerName, count: lines.length }), html, text, link, kind: "notify_new_order" };
}

export function orderDecisionMail({
  locale,
  name,
  petName,
  sellerName,
  isAccepted,
}: {
  locale: string;
  name: string;
  petName: string;
  sellerName: string;
  isAccepted: boolean;
}) {
  const { l, t } = notificationTranslator(locale);
  const link = pageUrl(l, "/dashboard");
  const { html, text } = layout({
    heading: t("greeting", { name }),
    paragraphs: [
      isAccepted
        ? t("orderDecision.accepted", { pet: petName, seller: personName(l, sellerName) })
        : t("orderDecision.rejected", { pet: petName, seller: personName(l, sellerName) }),
      t("manage"),
    ],
    button: t("orderDecision.button"),
    link,
    footer: t("footer"),
  });
  return {
    subject: isAccepted ? t("orderDecision.subjectAccepted", { pet: petName }) : t("orderDecision.subjectRejected", { pet: petName }),
    html,
    text,
    link,
    kind: "notify_order_decision",
  };
}

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
export function accountRestoredMail({ locale, name }: { locale: string; name: string }) {
  const { l, t, tEmail } = moderationTranslator(locale);
  const link = pageUrl(l, "/login");
  const { html, text } = layout({
    heading: tEmail("greeting", { name }),
    paragraphs: [t("restored.body")],
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
  subject,
  message,
  reply,
}: {
  locale: string;
  name: string;
  subject: string | null;
  message: string;
  reply: string;
}) {
  const { l, t, tEmail } = moderationTranslator(locale);
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
    ],
    button: t("supportReply.button"),
    link,
    footer: tEmail("footer"),
  });
  const mailSubject = subject ? t("supportReply.subject", { subject: oneLine(subject) }) : t("supportReply.subjectContact");
  return { subject: mailSubject.slice(0, 200), html, text, link, kind: "support_reply" };
}

// Moderation of listings (lib/moderation/listings.ts): to a seller about their listing, to the moderators
// about a listing hidden automatically, to a user warned about a conversation. In the recipient's stored
// language (namespace ListingModerationEmail); a moderator's reason is shown as they wrote it, escaped by layout().
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

// The daily alert digest (lib/alerts/digest.ts): new pets for the recipient's saved searches, in their
// stored language (namespace AlertEmail). Pet names, breeds and towns are the sellers' text, escaped.
export type TDigestPet = {
  id: string;
  name: string;
  breed: string;
  price: number;
  location: string;
  /** Its first photo, small (a path on this site or the bucket's address). */ photo: string | null;
};
export type TDigestSection = {
  /** The search in words, in the recipient's language. */
  label: string;
  /** The search's browse page, without the language prefix. */
  href: string;
  pets: TDigestPet[];
  /** Its other new matches, not in this mail. */
  more: number;
  /** `more` is a floor: the digest stopped counting. */
  isMoreCapped: boolean;
};

/** The one-click unsubscribe endpoint (RFC 8058): what List-Unsubscribe names, answered without a session. */
export const unsubscribeEndpoint = (token: string) =>
  `${env().APP_URL.replace(/\/$/, "")}/server/alerts/unsubscribe?token=${encodeURIComponent(token)}`;

export function alertDigestMail({
  locale,
  name,
  sections,
  unsubscribeToken,
}: {
  locale: string;
  name: string;
  sections: TDigestSection[];
  unsubscribeToken: string;
}) {
  const l: TLocale = isLocale(locale) ? locale : "en";
  const t = createTranslator({ locale: l, messages: catalogues[l], namespace: "AlertEmail" });
  const tEmail = createTranslator({ locale: l, messages: catalogues[l], namespace: "Email" });
  const unsubscribePage = pageUrl(l, `/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`);
  const manage = pageUrl(l, "/profile?tab=alerts");
  const heading = tEmail("greeting", { name });
  const parts = sections.map((s) => ({
    ...s,
    url: pageUrl(l, s.href),
    pets: s.pets.map((p) => ({
      ...p,
      url: pageUrl(l, `/pets/${encodeURIComponent(p.id)}`),
      photo: p.photo ? (p.photo.startsWith("/") ? `${env().APP_URL.replace(/\/$/, "")}${p.photo}` : p.photo) : null,
      line: t("petLine", { breed: p.breed, price: formatPrice(p.price), location: p.location }),
    })),
    // A search whose matches all show under an earlier one says how many others it has, not "and N more".
    moreText:
      s.more === 0
        ? t("seeAll")
        : s.isMoreCapped
          ? t("moreCapped", { count: s.more })
          : t(s.pets.length ? "more" : "moreBesides", { count: s.more }),
  }));
  const link = (href: string, text: string, style = "color:#c2410c;font-weight:bold") =>
    `<a href="${escapeHtml(href)}" style="${style}">${escapeHtml(text)}</a>`;
  const html = `<!doctype html><html><body style="margin:0;background:#fff7ed;font-family:Arial,Helvetica,sans-serif;color:#1c1917">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:12px;padding:20px" cellpadding="0" cellspacing="0">
<tr><td style="font-size:22px;font-weight:bold;color:#c2410c">PawBazaar</td></tr>
<tr><td style="padding-top:16px;font-size:18px;font-weight:bold">${escapeHtml(heading)}</td></tr>
<tr><td style="padding-top:8px;font-size:15px;line-height:1.5">${escapeHtml(t("intro"))}</td></tr>
${parts
  .map(
    (
      s,
    ) => `<tr><td style="padding-top:20px;font-size:16px;font-weight:bold;border-bottom:1px solid #e7e5e4;padding-bottom:6px">${escapeHtml(s.label)}</td></tr>
${s.pets.map((p) => `<tr><td style="padding-top:12px"><table role="presentation" cellpadding="0" cellspacing="0"><tr>${p.photo ? `<td width="88" style="padding-right:12px;vertical-align:top"><a href="${escapeHtml(p.url)}"><img src="${escapeHtml(p.photo)}" width="88" height="66" alt="${escapeHtml(p.name)}" style="display:block;border-radius:8px;object-fit:cover;background:#f5f5f4"></a></td>` : ""}<td style="font-size:15px;line-height:1.4;vertical-align:top">${link(p.url, p.name)}<br><span style="color:#44403c">${escapeHtml(p.line)}</span></td></tr></table></td></tr>`).join("\n")}
<tr><td style="padding-top:12px;font-size:14px">${link(s.url, s.moreText, "color:#c2410c")}</td></tr>`,
  )
  .join("\n")}
<tr><td style="padding-top:24px;font-size:13px;line-height:1.5;color:#57534e">${escapeHtml(t("why"))}</td></tr>
<tr><td style="padding-top:8px;font-size:13px;line-height:2">${link(manage, t("manage"), "color:#57534e")} · ${link(unsubscribePage, t("unsubscribe"), "color:#57534e")}</td></tr>
<tr><td style="padding-top:16px;font-size:12px;color:#78716c">${escapeHtml(tEmail("footer"))}</td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    heading,
    "",
    t("intro"),
    ...parts.flatMap((s) => ["", s.label, ...s.pets.map((p) => `- ${p.name}: ${p.line}\n  ${p.url}`), `${s.moreText}: ${s.url}`]),
    "",
    t("why"),
    `${t("manage")}: ${manage}`,
    `${t("unsubscribe")}: ${unsubscribePage}`,
    "",
    tEmail("footer"),
  ].join("\n");
  const count = sections.length;
  return {
    subject: (count === 1 ? t("subjectOne", { label: sections[0].label }) : t("subjectMany", { count })).slice(0, 200),
    html,
    text,
    link: parts[0]?.url ?? pageUrl(l, "/pets"),
    kind: "alert_digest",
    // RFC 2369 and RFC 8058: mail programs show their own unsubscribe button and post to the endpoint.
    headers: { "List-Unsubscribe": `<${unsubscribeEndpoint(unsubscribeToken)}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
