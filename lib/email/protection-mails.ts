import "server-only";
import { createTranslator } from "next-intl";
import { formatDate, formatPaise, formatPrice } from "@/lib/format";
import { DELETED_USER_NAME } from "@/lib/people/deleted-user";
import { isLocale, TIME_ZONE, type TLocale } from "@/lib/i18n/routing";
import { catalogues, escapeHtml, mailFrame, pageUrl } from "./layout";

// The mails of the buyer's protection (lib/notifications/protection.ts sends them): to each of an order's two
// people in their stored language (catalogue namespace Email.protection), to the support team in English.
// What the two people wrote (a dispute's words, the seller's side, the moderator's reason) and every name
// is escaped here; the handover code is only ever given to heldMail for the buyer.

export type TRole = "buyer" | "seller";
export type TProtectionMail = { subject: string; html: string; text: string; link: string; kind: string };

/** What every protection mail to a person knows: who reads it, in which role, about which order. */
export type TOrderMailBase = {
  locale: string;
  role: TRole;
  name: string;
  buyerName: string;
  sellerName: string;
  orderId: string;
  petName: string;
  /** The order's amount, whole rupees. */
  amount: number;
};

type TBlock = { p: string } | { facts: [string, string][] } | { code: { label: string; value: string } } | { quote: string[] };

/** Long quotes are cut (the whole text is on the order page). */
const QUOTE_CHARS = 1500;

