import { strFromU8, unzipSync } from "fflate";
import { NextRequest } from "next/server";
import { GET as listDisputes } from "@/app/server/admin/disputes/route";
import { GET as reportsQueue } from "@/app/server/admin/reports/route";
import { GET as supportInbox } from "@/app/server/admin/support/route";
import { POST as reply } from "@/app/server/admin/support/[id]/reply/route";
import { POST as contact } from "@/app/server/contact/route";
import { POST as reportConversation } from "@/app/server/messages/report/route";
import { POST as sendMessage } from "@/app/server/messages/route";
import { POST as accept } from "@/app/server/orders/accept/route";
import { POST as openDispute } from "@/app/server/orders/dispute/route";
import { POST as handover } from "@/app/server/orders/handover/route";
import { GET as getOrder } from "@/app/server/orders/[id]/route";
import { POST as placeOrder } from "@/app/server/orders/route";
import { POST as createPayment } from "@/app/server/payments/create-order/route";
import { POST as verifyPayment } from "@/app/server/payments/verify/route";
import { GET as getPetRoute } from "@/app/server/pets/[id]/route";
import { POST as reportListing } from "@/app/server/pets/[id]/report/route";
import { GET as exportData } from "@/app/server/profile/export/route";
import { POST as support } from "@/app/server/support/route";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { findTicket } from "@/lib/moderation/find-ticket";
import { getSellerPage } from "@/lib/sellers/service";
import { formatTicket, parseTicket } from "@/lib/support/ticket";
import { closeDb, resetDb } from "../helpers/db";
import { createPet, createUser, jpegPhoto } from "../helpers/fixtures";
import { call, freshIp } from "../helpers/http";
import { expectDocumentedAnswer } from "../helpers/openapi";

// Ticket numbers (Consumer Protection (E-Commerce) Rules 2020, rule 5(3)(b)) on every complaint path —
// support request, contact message, listing report, conversation report, dispute — in the answers, the
// mails, the order page, the console's lists and the data export; and the pet page's seller disclosure
// (rule 5(3)(a)): what is verified, either way, and a registration only while approved, never the
// seller's phone number or email.

const db = getDb();
jest.setTimeout(120_000);

type TUser = Awaited<ReturnType<typeof createUser>>;
const TICKET = /^PB-\d{6,}$/;
const post = (handler: typeof accept, path: string, token: string, body: unknown) => call(handler, "POST", path, { token, body });

beforeAll(resetDb);
afterAll(closeDb);
beforeEach(() => db.rateLimit.deleteMany());

async function moderator() {
  const user = await createUser({ verified: true, name: "Moderator Meera" });
  await db.user.update({ where: { id: user.id }, data: { role: "moderator" } });
  return user;
}

/** An order paid, accepted and handed over (its protection window running), on the mock payment provider. */
async function handedOver(seller: TUser, buyer: TUser) {
  const pet = await createPet(seller.id, { name: "Tiger", price: 9000 });
  const placed = await post(placeOrder, "/server/orders", buyer.token, { pet_id: pet.id });
  expect(placed.status).toBe(201);
  const orderId = placed.json.order.id as string;
  const created = await post(createPayment, "/server/payments/create-order", buyer.token, { amount: 9000, order_ids: [orderId] });
  expect(created.status).toBe(200);
  const paid = await post(verifyPayment, "/server/payments/verify", buyer.token, {
    order_id: created.json.order_id,
    payment_status: "success",
  });
  expect(paid.status).toBe(200);
  expect((await post(accept, "/server/orders/accept", seller.token, { order_id: orderId })).status).toBe(200);
  const code = (await db.order.findUniqueOrThrow({ where: { id: orderId } })).handoverCode!;
  expect((await post(handover, "/server/orders/handover", seller.token, { order_id: orderId, code })).status).toBe(200);
  return orderId;
}

