import "server-only";
import { routing, type TLocale } from "@/lib/i18n/routing";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";
import te from "@/messages/te.json";
import { env } from "@/lib/env";

// What the mails share (one file per mail or family of mails beside this one): the catalogues their texts
// come from, HTML escaping, absolute links to the site's pages, and the layout of a mail to a user.

export const catalogues = { en, te, hi } as const;

export function escapeHtml(s: string) {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** An absolute link to a page in the given language (English has no prefix). */
export function pageUrl(locale: TLocale, pathAndQuery: string) {
  const prefix = locale === routing.defaultLocale ? "" : `/${locale}`;
  return `${env().APP_URL.replace(/\/$/, "")}${prefix}${pathAndQuery}`;
}

/**
 * The frame every mail shares: the brand's background and a white card at most `maxWidth` px wide, with
 * `rows` (table rows) in it. Both tables are laid out fixed, to the width they are given, and the card
 * breaks a word anywhere when it has to: a seller's name, a pet's name or a pasted link with no space in
 * it would otherwise widen the card to its own length, past a phone's screen, and the mail app would
 * shrink the whole mail to fit.
 */
export function mailFrame(
  rows: string,
  { maxWidth = 520, gap = 24, padding = 24 }: { maxWidth?: number; gap?: number; padding?: number } = {},
) {
  return `<!doctype html><html><body style="margin:0;background:#fff7ed;font-family:Arial,Helvetica,sans-serif;color:#1c1917">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="table-layout:fixed"><tr><td align="center" style="padding:${gap}px">
<table role="presentation" width="100%" style="max-width:${maxWidth}px;table-layout:fixed;background:#ffffff;border-radius:12px;padding:${padding}px;word-break:break-word;overflow-wrap:anywhere" cellpadding="0" cellspacing="0">
${rows}
</table></td></tr></table></body></html>`;
}

export function layout({
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
  const html = mailFrame(`<tr><td style="font-size:22px;font-weight:bold;color:#c2410c">PawBazaar</td></tr>
<tr><td style="padding-top:16px;font-size:18px;font-weight:bold">${escapeHtml(heading)}</td></tr>
${paragraphs.map((p) => `<tr><td style="padding-top:12px;font-size:15px;line-height:1.5">${escapeHtml(p)}</td></tr>`).join("")}
<tr><td style="padding-top:20px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#c2410c;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(button)}</a></td></tr>
<tr><td style="padding-top:16px;font-size:13px;color:#57534e;word-break:break-all">${escapeHtml(link)}</td></tr>
<tr><td style="padding-top:20px;font-size:12px;color:#78716c">${escapeHtml(footer)}</td></tr>`);
  const text = [heading, "", ...paragraphs, "", `${button}: ${link}`, "", footer].join("\n");
  return { html, text };
}
