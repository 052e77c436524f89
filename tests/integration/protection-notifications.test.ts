import { POST as accept } from "@/app/server/orders/accept/route";
import { POST as handover } from "@/app/server/orders/handover/route";
import { getDb } from "@/lib/db";
import { addSellerStatement, decideDispute, openDispute } from "@/lib/disputes/service";
import { env } from "@/lib/env";
import { formatDate } from "@/lib/format";
import { notifyProtectionStep } from "@/lib/notifications/protection";
import { callOffBeforeHandover, confirmHandover } from "@/lib/orders/protection";
import { runProtectionJob } from "@/lib/protection/run";
import { acceptOrder, createOrder } from "@/lib/orders/service";
import { createPayment, verifyPayment } from "@/lib/payments/service";
import { deletedEmailOf } from "@/lib/people/deleted-user";
import { formatTicket } from "@/lib/support/ticket";
import { closeDb, resetDb } from "../helpers/db";
import { createPet, createUser } from "../helpers/fixtures";
import { call } from "../helpers/http";
import { startPushService, type TPushBrowser } from "../helpers/push-service";

// What each of an order's two people is told at each step of the buyer's protection (lib/notifications/
// protection.ts), driven through the real moves of lib/orders/protection.ts on the real database: who got
// which mail, in which language, with which amounts and deadlines; the handover code only in the buyer's
// receipt, never in a seller's mail or any push; the notification switches for progress mails, none for
// receipts; and the support team's mail of a new dispute.

const db = getDb();
const config = env();
jest.setTimeout(120_000);

const PRICE = 15_000;

type TPerson = Awaited<ReturnType<typeof createUser>> & { name: string; browser: TPushBrowser };
let push: Awaited<ReturnType<typeof startPushService>>;
let buyer: TPerson;
let seller: TPerson;

async function person(name: string, locale: "en" | "te" | "hi") {
  const user = await createUser({ name, verified: true });
  await db.user.update({
    where: { id: user.id },
    data: { locale, pushNewOrder: true, pushOrderDecision: true, pushPaymentReceived: true },
  });
  return { ...user, name, browser: await push.subscribe(user.id) };
}

const setLocales = (b: "en" | "te" | "hi", s: "en" | "te" | "hi") =>
  Promise.all([
    db.user.update({ where: { id: buyer.id }, data: { locale: b } }),
    db.user.update({ where: { id: seller.id }, data: { locale: s } }),
  ]);
const switchOff = (who: TPerson, data: { notifyNewOrder?: boolean; notifyOrderDecision?: boolean }) =>
  db.user.update({ where: { id: who.id }, data });

/** A person's mails of the protection (the accept's own "order accepted" mail is another file's test). */
const mailsTo = (who: { id: string }) =>
  db.mail.findMany({
    where: { userId: who.id, OR: [{ kind: { startsWith: "protection_" } }, { kind: { startsWith: "dispute_" } }] },
    orderBy: { createdAt: "asc" },
  });
const onlyMailTo = async (who: { id: string }, kind: string) => {
  const mails = await mailsTo(who);
  expect(mails.map((m) => m.kind)).toEqual([kind]);
  return mails[0];
};
const orderLink = (locale: "en" | "te" | "hi", orderId: string) =>
  `http://localhost:3000${locale === "en" ? "" : `/${locale}`}/orders/${orderId}`;

/** Placed and paid by the buyer (the mock provider), not yet answered. */
async function paidOrder(name = "Bruno") {
  const pet = await createPet(seller.id, { name, price: PRICE });
  const order = await createOrder({ buyerId: buyer.id, petId: pet.id, quantity: 1 });
  const { paymentId } = await createPayment({ userId: buyer.id, amount: PRICE, orderIds: [order.id] });
  await verifyPayment({ userId: buyer.id, paymentId, status: "success" });
  return order.id;
}

const acceptAsSeller = async (orderId: string) =>
  expect((await call(accept, "POST", "/server/orders/accept", { token: seller.token, body: { order_id: orderId } })).status).toBe(200);