/** POST /server/orders/dispute as a browser's form (a photo of the pet). */
async function dispute(buyer: TUser, orderId: string) {
  const form = new FormData();
  form.append("order_id", orderId);
  form.append("reason", "not_as_shown");
  form.append("details", "The kitten is not the one in the photos: different markings.");
  form.append("photos", new Blob([new Uint8Array(await jpegPhoto())], { type: "image/jpeg" }), "pet.jpg");
  const url = new URL("/server/orders/dispute", "http://localhost:3000");
  const req = new NextRequest(url, {
    method: "POST",
    body: form,
    headers: { authorization: `Bearer ${buyer.token}`, "x-forwarded-for": freshIp() },
  });
  const res = await openDispute(req, { params: Promise.resolve({}) });
  const text = await res.text();
  expectDocumentedAnswer({
    method: "POST",
    pathname: url.pathname,
    status: res.status,
    contentType: res.headers.get("content-type"),
    text,
  });
  return { status: res.status, json: JSON.parse(text) };
}

/** The person's data export, unzipped. */
async function exported(user: TUser) {
  const headers = new Headers({ "x-forwarded-for": freshIp(), authorization: `Bearer ${user.token}` });
  const res = await exportData(new NextRequest(new URL("/server/profile/export", "http://localhost:3000"), { headers }), {
    params: Promise.resolve({}),
  });
  expect(res.status).toBe(200);
  const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
  return (name: string) => JSON.parse(strFromU8(files[name]));
}

