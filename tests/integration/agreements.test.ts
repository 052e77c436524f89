import { NextRequest } from "next/server";
import { GET as getAgreementRoute } from "@/app/server/orders/[id]/agreement/route";
import { GET as pdfRoute } from "@/app/server/orders/[id]/agreement.pdf/route";
import { POST as signRoute } from "@/app/server/orders/[id]/agreement/sign/route";
import { POST as accept } from "@/app/server/orders/accept/route";
import { POST as createPaymentRoute } from "@/app/server/payments/create-order/route";
import { getDb } from "@/lib/db";
import { agreementHash, agreementText } from "@/lib/agreements/text";
import { ZAgreementTerms } from "@/lib/agreements/terms";
import { createOrder } from "@/lib/orders/service";
import { createPayment, verifyPayment } from "@/lib/payments/service";
import { closeDb, resetDb } from "../helpers/db";
import { createPet, createUser } from "../helpers/fixtures";
import { call, freshIp } from "../helpers/http";
import { expectDocumentedAnswer } from "../helpers/openapi";
import { lettersOnly, pdfText } from "../helpers/pdf-text";

// The agreement of an order (docs/rehoming.md, "The agreement") on the real database: made when the
// order is accepted, from the listing as it was; read by its two parties and moderators only; signed
// once per party with the hash of the text read (a stale hash refused, two signatures at once give one);
// both told when complete; an older accepted order gets one on first look; the PDF holds the text in
// each language; a rehoming is paid only when both have signed.

const db = getDb();
jest.setTimeout(120_000);

type TUser = Awaited<ReturnType<typeof createUser>>;
let seller: TUser;
let buyer: TUser;

const FEE = 2_000;

async function healthyPet(name = "Bruno") {
  const pet = await createPet(seller.id, { name, price: FEE });
  return db.pet.update({
    where: { id: pet.id },
    data: {
      species: "dog",
      microchipNumber: "985112003456789",
      vaccinated: true,
      dewormed: true,
      dewormedOn: new Date("2026-11-01"),
      sterilised: false,
      dateOfBirth: new Date("2025-03-01"),
      vaccinations: { create: [{ vaccine: "Anti-rabies", givenOn: new Date("2025-06-01"), position: 0 }] },
    },
  });
}

/** An order of a fresh pet, accepted by its seller (unpaid: awaiting payment). `rehoming` turns the pet into one before the accept. */
async function acceptedOrder({ rehoming = false, name = "Bruno" } = {}) {
  const pet = await healthyPet(name);
  const order = await createOrder({ buyerId: buyer.id, petId: pet.id, quantity: 1 });
  if (rehoming) await db.pet.update({ where: { id: pet.id }, data: { mode: "rehoming" } });
  expect((await call(accept, "POST", "/server/orders/accept", { token: seller.token, body: { order_id: order.id } })).status).toBe(200);
  return { order, pet };
}

const read = (token: string, id: string, lang = "en") =>
  call(getAgreementRoute, "GET", `/server/orders/${id}/agreement`, { token, params: { id }, query: { lang } });
const sign = (token: string, id: string, body: Record<string, unknown>) =>
  call(signRoute, "POST", `/server/orders/${id}/agreement/sign`, { token, params: { id }, body });

/** Reads the agreement in `lang` and signs exactly what was shown. */
async function readAndSign(user: TUser, id: string, typed_name: string, lang = "en") {
  const { json } = await read(user.token, id, lang);
  return sign(user.token, id, { typed_name, lang, text_hash: json.agreement.text_hash });
}

async function pdf(token: string, id: string, lang: string) {
  const url = new URL(`http://localhost:3000/server/orders/${id}/agreement.pdf?lang=${lang}`);
  const headers = new Headers({ authorization: `Bearer ${token}`, "x-forwarded-for": freshIp() });
  const res = await pdfRoute(new NextRequest(url, { headers }), { params: Promise.resolve({ id }) });
  const bytes = Buffer.from(await res.arrayBuffer());
  if (res.status === 200)
    expectDocumentedAnswer({ method: "GET", pathname: url.pathname, status: 200, contentType: res.headers.get("content-type"), text: "" });
  return { status: res.status, headers: res.headers, bytes };
}

beforeEach(async () => {
  await resetDb();
  seller = await createUser({ name: "Asha Rao", verified: true });
  buyer = await createUser({ name: "Ravi Kumar", verified: true });
  await db.user.update({ where: { id: seller.id }, data: { location: "Hyderabad" } });
  await db.mail.deleteMany();
});
afterAll(closeDb);