/** Paid, then accepted by the seller (POST /server/orders/accept): the money is held. */
async function heldOrder(name = "Bruno") {
  const orderId = await paidOrder(name);
  await acceptAsSeller(orderId);
  return db.order.findUniqueOrThrow({ where: { id: orderId } });
}

const pushesTo = (who: TPerson) => push.payloadsTo(who.browser);
const everyPush = () => [...pushesTo(buyer), ...pushesTo(seller)];

beforeAll(async () => {
  push = await startPushService();
  config.PLATFORM_FEE_PERCENT = 2.5;
});
afterAll(async () => {
  config.PLATFORM_FEE_PERCENT = 0;
  await push.close();
  await closeDb();
});
beforeEach(async () => {
  await resetDb();
  buyer = await person("Arjun Mehta", "en");
  seller = await person("Lakshmi Reddy", "en");
  // The accounts' verification mails are not what is tested.
  await db.mail.deleteMany();
  push.received.length = 0;
});

describe("held: the money is held until handover", () => {
  it("gives the buyer a receipt with the handover code in Telugu, and the seller the next steps in Hindi without it", async () => {
    await setLocales("te", "hi");
    const order = await heldOrder();
    const code = order.handoverCode!;
    expect(code).toMatch(/^\d{6}$/);
    const deadline = order.protectionDeadline!;

    const receipt = await onlyMailTo(buyer, "protection_held");
    expect(receipt.subject).toBe("రసీదు: Bruno కోసం ₹15,000, అప్పగింత వరకు మా వద్ద భద్రంగా ఉంది");
    expect(receipt.subject).not.toContain(code);
    expect(receipt.text).toContain(`మీ అప్పగింత కోడ్: ${code}`);
    expect(receipt.html).toContain(code);
    expect(receipt.text).toContain("మీ డబ్బు అప్పగింత వరకు మా వద్ద భద్రంగా ఉంది");
    expect(receipt.text).toContain("చెల్లించిన మొత్తం: ₹15,000");
    expect(receipt.text).toContain("విక్రేత: Lakshmi Reddy");
    expect(receipt.text).toContain("Bruno మీ చేతికి వచ్చిన తర్వాతే ఈ కోడ్‌ను Lakshmi Reddyకు చూపించండి.");
    expect(receipt.text).toContain(`అప్పగింత భారత కాలమానం ప్రకారం ${formatDate(deadline, "te", "long")}, `);
    expect(receipt.text).toContain("ఆర్డర్‌ను రద్దు చేయవచ్చు");
    expect(receipt.link).toBe(orderLink("te", order.id));

    const sellerMail = await onlyMailTo(seller, "protection_held");
    expect(sellerMail.subject).toBe("Bruno के लिए ₹15,000 सौंपे जाने तक हमारे पास सुरक्षित है");
    expect(sellerMail.text).toContain("6 अंकों का सौंपने का कोड माँगें और उसे ऑर्डर पेज पर डालें");
    expect(sellerMail.text).toContain(`कृपया Bruno को भारतीय समय के अनुसार ${formatDate(deadline, "hi", "long")}, `);
    expect(sellerMail.link).toBe(orderLink("hi", order.id));

    // The code is in the buyer's receipt and nowhere else: no other mail, no push.
    const withCode = await db.mail.findMany({
      where: { OR: [{ text: { contains: code } }, { html: { contains: code } }, { subject: { contains: code } }] },
    });
    expect(withCode.map((m) => m.id)).toEqual([receipt.id]);
    const buyerHeld = pushesTo(buyer).find((p) => p.title === "Bruno చెల్లింపు మా వద్ద భద్రంగా ఉంది");
    expect(buyerHeld).toEqual({
      title: "Bruno చెల్లింపు మా వద్ద భద్రంగా ఉంది",
      body: "అప్పగింత వరకు మా వద్ద భద్రంగా ఉంది. మీ అప్పగింత కోడ్ యాప్‌లో ఉంది: Bruno మీ చేతికి వచ్చాకే దాన్ని Lakshmi Reddyకు చూపించండి.",
      url: `/te/orders/${order.id}`,
      tag: `order:${order.id}`,
    });
    expect(pushesTo(seller)).toContainEqual(
      expect.objectContaining({ title: "Bruno का भुगतान हमारे पास सुरक्षित", url: `/hi/orders/${order.id}` }),
    );
    expect(everyPush().length).toBeGreaterThanOrEqual(2);
    for (const p of everyPush()) expect(JSON.stringify(p)).not.toContain(code);
  });

  it("comes with the payment when the seller accepted first", async () => {
    const pet = await createPet(seller.id, { price: PRICE });
    const { id: orderId } = await createOrder({ buyerId: buyer.id, petId: pet.id, quantity: 1 });
    await acceptAsSeller(orderId);
    expect(await mailsTo(buyer)).toEqual([]);
    const { paymentId } = await createPayment({ userId: buyer.id, amount: PRICE, orderIds: [orderId] });
    await verifyPayment({ userId: buyer.id, paymentId, status: "success" });
    const { handoverCode } = await db.order.findUniqueOrThrow({ where: { id: orderId } });
    expect((await onlyMailTo(buyer, "protection_held")).text).toContain(`Your handover code: ${handoverCode}`);
    expect((await onlyMailTo(seller, "protection_held")).text).not.toContain(handoverCode!);
  });

  it("sends the buyer's receipt even with their mails off, and the seller's note only with theirs on", async () => {
    await switchOff(buyer, { notifyOrderDecision: false });
    await switchOff(seller, { notifyNewOrder: false });
    const order = await heldOrder();
    const receipt = await onlyMailTo(buyer, "protection_held");
    expect(receipt.subject).toBe("Receipt: ₹15,000 for Bruno, held until handover");
    expect(receipt.text).toContain(`Your handover code: ${order.handoverCode}`);
    expect(await mailsTo(seller)).toEqual([]);
  });

  it("escapes the names in a mail", async () => {
    await heldOrder("Rocky <b>& Co</b>");
    const mail = await onlyMailTo(seller, "protection_held");
    expect(mail.html).toContain("Rocky &lt;b&gt;&amp; Co&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>& Co");
    expect(mail.subject).toBe("₹15,000 for Rocky <b>& Co</b> is held until handover");
  });
});

