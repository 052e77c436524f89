import "server-only";
import { escapeHtml, mailFrame } from "./layout";

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
