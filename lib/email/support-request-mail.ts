import "server-only";
import { createTranslator } from "next-intl";
import { isLocale, type TLocale } from "@/lib/i18n/routing";
import { catalogues, escapeHtml, layout, mailFrame, pageUrl } from "./layout";

/**
 * A support request or contact message for the support staff: always English, the sender's text escaped.
 * Its ticket (`ticket`, "PB-100234") leads the subject, so the thread a sender quotes it in is found.
 */
export function supportRequestMail({
  id,
  ticket,
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
  ticket: string;
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
  const mailSubject = `[PawBazaar ${kind} ${ticket}] ${oneLine(subject ?? `Message from ${name}`)}`.slice(0, 200);
  const facts: [string, string][] = [
    ["Ticket", ticket],
    ["From", `${oneLine(name)} <${email}>`],
    ["Reply to", email],
    ...(subject ? ([["Subject", oneLine(subject)]] as [string, string][]) : []),
    ["Signed-in user", userId ?? "not signed in"],
    ["Language", locale],
    ["Received", createdAt.toISOString()],
    ["Reference", id],
  ];
  const html = mailFrame(
    `<tr><td style="font-size:22px;font-weight:bold;color:#c2410c">PawBazaar</td></tr>
<tr><td style="padding-top:16px;font-size:18px;font-weight:bold">${escapeHtml(heading)}</td></tr>
${facts.map(([k, v]) => `<tr><td style="padding-top:8px;font-size:14px"><strong>${escapeHtml(k)}:</strong> ${escapeHtml(v)}</td></tr>`).join("")}
<tr><td style="padding-top:16px;font-size:15px;line-height:1.5;white-space:pre-wrap;border-top:1px solid #e7e5e4">${escapeHtml(message)}</td></tr>`,
    { maxWidth: 600 },
  );
  const text = [heading, "", ...facts.map(([k, v]) => `${k}: ${v}`), "", message].join("\n");
  return { subject: mailSubject, html, text, kind: kind === "support" ? "support_request" : "contact_message" };
}

/**
 * The receipt to the sender of a support request or contact message, in the language they wrote in: its
 * ticket number and when they will hear back (the clocks of lib/moderation/support-clocks.ts). The
 * Consumer Protection (E-Commerce) Rules 2020 ask for a complaint to be acknowledged (rule 4(5)) with a
 * ticket number to follow it by (rule 5(3)(b)). The address was typed by whoever sent the form, so the
 * mail repeats nothing they wrote, not even their name: a form filled in with someone else's address
 * sends that person only this fixed text (at most SUPPORT_RATE_LIMITS' per-address count an hour).
 */
export function supportReceivedMail({ kind, ticket, locale }: { kind: "support" | "contact"; ticket: string; locale: string }) {
  const l: TLocale = isLocale(locale) ? locale : "en";
  const t = createTranslator({ locale: l, messages: catalogues[l], namespace: "TicketEmail" });
  const link = pageUrl(l, "/grievance-officer");
  const { html, text } = layout({
    heading: t("receipt.heading"),
    paragraphs: [t(`receipt.body.${kind}`, { ticket }), t("receipt.clocks"), t("receipt.quote", { ticket }), t("receipt.notYou")],
    button: t("receipt.button"),
    link,
    footer: t("receipt.footer"),
  });
  return {
    subject: t(`receipt.subject.${kind}`, { ticket }),
    html,
    text,
    link,
    kind: `${kind === "support" ? "support_request" : "contact_message"}_receipt`,
  };
}
