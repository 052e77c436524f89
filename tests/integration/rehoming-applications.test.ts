import { GET as mine } from "@/app/server/applications/route";
import { GET as between } from "@/app/server/applications/between/[id]/route";
import { POST as choose } from "@/app/server/applications/[id]/choose/route";
import { POST as shortlist } from "@/app/server/applications/[id]/shortlist/route";
import { POST as withdraw } from "@/app/server/applications/[id]/withdraw/route";
import { GET as listApplications, POST as apply } from "@/app/server/pets/[id]/applications/route";
import { deleteAccount } from "@/lib/account/deletion";
import { applyToAdopt } from "@/lib/applications/service";
import { getDb } from "@/lib/db";
import { confirmHandover, onOrdersPaid, runProtection } from "@/lib/orders/protection";
import { APPLICATION_ANSWER_MAX_LENGTH, REHOMING_PAY_HOURS } from "@/lib/rehoming/constants";
import { closeDb, resetDb } from "../helpers/db";
import { createPet, createUser } from "../helpers/fixtures";
import { call } from "../helpers/http";

// Applications to adopt a rehoming listing and the owner's choice (lib/applications), through the route
// handlers on real PostgreSQL: one open application per person and pet, withdrawal (open and chosen), the
// owner's list and shortlist, choosing (once, and once only when two chooses race), the reserved order's
// lapse and the choice made again, a suspended applicant, someone else's application, and bad input.

const db = getDb();
jest.setTimeout(180_000);
const HOUR = 3_600_000;
const QUESTIONS = ["Who walks him in the morning?", "Where does he sleep?"];

type TUser = Awaited<ReturnType<typeof createUser>>;

beforeAll(resetDb);
afterAll(closeDb);

let seq = 0;
async function rehomingPet(owner: TUser, { questions = QUESTIONS, fee = 1500 } = {}) {
  const pet = await createPet(owner.id, { name: `Bruno ${++seq}`, price: fee });
  return db.pet.update({
    where: { id: pet.id },
    data: { mode: "rehoming", rehomingQuestions: questions, rehomingWishes: "A garden, no cats" },
  });
}

const form = (over: Record<string, unknown> = {}) => ({
  home_type: "flat",
  is_rented: true,
  has_landlord_consent: true,
  has_garden: false,
  other_pets: "None",
  experience: "Grew up with two Labradors.",
  household: "Two adults, one child of 9; someone is home all day.",
  reason: "We want a calm dog for our family.",
  answers: ["Me, at 6:30 before work.", "In his bed in the living room."],
  ...over,
});

const applyAs = (user: TUser, petId: string, body: unknown = form()) =>
  call(apply, "POST", `/server/pets/${petId}/applications`, { token: user.token, params: { id: petId }, body });
const ownerList = (user: TUser, petId: string) =>
  call(listApplications, "GET", `/server/pets/${petId}/applications`, { token: user.token, params: { id: petId } });
const act = (handler: typeof choose, what: string, user: TUser, id: string, body?: unknown) =>
  call(handler, "POST", `/server/applications/${id}/${what}`, { token: user.token, params: { id }, body });
const chooseAs = (user: TUser, id: string) => act(choose, "choose", user, id);
const withdrawAs = (user: TUser, id: string) => act(withdraw, "withdraw", user, id);
const applicationRow = (id: string) => db.rehomingApplication.findUniqueOrThrow({ where: { id } });
const petRow = (id: string) => db.pet.findUniqueOrThrow({ where: { id } });
const mailsTo = (userId: string, kind: string) => db.mail.count({ where: { userId, kind } });

async function applied(owner: TUser, petId: string, name = "Asha Applicant") {
  const user = await createUser({ verified: true, name });
  const res = await applyAs(user, petId);
  expect(res.status).toBe(201);
  return { user, id: res.json.application.id as string };
}