describe("handed over", () => {
  it("by the seller's code (POST /server/orders/handover): both learn when the window ends, the buyer how to raise a dispute", async () => {
    const order = await heldOrder();
    const code = order.handoverCode!;
    await db.mail.deleteMany();
    push.received.length = 0;

    const res = await call(handover, "POST", "/server/orders/handover", { token: seller.token, body: { order_id: order.id, code } });
    expect(res.status).toBe(200);
    const after = await db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(after.protection).toBe("handed_over");
    const ends = `${formatDate(after.protectionDeadline!, "en", "long")}`;

    const buyerMail = await onlyMailTo(buyer, "protection_handed_over");
    expect(buyerMail.subject).toBe("Bruno is handed over: your protection window is open");
    expect(buyerMail.text).toContain(`The handover of Bruno from Lakshmi Reddy is recorded. Your protection window ends on ${ends}`);
    expect(buyerMail.text).toContain("raise a dispute on the order page before then");
    const sellerMail = await onlyMailTo(seller, "protection_handed_over");
    expect(sellerMail.text).toContain(`Arjun Mehta's protection window ends on ${ends}`);
    expect(sellerMail.text).toContain(
      "If Arjun Mehta raises no dispute by then, ₹15,000 is released to you, less PawBazaar's fee of 2.5%.",
    );

    // The code is spent: in none of these mails, in no push.
    for (const m of await db.mail.findMany()) expect(`${m.subject} ${m.text} ${m.html}`).not.toContain(code);
    expect(pushesTo(buyer)).toEqual([
      {
        title: "Bruno handed over",
        body: "Your protection window is open. If something is wrong, raise a dispute on the order page.",
        url: `/orders/${order.id}`,
        tag: `order:${order.id}`,
      },
    ]);
    expect(pushesTo(seller).map((p) => p.body)).toEqual(["The money is released to you when Arjun Mehta's protection window ends."]);
  });

  it("waits on the switches, and a step the order has left sends nothing", async () => {
    await switchOff(buyer, { notifyOrderDecision: false });
    const order = await heldOrder();
    await db.mail.deleteMany();
    await confirmHandover({ orderId: order.id, buyerId: buyer.id });
    await notifyProtectionStep({ orderId: order.id, step: "handed_over" });
    expect(await mailsTo(buyer)).toEqual([]);
    await onlyMailTo(seller, "protection_handed_over");
    // Told again of `held`, now that it is handed over: nothing (no receipt with a spent code).
    await db.mail.deleteMany();
    await notifyProtectionStep({ orderId: order.id, step: "held" });
    await notifyProtectionStep({ orderId: order.id, step: "released" });
    expect(await db.mail.count()).toBe(0);
  });
});

