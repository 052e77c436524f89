import {
  closedMail,
  disputeDecidedMail,
  disputeOpenedMail,
  disputeStatementMail,
  disputeTeamMail,
  handedOverMail,
  heldMail,
  releasedMail,
  type TOrderMailBase,
} from "@/lib/email/protection-mails";
import { mailWidth, PHONE_WIDTH, withPhoneMailPage } from "../helpers/phone-mail";

// The protection mails (lib/email/protection-mails.ts) as a phone's mail app lays them out, with the
// longest texts people can put in them (as tests/integration/mail-layout.test.ts does for the others):
// none may be wider than the screen, and the handover code stays whole on one line.

jest.setTimeout(60_000);

const name = "Lalitha".repeat(20);
const pet = `${"W".repeat(200)}<b>markup</b>`;
const words = `See https://www.example.com/${"pawbazaar-listing-".repeat(12)} ${"Z".repeat(300)}\n${"Y".repeat(400)}`;
const at = new Date("2026-12-10T11:30:00Z");
const base = (role: "buyer" | "seller", locale: string): TOrderMailBase => ({
  locale,
  role,
  name,
  buyerName: name,
  sellerName: name,
  orderId: "c".repeat(25),
  petName: pet,
  amount: 12_34_567,
});
const earned = { earnedPaise: 123_456_700, feePaise: 3_086_418 };

const mails: [string, string][] = [
  ["held, the buyer's receipt", heldMail({ ...base("buyer", "te"), deadline: at, paidAt: at, code: "048213" }).html],
  ["held, to the seller", heldMail({ ...base("seller", "hi"), deadline: at, paidAt: at }).html],
  ["handed over, to the buyer", handedOverMail({ ...base("buyer", "en"), deadline: at, feePercent: 2.5 }).html],
  ["handed over, to the seller", handedOverMail({ ...base("seller", "te"), deadline: at, feePercent: 2.5 }).html],
  ["released, to the seller", releasedMail({ ...base("seller", "hi"), earned }).html],
  [
    "expired, to the seller",
    closedMail({
      ...base("seller", "te"),
      step: "expired",
      reason: "not_handed_over",
      refunded: 12_34_567,
      isListedAgain: true,
      hours: { answer: 48, pay: 24 },
      handoverDays: 7,
    }).html,
  ],
  [
    "dispute opened, to the seller",
    disputeOpenedMail({ ...base("seller", "en"), ticket: "PB-100001", reason: "ill", details: words, statementBy: at, decideBy: at }).html,
  ],
  [
    "seller's side, to the buyer",
    disputeStatementMail({ ...base("buyer", "hi"), ticket: "PB-100001", statement: words, decideBy: at }).html,
  ],
  [
    "dispute decided, to the seller",
    disputeDecidedMail({
      ...base("seller", "te"),
      ticket: "PB-100001",
      outcome: "partial",
      refundAmount: 1_000,
      decisionReason: words,
      earned,
    }).html,
  ],
  [
    "dispute opened, to the team",
    disputeTeamMail({
      disputeId: "d1",
      ticket: "PB-100001",
      orderId: "o1",
      petName: pet,
      amount: 7_350,
      reason: "buyer: ill",
      details: words,
      buyer: { id: "u1", name, email: `${"a".repeat(60)}@example.com` },
      seller: { id: "u2", name, email: `${"b".repeat(60)}@example.com` },
      photos: 2,
      vetNotes: 1,
      openedAt: at,
      acknowledgeBy: at,
      decideBy: at,
    }).html,
  ],
];

const phone = withPhoneMailPage();

describe("the protection mails on a 390 px phone", () => {
  it.each(mails)("the %s mail is no wider than the screen", async (_kind, html) => {
    expect(await mailWidth(phone(), html)).toBeLessThanOrEqual(PHONE_WIDTH);
  });

  it("shows the handover code whole, on one line, and the long words broken, not cut", async () => {
    await phone().setContent(mails[0][1]);
    const text = await phone().evaluate(() => document.body.innerText);
    expect(text).toContain("048213");
    expect(text).toContain(pet);
    const code = phone().getByText("048213", { exact: true });
    const box = await code.boundingBox();
    expect(box!.height).toBeLessThan(60);
  });
});