describe("applying to adopt", () => {
  it("stores the home and each answer with its question, tells the owner, and shows it in the owner's list", async () => {
    const owner = await createUser({ verified: true, name: "Owner Ravi" });
    const pet = await rehomingPet(owner);
    const { user, id } = await applied(owner, pet.id);
    const row = await applicationRow(id);
    expect(row).toMatchObject({
      status: "open",
      ownerId: owner.id,
      applicantId: user.id,
      homeType: "flat",
      isRented: true,
      hasLandlordConsent: true,
    });
    expect(row.answers).toEqual([
      { question: QUESTIONS[0], answer: "Me, at 6:30 before work." },
      { question: QUESTIONS[1], answer: "In his bed in the living room." },
    ]);
    expect(await mailsTo(owner.id, "application_new")).toBe(1);

    const list = await ownerList(owner, pet.id);
    expect(list.status).toBe(200);
    expect(list.json.pet).toMatchObject({ id: pet.id, price: 1500, questions: QUESTIONS });
    expect(list.json.applications).toHaveLength(1);
    expect(list.json.applications[0]).toMatchObject({
      id,
      status: "open",
      applicant: {
        id: user.id,
        name: "Asha Applicant",
        verifications: { email: true, phone: false },
        seller_rating: null,
        completed_purchases: 0,
      },
    });

    const my = await call(mine, "GET", "/server/applications", { token: user.token });
    expect(my.json.applications).toEqual([
      expect.objectContaining({ id, status: "open", pet_name: pet.name, can_withdraw: true, pay_by: null }),
    ]);
  });

  it("allows one open application per person and pet: a second is refused, after a withdrawal it is allowed", async () => {
    const owner = await createUser({ verified: true });
    const pet = await rehomingPet(owner);
    const { user, id } = await applied(owner, pet.id);
    const again = await applyAs(user, pet.id);
    expect(again.status).toBe(409);
    expect(again.json.code).toBe("APPLICATION_EXISTS");

    expect((await withdrawAs(user, id)).status).toBe(200);
    expect((await applicationRow(id)).status).toBe("withdrawn");
    expect(await mailsTo(owner.id, "application_withdrawn")).toBe(1);
    // Withdrawn twice: nothing left to withdraw.
    expect((await withdrawAs(user, id)).json.code).toBe("APPLICATION_NOT_OPEN");
    const third = await applyAs(user, pet.id);
    expect(third.status).toBe(201);
    // The owner's list leaves the withdrawn one out.
    expect((await ownerList(owner, pet.id)).json.applications.map((a: { id: string }) => a.id)).toEqual([third.json.application.id]);
  });

  it("refuses one's own pet, a pet for sale, an inactive pet, an unverified email and a suspended account", async () => {
    const owner = await createUser({ verified: true });
    const pet = await rehomingPet(owner);
    expect((await applyAs(owner, pet.id)).json.code).toBe("OWN_PET_APPLICATION");

    const sale = await createPet(owner.id, { name: "For sale" });
    const user = await createUser({ verified: true });
    const onSale = await applyAs(user, sale.id);
    expect([onSale.status, onSale.json.code]).toEqual([409, "PET_NOT_REHOMING"]);

    const gone = await rehomingPet(owner);
    await db.pet.update({ where: { id: gone.id }, data: { status: "inactive" } });
    expect((await applyAs(user, gone.id)).json.code).toBe("PET_NOT_AVAILABLE");

    const unverified = await createUser();
    const res = await applyAs(unverified, pet.id);
    expect([res.status, res.json.code]).toEqual([403, "EMAIL_NOT_VERIFIED"]);

    // A suspension revokes the sessions (401 at once); the row is checked as well, for a request in flight.
    const suspended = await createUser({ verified: true });
    await db.user.update({ where: { id: suspended.id }, data: { suspendedAt: new Date() } });
    expect((await applyAs(suspended, pet.id)).status).toBe(401);
    await expect(applyToAdopt({ petId: pet.id, applicantId: suspended.id, input: form() as never })).rejects.toMatchObject({
      code: "ACCOUNT_SUSPENDED",
    });
    expect(await db.rehomingApplication.count({ where: { petId: { in: [pet.id, sale.id, gone.id] } } })).toBe(0);
  });

  it("refuses bad input and changes nothing", async () => {
    const owner = await createUser({ verified: true });
    const pet = await rehomingPet(owner);
    const user = await createUser({ verified: true });
    const cases: [unknown, number, string][] = [
      [form({ is_rented: true, has_landlord_consent: false }), 422, "has_landlord_consent"],
      [form({ is_rented: true, has_landlord_consent: null }), 422, "has_landlord_consent"],
      [form({ home_type: "castle" }), 422, "home_type"],
      [form({ has_garden: "yes" }), 422, "has_garden"],
      [form({ reason: "   " }), 422, "reason"],
      [form({ experience: "x".repeat(APPLICATION_ANSWER_MAX_LENGTH + 1) }), 422, "experience"],
      [form({ household: "x".repeat(20_000) }), 422, "household"],
      [form({ answers: ["only one"] }), 422, "answers"],
      [form({ answers: "a string" }), 422, "answers"],
      [form({ answers: [1, 2] }), 422, "answers.0"],
      [[], 422, ""],
    ];
    for (const [body, status, field] of cases) {
      const res = await applyAs(user, pet.id, body);
      expect([res.status, res.json.code === "VALIDATION" || res.json.code?.startsWith("INPUT_")]).toEqual([status, true]);
      if (field) expect(Object.keys(res.json.fieldCodes ?? res.json.fieldErrors ?? {})).toContain(field);
    }
    const consent = await applyAs(user, pet.id, form({ has_landlord_consent: false }));
    expect(consent.json.fieldCodes.has_landlord_consent).toEqual(["landlordConsentRequired"]);

    const malformed = await call(apply, "POST", `/server/pets/${pet.id}/applications`, {
      token: user.token,
      params: { id: pet.id },
      rawBody: '{"home_type": "flat",',
      headers: { "content-type": "application/json" },
    });
    expect([malformed.status, malformed.json.code]).toEqual([400, "INVALID_JSON"]);
    expect(await db.rehomingApplication.count({ where: { petId: pet.id } })).toBe(0);

    // Unknown fields are dropped, not stored; an owned home needs no landlord.
    const ok = await applyAs(user, pet.id, form({ is_rented: false, has_landlord_consent: false, status: "chosen", ownerId: user.id }));
    expect(ok.status).toBe(201);
    expect(await applicationRow(ok.json.application.id)).toMatchObject({ status: "open", ownerId: owner.id, hasLandlordConsent: null });
  });
});

