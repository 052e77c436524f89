import "server-only";
import { createTranslator } from "next-intl";
import { DELETED_USER_NAME } from "@/lib/people/deleted-user";
import { isLocale, routing, type TLocale } from "@/lib/i18n/routing";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";
import te from "@/messages/te.json";

// What a notification says, in its reader's language (catalogue namespace `Push`). Lock-screen safe:
// who and which pet, never what a message says. The url is a path in the reader's language (the
// service worker opens it on this site, whatever address the site is served from).

const catalogues = { en, te, hi } as const;

export type TPushPayload = { title: string; body: string; url: string; tag: string };

export type TPushNote =
  | { kind: "newMessage"; senderId: string; sender: string; pet: string | null }
  | { kind: "newOrder"; orderId: string; buyer: string; pet: string }
  | { kind: "orderAccepted" | "orderRejected"; orderId: string; seller: string; pet: string }
  | { kind: "paymentReceived"; orderId: string; buyer: string; pet: string }
  | { kind: "searchMatches"; count: number; url: string };

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
    case "searchMatches":
      return {
        title: t("searchMatches.title"),
        body: t("searchMatches.body", { count: note.count }),
        url: localePath(l, note.url),
        tag: "search-matches",
      };
  }
}
