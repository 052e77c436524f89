import "server-only";
import { createTranslator } from "next-intl";
import { DELETED_USER_NAME } from "@/lib/people/deleted-user";
import { isLocale, routing, type TLocale } from "@/lib/i18n/routing";
import type { TProtectionStep } from "@/lib/live/kinds";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";
import te from "@/messages/te.json";

// What a notification says, in its reader's language (catalogue namespace `Push`). Lock-screen safe:
// who and which pet, never what a message says. The url is a path in the reader's language (the
// service worker opens it on this site, whatever address the site is served from).

const catalogues = { en, te, hi } as const;

export type TPushPayload = { title: string; body: string; url: string; tag: string };

/**
 * The protection steps (lib/orders/protection.ts) each side hears of by push: not the one they took
 * themselves (the buyer's own dispute, the seller's own statement). Never the handover code: the
 * buyer's `held` push says the code is in the app, and the lock screen shows no more.
 */
export const PROTECTION_PUSH_STEPS = {
  buyer: ["held", "handed_over", "released", "refunded", "expired", "lapsed", "dispute_statement", "dispute_decided"],
  seller: ["held", "handed_over", "released", "refunded", "expired", "lapsed", "dispute_opened", "dispute_decided"],
} as const satisfies Record<"buyer" | "seller", readonly TProtectionStep[]>;
export type TProtectionPushNote = { kind: "protection"; orderId: string; other: string; pet: string } & (
  | { role: "buyer"; step: (typeof PROTECTION_PUSH_STEPS.buyer)[number] }
  | { role: "seller"; step: (typeof PROTECTION_PUSH_STEPS.seller)[number] }
);

export type TPushNote =
  | TProtectionPushNote
  | { kind: "newMessage"; senderId: string; sender: string; pet: string | null }
  | { kind: "newOrder"; orderId: string; buyer: string; pet: string }
  | { kind: "orderAccepted" | "orderRejected"; orderId: string; seller: string; pet: string }
  | { kind: "paymentReceived"; orderId: string; buyer: string; pet: string }
  | { kind: "searchMatches"; count: number; url: string }
  // A seller's registration (lib/notifications/registration.ts): decided, ending within a month, ended.
  | { kind: "registration"; step: "approved" | "refused" | "expiring" | "expired" }
  // A rehoming's check-ins (lib/notifications/check-ins.ts): the adopter's question; the owner's word that
  // the adopter can no longer keep the pet and offers it back first.
  | { kind: "checkIn"; checkInId: string; pet: string }
  | { kind: "checkInReturn"; orderId: string; pet: string }
  // A rehoming's application, to its owner (lib/applications/service.ts), and the agreement signed by both,
  // to each of them (lib/agreements/notify.ts): the adopter of a rehoming hears they can now pay.
  | { kind: "newApplication"; petId: string; applicant: string; pet: string }
  | { kind: "agreementSigned"; orderId: string; pet: string; canPay: boolean };

/** A path (with its query) in a language: English has no prefix. */
export const localePath = (locale: TLocale, path: string) =>
  locale === routing.defaultLocale ? path : `/${locale}${path === "/" ? "" : path}`;

export function pushPayload(note: TPushNote, locale: string): TPushPayload {
  const l: TLocale = isLocale(locale) ? locale : routing.defaultLocale;
  const t = createTranslator({ locale: l, messages: catalogues[l], namespace: "Push" });
  // A deleted account is "Deleted user" in the reader's language.
  const deleted = createTranslator({ locale: l, messages: catalogues[l], namespace: "Common" })("deletedUser");
  const person = (name: string) => (name === DELETED_USER_NAME ? deleted : name);
  switch (note.kind) {
    case "newMessage":
      return {
        title: t("newMessage.title", { sender: person(note.sender) }),
        body: note.pet ? t("newMessage.bodyPet", { pet: note.pet }) : t("newMessage.body"),
        // The conversation with the sender (the chat's own address: components/messages/messages-view.tsx).
        url: localePath(l, `/messages?with=${encodeURIComponent(note.senderId)}`),
        tag: `message:${note.senderId}`,
      };
    case "newOrder":
      return {
        title: t("newOrder.title", { pet: note.pet }),
        body: t("newOrder.body", { buyer: person(note.buyer), pet: note.pet }),
        url: localePath(l, "/dashboard"),
        tag: `order:${note.orderId}`,
      };
    case "orderAccepted":
    case "orderRejected":
      return {
        title: t(`${note.kind}.title`, { pet: note.pet }),
        body: t(`${note.kind}.body`, { seller: person(note.seller), pet: note.pet }),
        url: localePath(l, "/dashboard"),
        tag: `order:${note.orderId}`,
      };
    case "paymentReceived":
      return {
        title: t("paymentReceived.title", { pet: note.pet }),
        body: t("paymentReceived.body", { buyer: person(note.buyer), pet: note.pet }),
        url: localePath(l, "/dashboard"),
        tag: `order:${note.orderId}`,
      };
    case "protection": {
      const values = { pet: note.pet, other: person(note.other) };
      const [title, body] =
        note.role === "buyer"
          ? [t(`protection.buyer.${note.step}.title`, values), t(`protection.buyer.${note.step}.body`, values)]
          : [t(`protection.seller.${note.step}.title`, values), t(`protection.seller.${note.step}.body`, values)];
      // The order page, where each step's next move is; the tag replaces the order's earlier push.
      return { title, body, url: localePath(l, `/orders/${encodeURIComponent(note.orderId)}`), tag: `order:${note.orderId}` };
    }
    case "registration":
      return {
        title: t(`registration.${note.step}.title`),
        body: t(`registration.${note.step}.body`),
        url: localePath(l, "/profile?tab=seller"),
        tag: "registration",
      };
    case "checkIn": {
      const tc = createTranslator({ locale: l, messages: catalogues[l], namespace: "CheckIns" });
      return {
        title: tc("push.title", { pet: note.pet }),
        body: tc("push.body", { pet: note.pet }),
        url: localePath(l, `/check-ins/${encodeURIComponent(note.checkInId)}`),
        tag: `check-in:${note.checkInId}`,
      };
    }
    case "newApplication":
      return {
        title: t("newApplication.title", { pet: note.pet }),
        body: t("newApplication.body", { applicant: person(note.applicant), pet: note.pet }),
        // The owner's list of the pet's applications; one notification a pet, the newest replacing the last.
        url: localePath(l, `/pets/${encodeURIComponent(note.petId)}/applications`),
        tag: `applications:${note.petId}`,
      };
    case "agreementSigned":
      return {
        title: t("agreementSigned.title", { pet: note.pet }),
        body: note.canPay ? t("agreementSigned.bodyPay", { pet: note.pet }) : t("agreementSigned.body", { pet: note.pet }),
        url: localePath(l, `/orders/${encodeURIComponent(note.orderId)}`),
        tag: `order:${note.orderId}`,
      };
    case "checkInReturn": {
      const tc = createTranslator({ locale: l, messages: catalogues[l], namespace: "CheckIns" });
      return {
        title: tc("push.returnTitle", { pet: note.pet }),
        body: tc("push.returnBody", { pet: note.pet }),
        url: localePath(l, `/orders/${encodeURIComponent(note.orderId)}`),
        tag: `order:${note.orderId}`,
      };
    }
    case "searchMatches":
      return {
        title: t("searchMatches.title"),
        body: t("searchMatches.body", { count: note.count }),
        url: localePath(l, note.url),
        tag: "search-matches",
      };
  }
}