/** A person's text as quoted paragraphs: one per non-empty line, at most QUOTE_CHARS in all. */
export function quoteOf(text: string): string[] {
  const cut = text.length > QUOTE_CHARS ? `${text.slice(0, QUOTE_CHARS)}…` : text;
  return cut
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** A protection mail: like layout() (lib/email/layout.ts), with a receipt's facts, the code and quotes as their own rows. */
function render({
  heading,
  blocks,
  button,
  link,
  footer,
}: {
  heading: string;
  blocks: TBlock[];
  button: string;
  link: string;
  footer: string;
}) {
  const row = (style: string, inner: string) => `<tr><td style="${style}">${inner}</td></tr>`;
  const rows = blocks.map((b) => {
    if ("p" in b) return row("padding-top:12px;font-size:15px;line-height:1.5", escapeHtml(b.p));
    if ("facts" in b)
      return row(
        "padding-top:12px;font-size:14px;line-height:1.6",
        b.facts.map(([k, v]) => `<strong>${escapeHtml(k)}:</strong> ${escapeHtml(v)}`).join("<br>"),
      );
    if ("code" in b)
      return row(
        "padding-top:16px",
        `<div style="font-size:13px;color:#57534e">${escapeHtml(b.code.label)}</div><div style="margin-top:6px;display:inline-block;padding:10px 16px;border:2px dashed #c2410c;border-radius:8px;font-family:'Courier New',monospace;font-size:30px;font-weight:bold;letter-spacing:6px">${escapeHtml(b.code.value)}</div>`,
      );
    return b.quote
      .map((q) =>
        row("padding-top:8px;padding-left:12px;border-left:3px solid #e7e5e4;font-size:15px;line-height:1.5;color:#44403c", escapeHtml(q)),
      )
      .join("");
  });
  const html = mailFrame(`${row("font-size:22px;font-weight:bold;color:#c2410c", "PawBazaar")}
${row("padding-top:16px;font-size:18px;font-weight:bold", escapeHtml(heading))}
${rows.join("\n")}
${row("padding-top:20px", `<a href="${escapeHtml(link)}" style="display:inline-block;background:#c2410c;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(button)}</a>`)}
${row("padding-top:16px;font-size:13px;color:#57534e;word-break:break-all", escapeHtml(link))}
${row("padding-top:20px;font-size:12px;color:#78716c", escapeHtml(footer))}`);
  const textOf = (b: TBlock) =>
    "p" in b
      ? [b.p]
      : "facts" in b
        ? b.facts.map(([k, v]) => `${k}: ${v}`)
        : "code" in b
          ? [`${b.code.label}: ${b.code.value}`]
          : b.quote.map((q) => `> ${q}`);
  const text = [heading, "", ...blocks.flatMap((b) => [...textOf(b), ""]), `${button}: ${link}`, "", footer].join("\n");
  return { html, text };
}

function translatorFor(locale: string) {
  const l: TLocale = isLocale(locale) ? locale : "en";
  const t = createTranslator({ locale: l, messages: catalogues[l], namespace: "Email", timeZone: TIME_ZONE });
  const deleted = createTranslator({ locale: l, messages: catalogues[l], namespace: "Common" })("deletedUser");
  const tTicket = createTranslator({ locale: l, messages: catalogues[l], namespace: "TicketEmail" });
  /** A deadline as every protection mail writes it: the day as the pages write it, the time in India's time. */
  const when = (at: Date) => t("protection.when", { date: formatDate(at, l, "long"), at });
  return { l, t, tTicket, when, person: (name: string) => (name === DELETED_USER_NAME ? deleted : name) };
}

/**
 * The frame of a mail about one order: greeting, the order page's button, the shared footer. A dispute's
 * mails carry its ticket number (`ticket`, "PB-100234": lib/support/ticket.ts) after the subject and
 * first among the lines, to quote to the support team (Consumer Protection (E-Commerce) Rules 2020, rule 5(3)(b)).
 */
function orderMail(
  base: TOrderMailBase,
  { kind, subject, blocks, ticket }: { kind: string; subject: string; blocks: TBlock[]; ticket?: string },
): TProtectionMail {
  const { l, t, tTicket } = translatorFor(base.locale);
  const link = pageUrl(l, `/orders/${encodeURIComponent(base.orderId)}`);
  const { html, text } = render({
    heading: t("greeting", { name: base.name }),
    blocks: ticket ? [{ facts: [[tTicket("ticket"), ticket]] }, ...blocks, { p: tTicket("quote") }] : blocks,
    button: t("protection.button"),
    link,
    footer: t("footer"),
  });
  const suffix = ticket ? ` (${ticket})` : "";
  return { subject: `${subject.replace(/[\r\n]+/g, " ").slice(0, 200 - suffix.length)}${suffix}`, html, text, link, kind };
}

/** The names and amount every message of a mail may use, in the reader's language. */
function vars(base: TOrderMailBase) {
  const { person } = translatorFor(base.locale);
  return { pet: base.petName, buyer: person(base.buyerName), seller: person(base.sellerName), amount: formatPrice(base.amount) };
}

/**
 * The money is held. To the buyer: the receipt with the handover code (`code`, required for the buyer and
 * never given for the seller). To the seller: what is held, and how the handover is recorded.
 */
export function heldMail(base: TOrderMailBase & { deadline: Date; paidAt: Date | null; code?: string }): TProtectionMail {
  const { t, when } = translatorFor(base.locale);
  const v = vars(base);
  const deadline = when(base.deadline);
  if (base.role === "buyer") {
    if (!base.code) throw new Error("heldMail: the buyer's receipt needs the handover code");
    const facts: [string, string][] = [
      [t("protection.fact.amount"), v.amount],
      [t("protection.fact.pet"), v.pet],
      [t("protection.fact.seller"), v.seller],
      ...(base.paidAt ? ([[t("protection.fact.paidAt"), when(base.paidAt)]] as [string, string][]) : []),
      [t("protection.fact.order"), base.orderId],
    ];
    return orderMail(base, {
      kind: "protection_held",
      subject: t("protection.held.buyer.subject", v),
      blocks: [
        { p: t("protection.held.buyer.body", v) },
        { facts },
        { code: { label: t("protection.held.buyer.codeLabel"), value: base.code } },
        { p: t("protection.held.buyer.codeRule", v) },
        { p: t("protection.held.buyer.deadline", { deadline }) },
        { p: t("protection.held.buyer.callOff", v) },
      ],
    });
  }
  return orderMail(base, {
    kind: "protection_held",
    subject: t("protection.held.seller.subject", v),
    blocks: [
      { p: t("protection.held.seller.body", v) },
      { p: t("protection.held.seller.next", v) },
      { p: t("protection.held.seller.deadline", { ...v, deadline }) },
      { p: t("protection.held.seller.safety", v) },
    ],
  });
}

/** Handed over: when the protection window ends; the buyer learns how to raise a dispute within it. */
export function handedOverMail(base: TOrderMailBase & { deadline: Date; feePercent: number }): TProtectionMail {
  const { t, when } = translatorFor(base.locale);
  const v = { ...vars(base), deadline: when(base.deadline) };
  if (base.role === "buyer")
    return orderMail(base, {
      kind: "protection_handed_over",
      subject: t("protection.handedOver.buyer.subject", v),
      blocks: [
        { p: t("protection.handedOver.buyer.body", v) },
        { p: t("protection.handedOver.buyer.dispute", v) },
        { p: t("protection.handedOver.buyer.fine", v) },
      ],
    });
  return orderMail(base, {
    kind: "protection_handed_over",
    subject: t("protection.handedOver.seller.subject", v),
    blocks: [
      { p: t("protection.handedOver.seller.body", v) },
      {
        p:
          base.feePercent > 0
            ? t("protection.handedOver.seller.nextFee", { ...v, percent: String(base.feePercent) })
            : t("protection.handedOver.seller.next", v),
      },
    ],
  });
}

/** What a release earned the seller (the ledger's `earning` and `fee` of the order), in paise. */
export type TEarned = { earnedPaise: number; feePaise: number };

/** The fee and what is left of a release, when there is a fee; and where the money shows. */
function earnedBlocks(t: ReturnType<typeof translatorFor>["t"], earned: TEarned): TBlock[] {
  const fee =
    earned.feePaise > 0
      ? [
          {
            p: t("protection.released.seller.fee", {
              fee: formatPaise(earned.feePaise),
              net: formatPaise(earned.earnedPaise - earned.feePaise),
            }),
          },
        ]
      : [];
  return [...fee, { p: t("protection.released.seller.earnings") }];
}

/** The protection window ended with no dispute: the seller's record of the release; a short note to the buyer. */
export function releasedMail(base: TOrderMailBase & { earned: TEarned }): TProtectionMail {
  const { t } = translatorFor(base.locale);
  const v = vars(base);
  if (base.role === "buyer")
    return orderMail(base, {
      kind: "protection_released",
      subject: t("protection.released.buyer.subject", v),
      blocks: [{ p: t("protection.released.buyer.body", v) }],
    });
  const released = { ...v, amount: formatPaise(base.earned.earnedPaise) };
  return orderMail(base, {
    kind: "protection_released",
    subject: t("protection.released.seller.subject", released),
    blocks: [{ p: t("protection.released.seller.body", released) }, ...earnedBlocks(t, base.earned)],
  });
}

export const CLOSED_REASONS = ["seller_silent", "not_handed_over", "unpaid", "cancelled", "rejected"] as const;
type TClosedReason = (typeof CLOSED_REASONS)[number] | "other";
const closedReasonOf = (reason: string | null): TClosedReason =>
  (CLOSED_REASONS as readonly string[]).includes(reason ?? "") ? (reason as TClosedReason) : "other";

/**
 * Called off, expired or lapsed: why, in plain words, and the money: what is refunded (`refunded`, whole
 * rupees; 0 when nothing was paid) and, to the seller, whether the pet is listed again.
 */
export function closedMail(
  base: TOrderMailBase & {
    step: "refunded" | "expired" | "lapsed";
    reason: string | null;
    refunded: number;
    isListedAgain: boolean;
    hours: { answer: number; pay: number };
    handoverDays: number;
  },
): TProtectionMail {
  const { t } = translatorFor(base.locale);
  const v = vars(base);
  const reason = closedReasonOf(base.reason);
  const hours = reason === "seller_silent" ? base.hours.answer : base.hours.pay;
  const because = t(`protection.closed.reason.${base.role}.${reason}`, { ...v, hours, days: base.handoverDays });
  const refund = { ...v, amount: formatPrice(base.refunded) };
  const money =
    base.refunded > 0
      ? t(base.role === "buyer" ? "protection.closed.refundBuyer" : "protection.closed.refundSeller", refund)
      : t("protection.closed.nothingPaid");
  return orderMail(base, {
    kind: `protection_${base.step}`,
    subject: t(`protection.closed.${base.step}.${base.role}.subject`, refund),
    blocks: [
      { p: `${t(`protection.closed.${base.step}.${base.role}.body`, v)} ${because}` },
      { p: money },
      ...(base.role === "seller" && base.isListedAgain ? [{ p: t("protection.closed.listedAgain", v) }] : []),
    ],
  });
}

export type TDisputeReason = "not_as_shown" | "wrong_details" | "ill" | "other";

/** A buyer's dispute. To the seller: what the buyer said, and until when to add their side. To the buyer: received, decided by when. */
export function disputeOpenedMail(
  base: TOrderMailBase & { ticket: string; reason: TDisputeReason; details: string; statementBy: Date; decideBy: Date },
): TProtectionMail {
  const { t, when } = translatorFor(base.locale);
  const v = { ...vars(base), decideBy: when(base.decideBy) };
  if (base.role === "buyer")
    return orderMail(base, {
      kind: "dispute_opened",
      ticket: base.ticket,
      subject: t("protection.dispute.opened.buyer.subject", v),
      blocks: [{ p: t("protection.dispute.opened.buyer.body", v) }, { p: t("protection.dispute.opened.buyer.next", v) }],
    });
  return orderMail(base, {
    kind: "dispute_opened",
    ticket: base.ticket,
    subject: t("protection.dispute.opened.seller.subject", v),
    blocks: [
      { p: t("protection.dispute.opened.seller.body", { ...v, problem: t(`protection.dispute.reason.${base.reason}`) }) },
      { p: t("protection.dispute.opened.seller.words") },
      { quote: quoteOf(base.details) },
      { p: t("protection.dispute.opened.seller.statement", { ...v, deadline: when(base.statementBy) }) },
    ],
  });
}

/** The seller added their side: to the buyer, with what the seller wrote. */
export function disputeStatementMail(base: TOrderMailBase & { ticket: string; statement: string; decideBy: Date }): TProtectionMail {
  const { t, when } = translatorFor(base.locale);
  const v = { ...vars(base), decideBy: when(base.decideBy) };
  return orderMail(base, {
    kind: "dispute_statement",
    ticket: base.ticket,
    subject: t("protection.dispute.statement.buyer.subject", v),
    blocks: [
      { p: t("protection.dispute.statement.buyer.body", v) },
      { quote: quoteOf(base.statement) },
      { p: t("protection.dispute.statement.buyer.next", v) },
    ],
  });
}

/**
 * A moderator decided: refund all, refund part (`refundAmount` rupees, the rest released) or release, with
 * their reason; to the seller, what the release earned them (`earned`, when anything was released).
 */
export function disputeDecidedMail(
  base: TOrderMailBase & {
    ticket: string;
    outcome: "refund" | "partial" | "release";
    refundAmount: number;
    decisionReason: string;
    earned: TEarned | null;
  },
): TProtectionMail {
  const { l, t } = translatorFor(base.locale);
  const v = { ...vars(base), refund: formatPrice(base.refundAmount), rest: formatPrice(base.amount - base.refundAmount) };
  const earned =
    base.role === "seller" && base.outcome !== "refund" && base.earned && base.earned.earnedPaise > 0 ? earnedBlocks(t, base.earned) : [];
  return orderMail(base, {
    kind: "dispute_decided",
    ticket: base.ticket,
    subject: t(`protection.dispute.decided.${base.role}.subject`, v),
    blocks: [
      { p: t(`protection.dispute.decided.${base.role}.${base.outcome}`, v) },
      ...earned,
      { p: t("protection.dispute.decided.reason", { reason: quoteOf(base.decisionReason).join(" ") }) },
      { p: t("protection.dispute.decided.grievance", { url: pageUrl(l, "/grievance-officer") }) },
    ],
  });
}

/** A new dispute for the support team (SUPPORT_EMAIL): always English, the buyer's words escaped. */
export function disputeTeamMail({
  disputeId,
  ticket,
  orderId,
  petName,
  amount,
  reason,
  details,
  buyer,
  seller,
  photos,
  vetNotes,
  openedAt,
  acknowledgeBy,
  decideBy,
}: {
  disputeId: string;
  ticket: string;
  orderId: string;
  petName: string;
  amount: number;
  reason: string;
  details: string;
  buyer: { id: string; name: string; email: string };
  seller: { id: string; name: string; email: string };
  photos: number;
  vetNotes: number;
  openedAt: Date;
  acknowledgeBy: Date;
  decideBy: Date;
}) {
  const oneLine = (s: string) => s.replace(/[\r\n\t]+/g, " ").trim();
  const heading = "New dispute";
  const facts: [string, string][] = [
    ["Ticket", ticket],
    ["Pet", oneLine(petName)],
    ["Amount held", formatPrice(amount)],
    ["Reason", reason],
    ["Buyer", `${oneLine(buyer.name)} <${buyer.email}> (${buyer.id})`],
    ["Seller", `${oneLine(seller.name)} <${seller.email}> (${seller.id})`],
    ["Evidence", `${photos} photo(s), ${vetNotes} vet's note(s)`],
    ["Opened", openedAt.toISOString()],
    ["Acknowledge by", acknowledgeBy.toISOString()],
    ["Decide by", decideBy.toISOString()],
    ["Order", orderId],
    ["Reference", disputeId],
  ];
  const html = mailFrame(
    `<tr><td style="font-size:22px;font-weight:bold;color:#c2410c">PawBazaar</td></tr>
<tr><td style="padding-top:16px;font-size:18px;font-weight:bold">${escapeHtml(heading)}</td></tr>
${facts.map(([k, v]) => `<tr><td style="padding-top:8px;font-size:14px"><strong>${escapeHtml(k)}:</strong> ${escapeHtml(v)}</td></tr>`).join("")}
<tr><td style="padding-top:16px;font-size:15px;line-height:1.5;white-space:pre-wrap;border-top:1px solid #e7e5e4">${escapeHtml(details)}</td></tr>`,
    { maxWidth: 600 },
  );
  const text = [heading, "", ...facts.map(([k, v]) => `${k}: ${v}`), "", details].join("\n");
  return { subject: `[PawBazaar dispute ${ticket}] ${oneLine(petName)}: ${reason}`.slice(0, 200), html, text, kind: "dispute_opened_team" };
}