describe("released when the window ends", () => {
  it("records the release for the seller (fee and what is theirs), whatever their switch; the buyer's note follows theirs", async () => {
    await switchOff(seller, { notifyNewOrder: false });
    const order = await heldOrder();
    await confirmHandover({ orderId: order.id, buyerId: buyer.id });
    const { protectionDeadline } = await db.order.findUniqueOrThrow({ where: { id: order.id } });
    await db.mail.deleteMany();
    push.received.length = 0;

    expect((await runProtectionJob({ now: new Date(protectionDeadline!.getTime() + 60_000) })).released).toBe(1);
    const sellerMail = await onlyMailTo(seller, "protection_released");
    expect(sellerMail.subject).toBe("₹15,000 for Bruno released to you");
    expect(sellerMail.text).toContain(
      "Arjun Mehta's protection window for Bruno has ended with no dispute, and ₹15,000 is released to you.",
    );
    expect(sellerMail.text).toContain("PawBazaar's fee: ₹375. Yours: ₹14,625.");
    const buyerMail = await onlyMailTo(buyer, "protection_released");
    expect(buyerMail.text).toContain("Your protection window for Bruno has ended and the payment is released to Lakshmi Reddy.");
    expect(pushesTo(seller).map((p) => p.title)).toEqual(["Money released for Bruno"]);
    expect(pushesTo(buyer).map((p) => p.title)).toEqual(["Protection window ended: Bruno"]);

    // The buyer with their switch off: no note.
    await db.mail.deleteMany();
    await switchOff(buyer, { notifyOrderDecision: false });
    await notifyProtectionStep({ orderId: order.id, step: "released" });
    expect(await mailsTo(buyer)).toEqual([]);
    await onlyMailTo(seller, "protection_released");
  });
});