describe("the owner's list, shortlist and someone else's application", () => {
  it("answers 404 for an unknown pet or application and 403 to anyone but its owner or applicant", async () => {
    const owner = await createUser({ verified: true });
    const pet = await rehomingPet(owner);
    const { user, id } = await applied(owner, pet.id);
    const stranger = await createUser({ verified: true });

    expect((await ownerList(stranger, pet.id)).json.code).toBe("NOT_OWNER");
    expect((await ownerList(user, pet.id)).status).toBe(403);
    const unknown = await ownerList(owner, "cmunknownpet000000000000");
    expect([unknown.status, unknown.json.code]).toEqual([404, "PET_NOT_FOUND"]);

    expect((await withdrawAs(stranger, id)).json.code).toBe("NOT_YOUR_APPLICATION");
    expect((await withdrawAs(owner, id)).status).toBe(403);
    expect((await chooseAs(stranger, id)).json.code).toBe("NOT_OWNER");
    expect((await chooseAs(user, id)).status).toBe(403);
    expect((await act(shortlist, "shortlist", user, id, { shortlisted: true })).status).toBe(403);
    const missing = await chooseAs(owner, "cmunknownapp000000000000");
    expect([missing.status, missing.json.code]).toEqual([404, "APPLICATION_NOT_FOUND"]);
    expect((await applicationRow(id)).status).toBe("open");
    expect(await db.order.count({ where: { petId: pet.id } })).toBe(0);
  });

  it("shortlists and unshortlists, and the chat between the two knows the application", async () => {
    const owner = await createUser({ verified: true });
    const pet = await rehomingPet(owner);
    const { user, id } = await applied(owner, pet.id);
    expect((await act(shortlist, "shortlist", owner, id, { shortlisted: true })).status).toBe(200);
    expect((await applicationRow(id)).status).toBe("shortlisted");
    expect((await act(shortlist, "shortlist", owner, id, { shortlisted: "yes" })).status).toBe(422);

    const seen = await call(between, "GET", `/server/applications/between/${owner.id}`, { token: user.token, params: { id: owner.id } });
    expect(seen.json.applications).toEqual([{ id, pet_id: pet.id, pet_name: pet.name, status: "shortlisted", role: "applicant" }]);
    const ownerSide = await call(between, "GET", `/server/applications/between/${user.id}`, {
      token: owner.token,
      params: { id: user.id },
    });
    expect(ownerSide.json.applications[0]).toMatchObject({ id, role: "owner" });

    expect((await act(shortlist, "shortlist", owner, id, { shortlisted: false })).status).toBe(200);
    expect((await applicationRow(id)).status).toBe("open");
  });
});