describe("ticket numbers", () => {
  let buyer: TUser;
  let seller: TUser;
  let mod: TUser;
  let orderId: string;
  let petId: string;
  const tickets: Record<string, string> = {};

  beforeAll(async () => {
    buyer = await createUser({ verified: true, name: "Bhavana Buyer" });
    seller = await createUser({ verified: true, name: "Srinivas Seller" });
    mod = await moderator();
    petId = (await createPet(seller.id, { name: "Pepper" })).id;
    orderId = await handedOver(seller, buyer);
  });

  it("a support request answers its ticket beside the contract's success text, and the row holds it", async () => {
    const body = { name: "Bhavana Buyer", email: buyer.email, subject: "Photos do not upload", message: "The upload stops at 80%." };
    const res = await call(support, "POST", "/server/support", { token: buyer.token, body, cookie: "NEXT_LOCALE=te" });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      success: true,
      message: "Your support request has been submitted successfully!",
      ticket: expect.stringMatching(TICKET),
    });
    const row = await db.supportRequest.findFirstOrThrow({ where: { email: buyer.email, kind: "support" } });
    expect(formatTicket(row.ticket)).toBe(res.json.ticket);
    tickets.support = res.json.ticket;
  });

  it("a contact message answers its ticket too (the contact form takes complaints)", async () => {
    const res = await call(contact, "POST", "/server/contact", {
      body: { name: "Visitor", email: "visitor@example.com", message: "A seller asked me for an advance." },
    });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ success: true, message: "Your message has been sent successfully!", ticket: expect.stringMatching(TICKET) });
    tickets.contact = res.json.ticket;
  });

  it("a listing report answers its ticket; reporting again is the same complaint, with the same ticket", async () => {
    const path = `/server/pets/${petId}/report`;
    const first = await call(reportListing, "POST", path, {
      token: buyer.token,
      params: { id: petId },
      body: { reason: "scam", note: "Asked for UPI first" },
    });
    expect(first.status).toBe(201);
    expect(first.json).toEqual({
      success: true,
      message: "Thank you. Our team will review this listing.",
      ticket: expect.stringMatching(TICKET),
    });
    const again = await call(reportListing, "POST", path, {
      token: buyer.token,
      params: { id: petId },
      body: { reason: "other", note: "And again" },
    });
    expect(again.json.ticket).toBe(first.json.ticket);
    const row = await db.listingReport.findFirstOrThrow({ where: { petId, reporterId: buyer.id } });
    expect(formatTicket(row.ticket)).toBe(first.json.ticket);
    // Someone else's report of the same listing is another complaint.
    const other = await createUser({ name: "Other Reporter" });
    const theirs = await call(reportListing, "POST", path, {
      token: other.token,
      params: { id: petId },
      body: { reason: "scam", note: "" },
    });
    expect(theirs.json.ticket).toMatch(TICKET);
    expect(theirs.json.ticket).not.toBe(first.json.ticket);
    tickets.listing = first.json.ticket;
  });

  it("a conversation report answers its ticket, the same when reported again", async () => {
    const sent = await call(sendMessage, "POST", "/server/messages", {
      token: seller.token,
      body: { receiver_id: buyer.id, pet_id: petId, message: "Pay the advance by UPI and I will send the puppy." },
    });
    expect(sent.status).toBe(201);
    const body = { userId: seller.id, petId: null, note: "Asked for an advance" };
    const first = await call(reportConversation, "POST", "/server/messages/report", { token: buyer.token, body });
    expect(first.status).toBe(201);
    expect(first.json).toEqual({
      success: true,
      message: "Thanks — we review reports within 24 hours",
      ticket: expect.stringMatching(TICKET),
    });
    const again = await call(reportConversation, "POST", "/server/messages/report", { token: buyer.token, body });
    expect([again.status, again.json.ticket]).toEqual([200, first.json.ticket]);
    tickets.conversation = first.json.ticket;
  });

  it("a dispute answers its ticket, and the order page shows it to both people", async () => {
    const res = await dispute(buyer, orderId);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ message: "Your dispute has been received", ticket: expect.stringMatching(TICKET) });
    const row = await db.dispute.findUniqueOrThrow({ where: { orderId } });
    expect(formatTicket(row.ticket)).toBe(res.json.ticket);
    for (const person of [buyer, seller]) {
      const page = await call(getOrder, "GET", `/server/orders/${orderId}`, { token: person.token, params: { id: orderId } });
      expect(page.json.order.dispute.ticket).toBe(res.json.ticket);
    }
    tickets.dispute = res.json.ticket;
  });

  it("numbers one sequence across every kind: no two complaints share a ticket, and each reads back", () => {
    const all = Object.values(tickets);
    expect(all).toHaveLength(5);
    expect(new Set(all).size).toBe(5);
    for (const t of all) expect(formatTicket(parseTicket(t)!)).toBe(t);
  });

  it("mails the sender a receipt with the ticket in their language, repeating nothing they typed; the inbox mail leads with it", async () => {
    const receipt = await db.mail.findFirstOrThrow({ where: { to: buyer.email, kind: "support_request_receipt" } });
    expect(receipt.userId).toBe(buyer.id);
    expect(receipt.subject).toContain(tickets.support);
    expect(receipt.text).toContain(tickets.support);
    expect(receipt.subject).toContain("మీ సహాయ అభ్యర్థన"); // written in Telugu: the request's language
    for (const typed of ["Photos do not upload", "The upload stops at 80%.", "Bhavana"]) expect(receipt.text).not.toContain(typed);
    const contactReceipt = await db.mail.findFirstOrThrow({ where: { to: "visitor@example.com", kind: "contact_message_receipt" } });
    expect([contactReceipt.userId, contactReceipt.text.includes(tickets.contact)]).toEqual([null, true]);

    const inbox = await db.mail.findFirstOrThrow({
      where: { to: env().SUPPORT_EMAIL, kind: "support_request", text: { contains: buyer.email } },
    });
    expect(inbox.subject).toContain(`[PawBazaar support ${tickets.support}]`);
    expect(inbox.text).toContain(`Ticket: ${tickets.support}`);
  });

  it("the dispute's mails carry its ticket: the buyer's, the seller's and the support team's", async () => {
    for (const to of [buyer.email, seller.email]) {
      const mail = await db.mail.findFirstOrThrow({ where: { to, kind: "dispute_opened" } });
      expect(mail.subject.endsWith(`(${tickets.dispute})`)).toBe(true);
      expect(mail.text).toContain(tickets.dispute);
      expect(mail.html).toContain(tickets.dispute);
    }
    const team = await db.mail.findFirstOrThrow({ where: { to: env().SUPPORT_EMAIL, kind: "dispute_opened_team" } });
    expect(team.subject).toContain(tickets.dispute);
    expect(team.text).toContain(`Ticket: ${tickets.dispute}`);
  });

  it("a moderator's reply names the ticket in its subject and text", async () => {
    const request = await db.supportRequest.findFirstOrThrow({ where: { email: buyer.email, kind: "support" } });
    const res = await call(reply, "POST", `/server/admin/support/${request.id}/reply`, {
      token: mod.token,
      params: { id: request.id },
      body: { message: "Please try a smaller photo." },
    });
    expect(res.status).toBe(200);
    const mail = await db.mail.findFirstOrThrow({ where: { to: buyer.email, kind: "support_reply" } });
    expect(mail.subject.endsWith(`(${tickets.support})`)).toBe(true);
    expect(mail.text).toContain(tickets.support);
  });

  it("the console lists show each ticket, so a moderator finds the one a person quotes", async () => {
    const inbox = await call(supportInbox, "GET", "/server/admin/support", { token: mod.token, query: { status: "all" } });
    expect(inbox.json.requests.map((r: { ticket: string }) => r.ticket)).toEqual(
      expect.arrayContaining([tickets.support, tickets.contact]),
    );
    const queue = await call(reportsQueue, "GET", "/server/admin/reports", { token: mod.token });
    const listing = queue.json.listings.find((l: { pet: { id: string } }) => l.pet.id === petId);
    expect(listing.reports.map((r: { ticket: string }) => r.ticket)).toContain(tickets.listing);
    expect(queue.json.conversations.map((c: { ticket: string }) => c.ticket)).toContain(tickets.conversation);
    const disputes = await call(listDisputes, "GET", "/server/admin/disputes", { token: mod.token });
    expect(disputes.json.disputes.map((d: { ticket: string }) => d.ticket)).toContain(tickets.dispute);
  });

  it("the console's lookup finds each complaint by the number as a person types it, and nothing for another", async () => {
    const kinds = {
      support: "support",
      contact: "contact",
      listing: "listing_report",
      conversation: "conversation_report",
      dispute: "dispute",
    };
    for (const [key, kind] of Object.entries(kinds)) {
      const typed = tickets[key].replace("PB-", "pb "); // as a person may type it
      // The support request was answered above; the rest are still open.
      const status = key === "support" ? "answered" : "open";
      expect(await findTicket(parseTicket(typed)!)).toMatchObject({ kind, ticket: tickets[key], status });
    }
    expect(await findTicket(parseTicket(tickets.dispute)!)).toMatchObject({
      from: "Bhavana Buyer",
      about: "Tiger",
      href: expect.stringMatching(/^\/admin\/disputes\//),
    });
    expect(await findTicket(parseTicket(tickets.listing)!)).toMatchObject({ about: "Pepper", href: "/admin" });
    expect(await findTicket(2_000_000_000)).toBeNull();
  });

  it("the person's data export holds the ticket of each of their complaints", async () => {
    const file = await exported(buyer);
    expect(file("support-requests.json").map((r: { ticket: string }) => r.ticket)).toEqual([tickets.support]);
    expect(file("reports.json").map((r: { ticket: string }) => r.ticket)).toEqual([tickets.listing, tickets.conversation]);
    expect(file("disputes.json").map((d: { ticket: string }) => d.ticket)).toEqual([tickets.dispute]);
    // The seller is a party to the dispute: it is in their export too, with the same ticket.
    expect((await exported(seller))("disputes.json").map((d: { ticket: string }) => d.ticket)).toEqual([tickets.dispute]);
  });
});