describe("called off, expired, lapsed: why, and the money", () => {
  it("not handed over in time: both told in their language, the refund, the pet listed again (receipts: switches off)", async () => {
    await setLocales("hi", "te");
    await switchOff(buyer, { notifyOrderDecision: false });
    await switchOff(seller, { notifyNewOrder: false });
    const order = await heldOrder();
    await db.mail.deleteMany();
    push.received.length = 0;

    expect((await runProtectionJob({ now: new Date(order.protectionDeadline!.getTime() + 60_000) })).expiredNotHandedOver).toBe(1);
    const buyerMail = await onlyMailTo(buyer, "protection_expired");
    expect(buyerMail.subject).toBe("Bruno के ऑर्डर की मियाद ख़त्म हुई");
    expect(buyerMail.text).toContain("Lakshmi Reddy से Bruno के आपके ऑर्डर की मियाद ख़त्म हो गई है। 7 दिनों के भीतर सौंपने की पुष्टि दर्ज नहीं हुई।");
    expect(buyerMail.text).toContain("उसमें हम ₹15,000 का रिफ़ंड कर रहे हैं।");
    expect(buyerMail.link).toBe(orderLink("hi", order.id));
    const sellerMail = await onlyMailTo(seller, "protection_expired");
    expect(sellerMail.text).toContain("Arjun Mehta చేసిన Bruno ఆర్డర్ గడువు ముగిసింది. 7 రోజుల్లోగా అప్పగింత నమోదు కాలేదు.");
    expect(sellerMail.text).toContain("దాని కోసం మా వద్ద ఉన్న ₹15,000 Arjun Mehtaకు వాపసు అవుతుంది.");
    expect(sellerMail.text).toContain("Bruno ప్రకటన మళ్లీ కనిపిస్తోంది");
    expect(pushesTo(buyer).map((p) => p.title)).toEqual(["ऑर्डर की मियाद ख़त्म: Bruno"]);
    expect(pushesTo(seller).map((p) => p.title)).toEqual(["ఆర్డర్ గడువు ముగిసింది: Bruno"]);
  });

  it("a paid order the seller never answered: their silence, refunded, not listed again (it was never taken off)", async () => {
    const orderId = await paidOrder();
    const { protectionDeadline } = await db.order.findUniqueOrThrow({ where: { id: orderId } });
    expect((await runProtectionJob({ now: new Date(protectionDeadline!.getTime() + 60_000) })).expiredUnanswered).toBe(1);
    const buyerMail = await onlyMailTo(buyer, "protection_expired");
    expect(buyerMail.text).toContain(
      "Your order for Bruno from Lakshmi Reddy has expired. Lakshmi Reddy did not answer it within 48 hours of your payment.",
    );
    expect(buyerMail.text).toContain("We are refunding ₹15,000 to the account you paid from.");
    const sellerMail = await onlyMailTo(seller, "protection_expired");
    expect(sellerMail.text).toContain("You did not answer it within 48 hours of Arjun Mehta's payment.");
    expect(sellerMail.text).not.toContain("listed again");
  });

  it("an accepted order never paid: nothing to refund, and the mails wait on the switches", async () => {
    await switchOff(seller, { notifyNewOrder: false });
    const pet = await createPet(seller.id, { price: PRICE });
    const order = await createOrder({ buyerId: buyer.id, petId: pet.id, quantity: 1 });
    await acceptOrder({ orderId: order.id, sellerId: seller.id });
    const { protectionDeadline, protection } = await db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(protection).toBe("awaiting_payment");
    expect((await runProtectionJob({ now: new Date(protectionDeadline!.getTime() + 60_000) })).lapsed).toBe(1);
    const buyerMail = await onlyMailTo(buyer, "protection_lapsed");
    expect(buyerMail.subject).toBe("Order for Bruno closed");
    expect(buyerMail.text).toContain(
      "Your order for Bruno from Lakshmi Reddy is closed. It was not paid for within 24 hours of Lakshmi Reddy accepting it.",
    );
    expect(buyerMail.text).toContain("No money was paid for it, so there is nothing to refund.");
    expect(await mailsTo(seller)).toEqual([]);
  });

  it("the buyer calls a held order off: refunded in full, with the reason to each", async () => {
    const order = await heldOrder();
    await db.mail.deleteMany();
    await callOffBeforeHandover({ orderId: order.id, userId: buyer.id, as: "buyer" });
    await notifyProtectionStep({ orderId: order.id, step: "refunded" });
    const buyerMail = await onlyMailTo(buyer, "protection_refunded");
    expect(buyerMail.subject).toBe("Refund of ₹15,000 for Bruno");
    expect(buyerMail.text).toContain("Your order for Bruno from Lakshmi Reddy is called off before the handover. You cancelled it.");
    expect(buyerMail.text).toContain("We are refunding ₹15,000 to the account you paid from.");
    const sellerMail = await onlyMailTo(seller, "protection_refunded");
    expect(sellerMail.text).toContain("The order from Arjun Mehta for Bruno is called off before the handover. Arjun Mehta cancelled it.");
    expect(sellerMail.text).toContain("The ₹15,000 held for it goes back to Arjun Mehta.");
    expect(sellerMail.text).toContain("Bruno is listed again, so other buyers can order it.");
  });

  it("a deleted account gets nothing; the other person still hears", async () => {
    const order = await heldOrder();
    await db.mail.deleteMany();
    await db.user.update({
      where: { id: buyer.id },
      data: { deletedAt: new Date(), name: "Deleted user", email: deletedEmailOf(buyer.id) },
    });
    await callOffBeforeHandover({ orderId: order.id, userId: seller.id, as: "seller" });
    await notifyProtectionStep({ orderId: order.id, step: "refunded" });
    expect(await mailsTo(buyer)).toEqual([]);
    const sellerMail = await onlyMailTo(seller, "protection_refunded");
    expect(sellerMail.text).toContain("The order from Deleted user for Bruno is called off before the handover. You called it off.");
  });
});