describe("choosing a home", () => {
  it("reserves an order at the fee for the chosen one, takes the pet off the market, declines the others and tells everyone", async () => {
    const owner = await createUser({ verified: true, name: "Owner Ravi" });
    const pet = await rehomingPet(owner, { fee: 2000 });
    const a = await applied(owner, pet.id, "Asha");
    const b = await applied(owner, pet.id, "Bilal");
    const c = await applied(owner, pet.id, "Chitra");
    await act(shortlist, "shortlist", owner, b.id, { shortlisted: true });

    const before = Date.now();
    const res = await chooseAs(owner, a.id);
    expect(res.status).toBe(200);
    const orderId = res.json.order_id as string;
    const order = await db.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(order).toMatchObject({
      buyerId: a.user.id,
      sellerId: owner.id,
      petId: pet.id,
      quantity: 1,
      unitPrice: 2000,
      totalAmount: 2000,
      status: "accepted",
      paymentStatus: "unpaid",
      protection: "awaiting_payment",
    });
    expect(order.protectionDeadline!.getTime()).toBeGreaterThanOrEqual(before + REHOMING_PAY_HOURS * HOUR - 1000);
    expect(order.protectionDeadline!.getTime()).toBeLessThanOrEqual(Date.now() + REHOMING_PAY_HOURS * HOUR);
    expect(await petRow(pet.id)).toMatchObject({ status: "sold", available: 0 });
    expect(await applicationRow(a.id)).toMatchObject({ status: "chosen", orderId });
    expect((await applicationRow(b.id)).status).toBe("declined");
    expect((await applicationRow(c.id)).status).toBe("declined");
    expect(await db.agreement.count({ where: { orderId } })).toBe(1);
    expect(await mailsTo(a.user.id, "application_chosen")).toBe(1);
    expect(await mailsTo(b.user.id, "application_declined")).toBe(1);
    expect(await mailsTo(c.user.id, "application_declined")).toBe(1);
    const declinedMail = await db.mail.findFirstOrThrow({ where: { userId: b.user.id, kind: "application_declined" } });
    expect(declinedMail.text).toContain("has chosen another home. Thank you for offering yours.");

    // Choosing twice, the same one or another: a home is chosen already.
    const twice = await chooseAs(owner, a.id);
    expect([twice.status, twice.json.code]).toEqual([409, "APPLICATION_ALREADY_CHOSEN"]);
    expect((await chooseAs(owner, b.id)).json.code).toBe("APPLICATION_ALREADY_CHOSEN");
    expect(await db.order.count({ where: { petId: pet.id } })).toBe(1);

    const my = await call(mine, "GET", "/server/applications", { token: a.user.token });
    expect(my.json.applications[0]).toMatchObject({ status: "chosen", order_id: orderId, can_withdraw: true, fee: 2000 });
    expect(my.json.applications[0].pay_by).toBe(order.protectionDeadline!.toISOString());
  });

  it("lets one of two chooses at once win", async () => {
    const owner = await createUser({ verified: true });
    const pet = await rehomingPet(owner);
    const a = await applied(owner, pet.id);
    const b = await applied(owner, pet.id);
    const results = await Promise.all([chooseAs(owner, a.id), chooseAs(owner, b.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.json.code).toBe("APPLICATION_ALREADY_CHOSEN");
    expect(await db.order.count({ where: { petId: pet.id } })).toBe(1);
    expect(await db.rehomingApplication.count({ where: { petId: pet.id, status: "chosen" } })).toBe(1);
    expect(await petRow(pet.id)).toMatchObject({ status: "sold", available: 0 });
  });

  it("lapses when not paid in time, and the owner chooses again (a declined one, who hears the good news)", async () => {
    const owner = await createUser({ verified: true });
    const pet = await rehomingPet(owner);
    const a = await applied(owner, pet.id);
    const b = await applied(owner, pet.id);
    const first = await chooseAs(owner, a.id);
    expect((await applicationRow(b.id)).status).toBe("declined");

    // Not yet: the reservation still runs an hour before its end.
    await runProtection({ now: new Date(Date.now() + (REHOMING_PAY_HOURS - 1) * HOUR) });
    expect((await applicationRow(a.id)).status).toBe("chosen");
    const { run } = await runProtection({ now: new Date(Date.now() + (REHOMING_PAY_HOURS + 1) * HOUR) });
    expect(run.lapsed).toBeGreaterThanOrEqual(1);
    expect(await db.order.findUniqueOrThrow({ where: { id: first.json.order_id } })).toMatchObject({
      status: "expired",
      protection: "closed",
    });
    expect((await applicationRow(a.id)).status).toBe("lapsed");
    expect(await petRow(pet.id)).toMatchObject({ status: "active", available: 1 });
    // The lapsed one is not chosen again; a declined one is.
    expect((await chooseAs(owner, a.id)).json.code).toBe("APPLICATION_NOT_CHOOSABLE");
    const again = await chooseAs(owner, b.id);
    expect(again.status).toBe(200);
    expect(await applicationRow(b.id)).toMatchObject({ status: "chosen", orderId: again.json.order_id });
    expect(await mailsTo(b.user.id, "application_chosen")).toBe(1);
    expect(await petRow(pet.id)).toMatchObject({ status: "sold", available: 0 });
  });

  it("withdrawing when chosen cancels the reserved order and lists the pet again", async () => {
    const owner = await createUser({ verified: true });
    const pet = await rehomingPet(owner);
    const a = await applied(owner, pet.id);
    const b = await applied(owner, pet.id);
    const chosen = await chooseAs(owner, a.id);
    expect((await withdrawAs(a.user, a.id)).status).toBe(200);
    expect((await applicationRow(a.id)).status).toBe("withdrawn");
    expect(await db.order.findUniqueOrThrow({ where: { id: chosen.json.order_id } })).toMatchObject({
      status: "cancelled",
      protection: "closed",
    });
    expect(await petRow(pet.id)).toMatchObject({ status: "active", available: 1 });
    expect(await mailsTo(owner.id, "application_withdrawn")).toBe(1);
    expect((await chooseAs(owner, b.id)).status).toBe(200);
  });

  it("becomes adopted when the fee is paid, and then can no longer be withdrawn here", async () => {
    const owner = await createUser({ verified: true });
    const pet = await rehomingPet(owner);
    const a = await applied(owner, pet.id);
    const orderId = (await chooseAs(owner, a.id)).json.order_id as string;
    await db.$transaction(async (tx) => {
      await tx.order.update({ where: { id: orderId }, data: { paymentStatus: "paid" } });
      await onOrdersPaid(tx, [orderId]);
    });
    expect((await applicationRow(a.id)).status).toBe("adopted");
    expect((await db.order.findUniqueOrThrow({ where: { id: orderId } })).protection).toBe("held");
    expect((await withdrawAs(a.user, a.id)).json.code).toBe("APPLICATION_NOT_OPEN");
  });

  it("refuses a suspended or deleted applicant, and a pet that is no longer active", async () => {
    const owner = await createUser({ verified: true });
    const pet = await rehomingPet(owner);
    const a = await applied(owner, pet.id);
    const b = await applied(owner, pet.id);
    await db.user.update({ where: { id: a.user.id }, data: { suspendedAt: new Date() } });
    await db.user.update({ where: { id: b.user.id }, data: { deletedAt: new Date() } });
    expect((await chooseAs(owner, a.id)).json.code).toBe("APPLICANT_UNAVAILABLE");
    expect((await chooseAs(owner, b.id)).json.code).toBe("APPLICANT_UNAVAILABLE");

    const c = await applied(owner, pet.id);
    await db.pet.update({ where: { id: pet.id }, data: { status: "inactive" } });
    const res = await chooseAs(owner, c.id);
    expect([res.status, res.json.code]).toEqual([409, "PET_NOT_AVAILABLE"]);
    expect(await db.order.count({ where: { petId: pet.id } })).toBe(0);
    expect(await db.rehomingApplication.count({ where: { petId: pet.id, status: "open" } })).toBe(3);
  });
});

describe("deleting an account", () => {
  it("calls off the applicant's reserved order, deletes their applications and keeps a handed-over adoption without their words", async () => {
    const owner = await createUser({ verified: true });
    const reserved = await rehomingPet(owner);
    const adoptedPet = await rehomingPet(owner);
    const other = await rehomingPet(owner);
    const user = await createUser({ verified: true });
    const chosen = (await applyAs(user, reserved.id)).json.application.id as string;
    const adopted = (await applyAs(user, adoptedPet.id)).json.application.id as string;
    const open = (await applyAs(user, other.id)).json.application.id as string;
    const chosenOrder = (await chooseAs(owner, chosen)).json.order_id as string;
    const adoptedOrder = (await chooseAs(owner, adopted)).json.order_id as string;
    await db.$transaction(async (tx) => {
      await tx.order.update({ where: { id: adoptedOrder }, data: { paymentStatus: "paid" } });
      await onOrdersPaid(tx, [adoptedOrder]);
    });
    // Handed over: the rehoming happened (before it, a deletion calls the order off and refunds it).
    await confirmHandover({ orderId: adoptedOrder, buyerId: user.id });

    await deleteAccount({ userId: user.id, password: "secret123" });
    expect(await db.rehomingApplication.count({ where: { id: { in: [chosen, open] } } })).toBe(0);
    expect(await db.order.findUniqueOrThrow({ where: { id: chosenOrder } })).toMatchObject({ status: "cancelled", protection: "closed" });
    expect(await petRow(reserved.id)).toMatchObject({ status: "active", available: 1 });
    expect(await applicationRow(adopted)).toMatchObject({
      status: "adopted",
      otherPets: "",
      experience: "",
      household: "",
      reason: "",
      answers: [],
    });
  });
});