describe("the pet page's seller disclosure", () => {
  let seller: TUser;
  let petId: string;
  const PHONE = "+919845012345";
  const getPet = async () => (await call(getPetRoute, "GET", `/server/pets/${petId}`, { params: { id: petId } })).json;

  beforeAll(async () => {
    seller = await createUser({ name: "Rekha Breeder" });
    await db.user.update({ where: { id: seller.id }, data: { phone: PHONE } });
    petId = (await createPet(seller.id, { name: "Bella" })).id;
  });

  it("says what is not verified, and no registration, before anything is checked; never the email or the phone number", async () => {
    const res = await getPet();
    expect(res.pet.seller).toMatchObject({
      id: seller.id,
      name: "Rekha Breeder",
      location: null,
      verifications: { email: false, phone: false },
      registration: null,
      rating: null,
      reviewCount: 0,
    });
    const text = JSON.stringify(res);
    expect(text).not.toContain(seller.email);
    expect(text).not.toContain(PHONE);
    expect(text).not.toContain("9845012345");
  });

  it("shows a verified email and phone, the seller's town and their rating of visible reviews", async () => {
    await db.user.update({
      where: { id: seller.id },
      data: { isEmailVerified: true, emailVerifiedAt: new Date(), phoneVerifiedAt: new Date(), location: "Karimnagar" },
    });
    const buyer = await createUser({ name: "Reviewer" });
    for (const [rating, hiddenAt] of [
      [4, null],
      [5, null],
      [1, new Date()],
    ] as const) {
      const order = await db.order.create({
        data: {
          buyerId: buyer.id,
          sellerId: seller.id,
          petId,
          unitPrice: 5000,
          totalAmount: 5000,
          status: "accepted",
          protection: "released",
        },
      });
      await db.review.create({ data: { orderId: order.id, authorId: buyer.id, sellerId: seller.id, rating, hiddenAt } });
    }
    const res = await getPet();
    expect(res.pet.seller).toMatchObject({
      location: "Karimnagar",
      verifications: { email: true, phone: true },
      rating: 4.5,
      reviewCount: 2,
    });
    const text = JSON.stringify(res);
    expect(text).not.toContain(seller.email);
    expect(text).not.toContain("9845012345");
    // The seller's own page says the same.
    expect((await getSellerPage({ sellerId: seller.id }))?.disclosure.verifications).toEqual({ email: true, phone: true });
  });

  it("shows a registration only while a moderator's approval stands", async () => {
    const registration = await db.sellerRegistration.create({
      data: {
        userId: seller.id,
        type: "breeder",
        state: "TS",
        number: "TSAWB/BR/2026/0042",
        validUntil: new Date("2099-03-31"),
        certificateKey: "registrations/test-certificate",
        certificateType: "image/jpeg",
        status: "pending",
      },
    });
    expect((await getPet()).pet.seller.registration).toBeNull();

    await db.sellerRegistration.update({ where: { id: registration.id }, data: { status: "approved", decidedAt: new Date() } });
    expect((await getPet()).pet.seller.registration).toEqual({
      type: "breeder",
      state: "TS",
      number: "TSAWB/BR/2026/0042",
      validUntil: "2099-03-31",
    });
    expect((await getSellerPage({ sellerId: seller.id }))?.disclosure.registration).toMatchObject({ number: "TSAWB/BR/2026/0042" });

    // Approved, but its date has passed (before the daily job marks it expired): not shown.
    await db.sellerRegistration.update({ where: { id: registration.id }, data: { validUntil: new Date("2020-01-31") } });
    expect((await getPet()).pet.seller.registration).toBeNull();
    for (const status of ["expired", "refused"] as const) {
      await db.sellerRegistration.update({ where: { id: registration.id }, data: { status, validUntil: new Date("2099-03-31") } });
      expect((await getPet()).pet.seller.registration).toBeNull();
    }
  });

  it("a seller who lost a verification is shown without it", async () => {
    await db.user.update({ where: { id: seller.id }, data: { phoneVerifiedAt: null } });
    expect((await getPet()).pet.seller.verifications).toEqual({ email: true, phone: false });
  });
});