describe("a dispute", () => {
  it("tells the seller what the buyer said, acknowledges it to the buyer and tells the team; then the seller's side, then the decision", async () => {
    await setLocales("en", "te");
    // Every dispute mail is a record of the complaint: it goes whatever the switches say.
    await switchOff(buyer, { notifyOrderDecision: false });
    await switchOff(seller, { notifyNewOrder: false });
    const moderator = await createUser({ name: "Moderator Meera", verified: true });
    const order = await heldOrder();
    await confirmHandover({ orderId: order.id, buyerId: buyer.id });
    await db.mail.deleteMany();
    push.received.length = 0;

    const details = "He is not the dog in the photos.\n<script>alert(1)</script> The listing said two years.";
    await openDispute({ buyerId: buyer.id, input: { order_id: order.id, reason: "not_as_shown", details }, form: new FormData() });
    await notifyProtectionStep({ orderId: order.id, step: "dispute_opened" });
    const dispute = await db.dispute.findUniqueOrThrow({ where: { orderId: order.id } });
    // Every mail of the dispute carries its ticket number after the subject (lib/support/ticket.ts).
    const ticket = formatTicket(dispute.ticket);

    const toSeller = await onlyMailTo(seller, "dispute_opened");
    expect(toSeller.subject).toBe(`Bruno గురించి Arjun Mehta వివాదం లేవనెత్తారు (${ticket})`);
    expect(toSeller.text).toContain("Bruno ఆర్డర్ గురించి Arjun Mehta వివాదం లేవనెత్తారు: ఇది ప్రకటనలో చూపిన పెంపుడు జంతువు కాదు.");
    expect(toSeller.text).toContain("> He is not the dog in the photos.\n> <script>alert(1)</script> The listing said two years.");
    expect(toSeller.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(toSeller.html).not.toContain("<script>");
    expect(toSeller.text).toContain(`${formatDate(dispute.acknowledgeBy, "te", "long")}`);
    expect(toSeller.text).toContain(`${formatDate(dispute.decideBy, "te", "long")}`);
    const toBuyer = await onlyMailTo(buyer, "dispute_opened");
    expect(toBuyer.subject).toBe(`We received your dispute about Bruno (${ticket})`);
    expect(toBuyer.text).toContain(`A moderator looks at both sides and decides by ${formatDate(dispute.decideBy, "en", "long")}`);
    const [team] = await db.mail.findMany({ where: { kind: "dispute_opened_team" } });
    expect(team).toMatchObject({
      userId: null,
      to: config.SUPPORT_EMAIL,
      subject: `[PawBazaar dispute ${ticket}] Bruno: buyer: not_as_shown`,
    });
    expect(team.text).toContain(`Order: ${order.id}`);
    expect(team.text).toContain(details);
    expect(team.html).not.toContain("<script>");
    expect(pushesTo(seller).map((p) => p.body)).toEqual(["Arjun Mehta వివాదం లేవనెత్తారు. ఆర్డర్ పేజీలో మీ వైపు వివరణ ఇవ్వండి."]);
    expect(pushesTo(buyer)).toEqual([]);

    await db.mail.deleteMany();
    push.received.length = 0;
    await addSellerStatement({
      sellerId: seller.id,
      input: { order_id: order.id, statement: "This is the same dog; the photos are from last month." },
      form: new FormData(),
    });
    await notifyProtectionStep({ orderId: order.id, step: "dispute_statement" });
    const statement = await onlyMailTo(buyer, "dispute_statement");
    expect(statement.subject).toBe(`Lakshmi Reddy added their side to your dispute about Bruno (${ticket})`);
    expect(statement.text).toContain("> This is the same dog; the photos are from last month.");
    expect(await mailsTo(seller)).toEqual([]);
    expect(pushesTo(buyer).map((p) => p.title)).toEqual(["Lakshmi Reddy replied to your dispute"]);
    expect(pushesTo(seller)).toEqual([]);

    await db.mail.deleteMany();
    push.received.length = 0;
    await decideDispute({
      disputeId: dispute.id,
      actor: { id: moderator.id, email: moderator.email },
      input: { outcome: "partial", amount: 5_000, reason: "The photos show a younger dog than the one handed over." },
    });
    await notifyProtectionStep({ orderId: order.id, step: "dispute_decided" });
    const decidedBuyer = await onlyMailTo(buyer, "dispute_decided");
    expect(decidedBuyer.subject).toBe(`Decision on your dispute about Bruno (${ticket})`);
    expect(decidedBuyer.text).toContain(
      "you get ₹5,000 back, refunded to the account you paid from. The rest, ₹10,000, is released to Lakshmi Reddy.",
    );
    expect(decidedBuyer.text).toContain("The moderator's reason: The photos show a younger dog than the one handed over.");
    expect(decidedBuyer.text).toContain("http://localhost:3000/grievance-officer");
    const decidedSeller = await onlyMailTo(seller, "dispute_decided");
    expect(decidedSeller.text).toContain("Arjun Mehtaకు ₹5,000 వాపసు అవుతుంది, మిగతా ₹10,000 మీకు విడుదలైంది.");
    expect(decidedSeller.text).toContain("PawBazaar రుసుము: ₹250. మీకు వచ్చేది: ₹9,750.");
    expect(decidedSeller.text).toContain("మోడరేటర్ చెప్పిన కారణం: The photos show a younger dog than the one handed over.");
    expect(decidedSeller.text).toContain("http://localhost:3000/te/grievance-officer");
    expect(pushesTo(buyer).map((p) => p.title)).toEqual(["Dispute decided: Bruno"]);
    expect(pushesTo(seller).map((p) => p.title)).toEqual(["వివాదంపై నిర్ణయం: Bruno"]);
  });

  it("a full refund and a release, each as the reader reads it", async () => {
    const moderator = await createUser({ name: "Moderator Meera", verified: true });
    const decide = async (outcome: "refund" | "release") => {
      const order = await heldOrder();
      await confirmHandover({ orderId: order.id, buyerId: buyer.id });
      await openDispute({
        buyerId: buyer.id,
        input: { order_id: order.id, reason: "wrong_details", details: "She is a female, the listing said male." },
        form: new FormData(),
      });
      const { id } = await db.dispute.findUniqueOrThrow({ where: { orderId: order.id } });
      await db.mail.deleteMany();
      await decideDispute({
        disputeId: id,
        actor: { id: moderator.id, email: moderator.email },
        input: { outcome, reason: "Checked the vet's records of the pet." },
      });
      await notifyProtectionStep({ orderId: order.id, step: "dispute_decided" });
    };
    await decide("refund");
    expect((await onlyMailTo(buyer, "dispute_decided")).text).toContain(
      "you get a full refund. We are refunding ₹15,000 to the account you paid from.",
    );
    const refunded = await onlyMailTo(seller, "dispute_decided");
    expect(refunded.text).toContain("Arjun Mehta gets a full refund of ₹15,000.");
    expect(refunded.text).not.toContain("PawBazaar's fee");
    await decide("release");
    expect((await onlyMailTo(buyer, "dispute_decided")).text).toContain(
      "the payment of ₹15,000 is released to Lakshmi Reddy, with no refund.",
    );
    const released = await onlyMailTo(seller, "dispute_decided");
    expect(released.text).toContain("in your favour: ₹15,000 is released to you.");
    expect(released.text).toContain("PawBazaar's fee: ₹375. Yours: ₹14,625.");
  });
});