describe("made when the order is accepted", () => {
  it("from the listing as accepted, once", async () => {
    const { order, pet } = await acceptedOrder();
    const row = await db.agreement.findUniqueOrThrow({ where: { orderId: order.id } });
    const terms = ZAgreementTerms.parse(row.terms);
    expect(row.mode).toBe("sale");
    expect(terms).toMatchObject({
      order_id: order.id,
      mode: "sale",
      total: FEE,
      seller: { name: "Asha Rao", town: "Hyderabad" },
      buyer: { name: "Ravi Kumar", town: null },
      pet: {
        name: "Bruno",
        microchip_number: "985112003456789",
        vaccinations: [{ vaccine: "Anti-rabies", date: "2025-06-01" }],
        dewormed_on: "2026-11-01",
        date_of_birth: "2025-03-01",
        sterilised: false,
      },
    });
    // The listing edited afterwards: the agreement keeps what was accepted.
    await db.pet.update({ where: { id: pet.id }, data: { name: "Max", microchipNumber: null } });
    const { json } = await read(buyer.token, order.id);
    expect(json.agreement.pet_name).toBe("Bruno");
    expect(JSON.stringify(json.agreement.sections)).toContain("985112003456789");
    expect(await db.agreement.count()).toBe(1);
  });

  it("not for a pending order; an older accepted one gets it on first look, from its snapshot", async () => {
    const pet = await healthyPet();
    const pending = await createOrder({ buyerId: buyer.id, petId: pet.id, quantity: 1 });
    expect((await read(buyer.token, pending.id)).json.code).toBe("AGREEMENT_NOT_FOUND");
    const { paymentId } = await createPayment({ userId: buyer.id, amount: FEE, orderIds: [pending.id] });
    await verifyPayment({ userId: buyer.id, paymentId, status: "success" });
    await call(accept, "POST", "/server/orders/accept", { token: seller.token, body: { order_id: pending.id } });
    // As if accepted before agreements existed, and the listing renamed since it was paid for.
    await db.agreement.deleteMany();
    await db.pet.update({ where: { id: pet.id }, data: { name: "Max" } });
    const res = await read(seller.token, pending.id, "hi");
    expect(res.status).toBe(200);
    expect(res.json.agreement.pet_name).toBe("Bruno");
    expect(res.json.agreement.lang).toBe("hi");
    expect(await db.agreement.count()).toBe(1);
  });
});

describe("who reads it", () => {
  it("its two parties and moderators (read-only); anyone else is told the order does not exist", async () => {
    const { order } = await acceptedOrder();
    const stranger = await createUser({ verified: true });
    expect((await read(stranger.token, order.id)).json.code).toBe("ORDER_NOT_FOUND");
    expect((await read(stranger.token, order.id)).status).toBe(404);
    const shown = (await read(buyer.token, order.id)).json.agreement.text_hash;
    const strangerSigns = await sign(stranger.token, order.id, { typed_name: "Someone Else", lang: "en", text_hash: shown });
    expect([strangerSigns.status, strangerSigns.json.code]).toEqual([404, "ORDER_NOT_FOUND"]);
    expect((await pdf(stranger.token, order.id, "en")).status).toBe(404);
    const mod = await createUser({ verified: true });
    await db.user.update({ where: { id: mod.id }, data: { role: "moderator" } });
    const asMod = await read(mod.token, order.id);
    expect(asMod.status).toBe(200);
    expect(asMod.json.agreement).toMatchObject({ my_role: null, can_sign: false });
    expect((await readAndSign(mod, order.id, "A Moderator")).json.code).toBe("ORDER_NOT_FOUND");
    expect((await pdf(mod.token, order.id, "te")).status).toBe(200);
    expect(await db.agreementSignature.count()).toBe(0);
  });
});

