import "server-only";
import { createTranslator } from "next-intl";
import { isLocale, type TLocale } from "@/lib/i18n/routing";
import { env } from "@/lib/env";
import { formatPrice } from "@/lib/format";
import { catalogues, escapeHtml, mailFrame, pageUrl } from "./layout";

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
  const html = mailFrame(
    `<tr><td style="font-size:22px;font-weight:bold;color:#c2410c">PawBazaar</td></tr>
<tr><td style="padding-top:16px;font-size:18px;font-weight:bold">${escapeHtml(heading)}</td></tr>
<tr><td style="padding-top:8px;font-size:15px;line-height:1.5">${escapeHtml(t("intro"))}</td></tr>
${parts
  .map(
    (
      s,
    ) => `<tr><td style="padding-top:20px;font-size:16px;font-weight:bold;border-bottom:1px solid #e7e5e4;padding-bottom:6px">${escapeHtml(s.label)}</td></tr>
${s.pets.map((p) => `<tr><td style="padding-top:12px"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="table-layout:fixed"><tr>${p.photo ? `<td width="88" style="padding-right:12px;vertical-align:top"><a href="${escapeHtml(p.url)}"><img src="${escapeHtml(p.photo)}" width="88" height="66" alt="${escapeHtml(p.name)}" style="display:block;border-radius:8px;object-fit:cover;background:#f5f5f4"></a></td>` : ""}<td style="font-size:15px;line-height:1.4;vertical-align:top">${link(p.url, p.name)}<br><span style="color:#44403c">${escapeHtml(p.line)}</span></td></tr></table></td></tr>`).join("\n")}
<tr><td style="padding-top:12px;font-size:14px">${link(s.url, s.moreText, "color:#c2410c")}</td></tr>`,
  )
  .join("\n")}
<tr><td style="padding-top:24px;font-size:13px;line-height:1.5;color:#57534e">${escapeHtml(t("why"))}</td></tr>
<tr><td style="padding-top:8px;font-size:13px;line-height:2">${link(manage, t("manage"), "color:#57534e")} · ${link(unsubscribePage, t("unsubscribe"), "color:#57534e")}</td></tr>
<tr><td style="padding-top:16px;font-size:12px;color:#78716c">${escapeHtml(tEmail("footer"))}</td></tr>`,
    { gap: 16, padding: 20 },
  );
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
