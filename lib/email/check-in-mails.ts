import "server-only";
import { createTranslator } from "next-intl";
import { isLocale, type TLocale } from "@/lib/i18n/routing";
import { DELETED_USER_NAME } from "@/lib/people/deleted-user";
import { catalogues, escapeHtml, layout, mailFrame, pageUrl } from "./layout";

// The check-ins after a rehoming's handover (lib/notifications/check-ins.ts sends them; namespace
// CheckIns): the adopter's question with its three one-tap answers, and the owner's word of an answer
// that needs them. Names and the adopter's note are escaped here. Each tap opens the answer page with the
// answer chosen; nothing is recorded until the adopter presses Send there (a mail app's link preview or
// a virus scanner opens links too, so a GET never answers).

export const CHECK_IN_ANSWERS = ["settling_well", "some_trouble", "needs_new_home"] as const;
export type TCheckInAnswerKey = (typeof CHECK_IN_ANSWERS)[number];
export type TCheckInMail = { subject: string; html: string; text: string; link: string; kind: string };

function translatorsFor(locale: string) {
  const l: TLocale = isLocale(locale) ? locale : "en";
  const t = createTranslator({ locale: l, messages: catalogues[l], namespace: "CheckIns" });
  const tEmail = createTranslator({ locale: l, messages: catalogues[l], namespace: "Email" });
  const deleted = createTranslator({ locale: l, messages: catalogues[l], namespace: "Common" })("deletedUser");
  return { l, t, tEmail, person: (name: string) => (name === DELETED_USER_NAME ? deleted : name) };
}

/** The page that answers one check-in, with `answer` chosen when given. */
export const checkInUrl = (locale: TLocale, checkInId: string, answer?: TCheckInAnswerKey) =>
  pageUrl(locale, `/check-ins/${encodeURIComponent(checkInId)}${answer ? `?answer=${answer}` : ""}`);

/** To the adopter, a week or a month after the handover: "How is Bruno settling in?" and three buttons. */
export function checkInMail(input: {
  locale: string;
  name: string;
  pet: string;
  owner: string;
  kind: "week" | "month";
  checkInId: string;
}): TCheckInMail {
  const { l, t, tEmail, person } = translatorsFor(input.locale);
  const v = { pet: input.pet, name: person(input.owner) };
  const heading = tEmail("greeting", { name: input.name });
  const paragraphs = [t(`mail.${input.kind}`, v), t("mail.tap"), t("mail.why", v)];
  const buttons = CHECK_IN_ANSWERS.map((a) => ({ label: t(`answers.${a}`, v), link: checkInUrl(l, input.checkInId, a) }));
  const row = (style: string, inner: string) => `<tr><td style="${style}">${inner}</td></tr>`;
  const html = mailFrame(`${row("font-size:22px;font-weight:bold;color:#c2410c", "PawBazaar")}
${row("padding-top:16px;font-size:18px;font-weight:bold", escapeHtml(heading))}
${row("padding-top:12px;font-size:20px;font-weight:bold;color:#1c1917", escapeHtml(t("question", v)))}
${paragraphs.map((p) => row("padding-top:12px;font-size:15px;line-height:1.5", escapeHtml(p))).join("\n")}
${buttons
  .map((b, i) =>
    row(
      "padding-top:12px",
      `<a href="${escapeHtml(b.link)}" style="display:block;text-align:center;background:${i === 2 ? "#ffffff" : "#c2410c"};color:${i === 2 ? "#9a3412" : "#ffffff"};border:2px solid #c2410c;padding:12px 16px;border-radius:8px;text-decoration:none;font-weight:bold;font-size:16px">${escapeHtml(b.label)}</a>`,
    ),
  )
  .join("\n")}
${row("padding-top:20px;font-size:12px;color:#78716c", escapeHtml(tEmail("footer")))}`);
  const text = [
    heading,
    "",
    t("question", v),
    "",
    ...paragraphs.flatMap((p) => [p, ""]),
    ...buttons.map((b) => `${b.label}: ${b.link}`),
    "",
    tEmail("footer"),
  ].join("\n");
  return { subject: t("mail.subject", v), html, text, link: checkInUrl(l, input.checkInId), kind: `check_in_${input.kind}` };
}

/**
 * To the owner: the adopter can no longer keep the pet and offers it back first (the agreement's return
 * clause), or has some trouble. Links to the order page, where the check-ins panel shows the answer.
 */
export function checkInOwnerMail(input: {
  locale: string;
  name: string;
  pet: string;
  adopter: string;
  answer: "some_trouble" | "needs_new_home";
  note: string | null;
  orderId: string;
}): TCheckInMail {
  const { l, t, tEmail, person } = translatorsFor(input.locale);
  const v = { pet: input.pet, name: person(input.adopter) };
  const key = input.answer === "needs_new_home" ? "ownerMail.return" : "ownerMail.trouble";
  const link = pageUrl(l, `/orders/${encodeURIComponent(input.orderId)}`);
  const note = input.note ? [t("ownerMail.note", { note: input.note.slice(0, 600) })] : [];
  const { html, text } = layout({
    heading: tEmail("greeting", { name: input.name }),
    paragraphs: [t(`${key}.body`, v), ...note, t(`${key}.next`, v)],
    button: t("ownerMail.button"),
    link,
    footer: tEmail("footer"),
  });
  return { subject: t(`${key}.subject`, v), html, text, link, kind: `check_in_owner_${input.answer}` };
}