describe("signing", () => {
  it("records the typed name, time, language and hash; once per party; both told when complete", async () => {
    const { order } = await acceptedOrder();
    const res = await readAndSign(buyer, order.id, "  Ravi   Kumar ", "te");
    expect(res.status).toBe(200);
    expect(res.json.agreement.signatures).toEqual([
      expect.objectContaining({ role: "buyer", typed_name: "Ravi Kumar", lang: "te", text_hash: res.json.agreement.text_hash }),
    ]);
    expect(res.json.agreement).toMatchObject({ can_sign: false, is_complete: false, lang: "te" });
    expect((await readAndSign(buyer, order.id, "Ravi Kumar")).json.code).toBe("AGREEMENT_ALREADY_SIGNED");
    expect(await db.mail.count({ where: { kind: "agreement_signed" } })).toBe(0);
    const done = await readAndSign(seller, order.id, "Asha Rao", "hi");
    expect(done.json.agreement.is_complete).toBe(true);
    expect(done.json.agreement.signatures.map((s: { role: string }) => s.role)).toEqual(["buyer", "seller"]);
    const mails = await db.mail.findMany({ where: { kind: "agreement_signed" }, orderBy: { to: "asc" } });
    expect(mails.map((m) => m.userId).sort()).toEqual([buyer.id, seller.id].sort());
    expect(await db.agreementSignature.count()).toBe(2);
  });

  it("refuses a text that is not the one now shown, and a name too short", async () => {
    const { order } = await acceptedOrder();
    const { json } = await read(buyer.token, order.id, "en");
    // The hash of the Telugu text does not sign the English one.
    const teHash = (await read(buyer.token, order.id, "te")).json.agreement.text_hash;
    const wrong = await sign(buyer.token, order.id, { typed_name: "Ravi Kumar", lang: "en", text_hash: teHash });
    expect([wrong.status, wrong.json.code]).toEqual([409, "AGREEMENT_CHANGED"]);
    const short = await sign(buyer.token, order.id, { typed_name: "  R ", lang: "en", text_hash: json.agreement.text_hash });
    expect(short.status).toBe(422);
    expect(short.json.fieldCodes?.typed_name ?? short.json.code).toEqual(expect.anything());
    expect(await db.agreementSignature.count()).toBe(0);
    // The hash is that of the text as agreementText writes it from the stored terms.
    const row = await db.agreement.findUniqueOrThrow({ where: { orderId: order.id } });
    expect(json.agreement.text_hash).toBe(agreementHash(agreementText(ZAgreementTerms.parse(row.terms), "en")));
  });

  it("two signatures at once by one party make one", async () => {
    const { order } = await acceptedOrder();
    const { json } = await read(seller.token, order.id);
    const body = { typed_name: "Asha Rao", lang: "en", text_hash: json.agreement.text_hash };
    const answers = await Promise.all([
      sign(seller.token, order.id, body),
      sign(seller.token, order.id, body),
      sign(seller.token, order.id, body),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(await db.agreementSignature.count()).toBe(1);
  });

  it("not once the order is closed", async () => {
    const { order } = await acceptedOrder();
    await db.order.update({ where: { id: order.id }, data: { status: "expired" } });
    expect((await readAndSign(buyer, order.id, "Ravi Kumar")).json.code).toBe("AGREEMENT_CLOSED");
  });
});

describe("the PDF", () => {
  it.each(["en", "te", "hi"] as const)("holds the agreement in %s with its signatures", async (lang) => {
    const { order } = await acceptedOrder({ rehoming: true, name: "Bruno" });
    await readAndSign(buyer, order.id, "Ravi Kumar", lang);
    const { json } = await read(buyer.token, order.id, lang);
    const res = await pdf(buyer.token, order.id, lang);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toContain(`agreement-${order.id}-${lang}.pdf`);
    const text = pdfText(res.bytes);
    for (const s of ["Bruno", "Asha Rao", "Ravi Kumar", "₹2,000", "985112003456789", order.id, json.agreement.text_hash])
      expect(text).toContain(s);
    const letters = lettersOnly(text);
    const section = (key: string) => json.agreement.sections.find((s: { key: string }) => s.key === key);
    expect(letters).toContain(lettersOnly(json.agreement.title));
    expect(letters).toContain(lettersOnly(section("fee").heading));
    expect(letters).toContain(lettersOnly(section("return").heading));
    if (lang !== "en") expect(text).toMatch(lang === "te" ? /[\u0c00-\u0c7f]{3}/ : /[\u0900-\u097f]{3}/);
  });
});

describe("a rehoming is paid only once both have signed", () => {
  it("AGREEMENT_NOT_SIGNED until then (the mock and the gateway start here alike); a sale pays unsigned", async () => {
    const { order } = await acceptedOrder({ rehoming: true });
    const pay = () =>
      call(createPaymentRoute, "POST", "/server/payments/create-order", {
        token: buyer.token,
        body: { amount: FEE, order_ids: [order.id] },
      });
    expect((await db.agreement.findUniqueOrThrow({ where: { orderId: order.id } })).mode).toBe("rehoming");
    let res = await pay();
    expect([res.status, res.json.code]).toEqual([409, "AGREEMENT_NOT_SIGNED"]);
    await readAndSign(buyer, order.id, "Ravi Kumar");
    res = await pay();
    expect(res.json.code).toBe("AGREEMENT_NOT_SIGNED");
    expect(await db.payment.count()).toBe(0);
    await readAndSign(seller, order.id, "Asha Rao");
    res = await pay();
    expect(res.status).toBe(200);
    const sale = await acceptedOrder({ name: "Max" });
    expect((await createPayment({ userId: buyer.id, amount: FEE, orderIds: [sale.order.id] })).paymentId).toEqual(expect.any(String));
  });
});
