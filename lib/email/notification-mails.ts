import "server-only";
import { createTranslator } from "next-intl";
import { DELETED_USER_NAME } from "@/lib/people/deleted-user";
import { isLocale, type TLocale } from "@/lib/i18n/routing";
import { catalogues, layout, pageUrl } from "./layout";

// Notification mails (lib/notifications): in the recipient's stored language, user text escaped by layout().
function notificationTranslator(locale: string) {
  const l: TLocale = isLocale(locale) ? locale : "en";
  return { l, t: createTranslator({ locale: l, messages: catalogues[l], namespace: "Email" }) };
}

/** Another person's name in a mail: a deleted account (a seller's rejection comes with it) is "Deleted user" in the reader's language. */
function personName(locale: TLocale, name: string) {
  return name === DELETED_USER_NAME ? createTranslator({ locale, messages: catalogues[locale], namespace: "Common" })("deletedUser") : name;
}

/**
 * The receiver's mail about the messages of one conversation still unread some minutes after they came
 * (lib/notifications/message-mails.ts): `count` of them, `previews` the first few (oldest first), the rest
 * counted. `petName`: the one pet they name, if they name one. `hasScamSignals`: one of them carries what
 * advance-fee scams use (lib/messages/scam-signals.ts), so the mail warns as the chat does.
 */
export function newMessageMail({
  locale,
  name,
  senderName,
  senderId,
  petName,
  previews,
  count = previews.length,
  hasScamSignals = false,
}: {
  locale: string;
  name: string;
  senderName: string;
  senderId: string;
  petName: string | null;
  previews: string[];
  count?: number;
  hasScamSignals?: boolean;
}) {
  const { l, t } = notificationTranslator(locale);
  const link = pageUrl(l, `/messages?receiverId=${encodeURIComponent(senderId)}`);
  const isOne = count <= 1;
  const intro = isOne
    ? petName
      ? t("newMessage.bodyPet", { sender: senderName, pet: petName })
      : t("newMessage.body", { sender: senderName })
    : petName
      ? t("newMessage.bodyPetMany", { sender: senderName, pet: petName, count })
      : t("newMessage.bodyMany", { sender: senderName, count });
  const more = count - previews.length;
  const { html, text } = layout({
    heading: t("greeting", { name }),
    paragraphs: [
      intro,
      ...previews.map((p) => `“${p}”`),
      ...(more > 0 ? [t("newMessage.more", { count: more })] : []),
      ...(hasScamSignals ? [t("newMessage.safety")] : []),
      t("manage"),
    ],
    button: t("newMessage.button"),
    link,
    footer: t("footer"),
  });
  const subject = isOne ? t("newMessage.subject", { sender: senderName }) : t("newMessage.subjectMany", { sender: senderName, count });
  return { subject, html, text, link, kind: "notify_new_message" };
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
