import { alertDigestMail } from "@/lib/email/alert-digest-mail";
import { resetMail, verificationMail } from "@/lib/email/auth-mails";
import { checkInMail, checkInOwnerMail } from "@/lib/email/check-in-mails";
import { dataExportedMail } from "@/lib/email/data-exported-mail";
import {
  conversationWarningMail,
  listingAutoHiddenStaffMail,
  listingDeletedMail,
  listingHiddenMail,
  listingRestoredMail,
} from "@/lib/email/listing-moderation-mails";
import { accountRestoredMail, accountSuspendedMail, supportReplyMail } from "@/lib/email/moderation-mails";
import { newMessageMail, newOrderMail, orderDecisionMail } from "@/lib/email/notification-mails";
import { supportReceivedMail, supportRequestMail } from "@/lib/email/support-request-mail";
import { mailWidth, PHONE_WIDTH, withPhoneMailPage } from "../helpers/phone-mail";

// Every mail, as a phone's mail app lays it out (Chromium, 390 px wide), with the people's texts that
// the database may hold: one long word each, no space to break at. None may widen the mail past the
// screen (a mail app then shrinks the whole mail to fit, the button and the text with it). Beside the
// integration tests, not the unit ones: it needs Debian's Chromium, which the pure unit tests do not.

jest.setTimeout(60_000);

const name = "Lalitha".repeat(20);
const pet = `${"W".repeat(200)}<b>markup</b>`;
const link = `https://www.example.com/${"pawbazaar-listing-".repeat(12)}?utm_source=${"x".repeat(80)}`;
const words = `See ${link} ${"Z".repeat(300)}`;

const mails: [string, string][] = [
  ["verification", verificationMail({ locale: "en", name, token: "t".repeat(64) }).html],
  ["password reset", resetMail({ locale: "te", name, token: "t".repeat(64) }).html],
  ["data exported", dataExportedMail({ locale: "hi", name, at: new Date("2026-11-28T10:00:00Z") }).html],
  ["new message", newMessageMail({ locale: "en", name, senderName: name, senderId: "u1", petName: pet, previews: [words] }).html],
  [
    "new messages, listed and counted",
    newMessageMail({ locale: "te", name, senderName: name, senderId: "u1", petName: pet, previews: [words, words], count: 7 }).html,
  ],
  ["new order", newOrderMail({ locale: "en", name, buyerName: name, lines: [{ petName: pet, quantity: 1, total: "₹7,350" }] }).html],
  ["order decision", orderDecisionMail({ locale: "te", name, petName: pet, sellerName: name, isAccepted: true }).html],
  ["listing hidden", listingHiddenMail({ locale: "en", name, petName: pet, reason: words }).html],
  ["listing restored", listingRestoredMail({ locale: "hi", name, petName: pet }).html],
  ["listing deleted", listingDeletedMail({ locale: "en", name, petName: pet, reason: words }).html],
  ["listing hidden, to the moderators", listingAutoHiddenStaffMail({ locale: "en", name, petName: pet, count: 3 }).html],
  ["conversation warning", conversationWarningMail({ locale: "en", name, reason: words }).html],
  ["account suspended", accountSuspendedMail({ locale: "en", name, reason: words, hasRejectedOrders: true }).html],
  ["account restored", accountRestoredMail({ locale: "en", name }).html],
  ["support reply", supportReplyMail({ locale: "en", name, ticket: "PB-100001", subject: words, message: words, reply: words }).html],
  [
    "support request",
    supportRequestMail({
      id: "r1",
      ticket: "PB-100001",
      kind: "support",
      name,
      email: `${"a".repeat(60)}@example.com`,
      subject: words,
      message: words,
      userId: null,
      createdAt: new Date("2026-11-28T10:00:00Z"),
      locale: "en",
    }).html,
  ],
  ["support request receipt", supportReceivedMail({ kind: "support", ticket: "PB-100001", locale: "te" }).html],
  ["check-in", checkInMail({ locale: "te", name, pet, owner: name, kind: "week", checkInId: "c".repeat(25) }).html],
  [
    "check-in, to the owner",
    checkInOwnerMail({ locale: "hi", name, pet, adopter: name, answer: "needs_new_home", note: words, orderId: "o".repeat(25) }).html,
  ],
  [
    "alert digest",
    alertDigestMail({
      locale: "en",
      name,
      unsubscribeToken: "u".repeat(40),
      sections: [
        {
          label: words,
          href: "/pets?q=x",
          pets: [
            { id: "p1", name: pet, breed: "Ridgeback".repeat(14), price: 7350, location: "Visakhapatnam".repeat(10), photo: "/p.webp" },
          ],
          more: 0,
          isMoreCapped: false,
        },
      ],
    }).html,
  ],
];

const phone = withPhoneMailPage();

describe("the mails on a 390 px phone", () => {
  it.each(mails)("the %s mail is no wider than the screen, whatever the words in it", async (_kind, html) => {
    expect(await mailWidth(phone(), html)).toBeLessThanOrEqual(PHONE_WIDTH);
  });

  it("still shows the long words whole, broken across lines", async () => {
    await phone().setContent(mails.find(([kind]) => kind === "new order")![1]);
    expect(await phone().evaluate(() => document.body.innerText)).toContain(pet);
  });
});
