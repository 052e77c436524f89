import "server-only";
import { createTranslator } from "next-intl";
import { isLocale, routing, type TLocale } from "@/lib/i18n/routing";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";
import te from "@/messages/te.json";
import { env } from "@/lib/env";

const catalogues = { en, te, hi } as const;

function escapeHtml(s: string) {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** An absolute link to a page in the given language (English has no prefix). */
export function pageUrl(locale: TLocale, pathAndQuery: string) {
  const prefix = locale === routing.defaultLocale ? "" : `/${locale}`;
  return `${env().APP_URL.replace(/\/$/, "")}${prefix}${pathAndQuery}`;
}

function layout({ heading, paragraphs, button, link, footer }: { heading: string; paragraphs: string[]; button: string; link: string; footer: string }) {
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

/** A support request or contact message for the support staff: always English, the sender's text escaped. */
export function supportRequestMail({ id, kind, name, email, subject, message, userId, createdAt, locale }: {
  id: string; kind: "support" | "contact"; name: string; email: string; subject: string | null; message: string; userId: string | null; createdAt: Date; locale: string;
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

export function newMessageMail({ locale, name, senderName, senderId, petName, preview }: { locale: string; name: string; senderName: string; senderId: string; petName: string | null; preview: string }) {
  const { l, t } = notificationTranslator(locale);
  const link = pageUrl(l, `/messages?receiverId=${encodeURIComponent(senderId)}`);
  const { html, text } = layout({
    heading: t("greeting", { name }),
    paragraphs: [petName ? t("newMessage.bodyPet", { sender: senderName, pet: petName }) : t("newMessage.body", { sender: senderName }), `“${preview}”`, t("manage")],
    button: t("newMessage.button"),
    link,
    footer: t("footer"),
  });
  return { subject: t("newMessage.subject", { sender: senderName }), html, text, link, kind: "notify_new_message" };
}

export function newOrderMail({ locale, name, buyerName, lines }: { locale: string; name: string; buyerName: string; lines: { petName: string; quantity: number; total: string }[] }) {
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

export function orderDecisionMail({ locale, name, petName, sellerName, isAccepted }: { locale: string; name: string; petName: string; sellerName: string; isAccepted: boolean }) {
  const { l, t } = notificationTranslator(locale);
  const link = pageUrl(l, "/dashboard");
  const { html, text } = layout({
    heading: t("greeting", { name }),
    paragraphs: [
      isAccepted ? t("orderDecision.accepted", { pet: petName, seller: sellerName }) : t("orderDecision.rejected", { pet: petName, seller: sellerName }),
      t("manage"),
    ],
    button: t("orderDecision.button"),
    link,
    footer: t("footer"),
  });
  return {
    subject: isAccepted ? t("orderDecision.subjectAccepted", { pet: petName }) : t("orderDecision.subjectRejected", { pet: petName }),
    html, text, link, kind: "notify_order_decision",
  };
}
