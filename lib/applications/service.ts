import "server-only";
import { createAgreementForOrder } from "@/lib/agreements/service";
import { getDb, type TTx } from "@/lib/db";
import {
  applicationChosenMail,
  applicationDeclinedMail,
  applicationWithdrawnMail,
  newApplicationMail,
} from "@/lib/email/application-mails";
import { sendMail } from "@/lib/email/mailer";
import { formatPrice } from "@/lib/format";
import { Prisma } from "@/lib/generated/prisma/client";
import { runAfterResponse } from "@/lib/http/after";
import { AppError } from "@/lib/http/errors";
import { isId } from "@/lib/http/input";
import { imageUrl } from "@/lib/images/process";
import type { TLiveEventInput } from "@/lib/live/events";
import { recordOrderEvents } from "@/lib/orders/events";
import { callOffInTx } from "@/lib/orders/protection";
import { assertEmailVerified, assertSellerCanBePaid, pushOrderEvents, rejectUnfillable } from "@/lib/orders/service";
import { refreshPetPages } from "@/lib/pets/revalidate";
import { pushNewApplication } from "@/lib/push/service";
import { REHOMING_PAY_HOURS } from "@/lib/rehoming/constants";
import type { TChatApplicationDto, TMyApplicationDto, TOwnerApplicationDto, TPetApplicationsDto } from "./responses";
import { LIVE_APPLICATION_STATUSES, type TApplicationInput, type TApplicationStatus } from "./schemas";
import { APPLICATION_COLUMNS } from "./columns";

// Applications to adopt a rehoming listing, and the owner's choice (docs/rehoming.md, "Applying to adopt,
// and the owner's choice"). One open application per person and pet (the partial unique index
// rehoming_applications_one_open_key: open, shortlisted and chosen count); choosing one makes an accepted
// order at the adoption fee reserved for REHOMING_PAY_HOURS (its clock is the protection machine's
// awaiting_payment: lib/orders/protection.ts lapses it, and lib/orders/application-status.ts moves the
// application with the order).

const HOUR = 3_600_000;
const isUniqueViolation = (e: unknown) => e instanceof Prisma.PrismaClientKnownRequestError && e.code === "P2002";

type TAnswer = { question: string; answer: string };
const answersOf = (value: Prisma.JsonValue): TAnswer[] =>
  Array.isArray(value)
    ? value.flatMap((a) =>
        a && typeof a === "object" && !Array.isArray(a) && typeof a.question === "string" && typeof a.answer === "string"
          ? [{ question: a.question, answer: a.answer }]
          : [],
      )
    : [];

const applicationSelect = {
  ...APPLICATION_COLUMNS,
  petId: true,
} satisfies Prisma.RehomingApplicationSelect;
type TApplicationRow = Prisma.RehomingApplicationGetPayload<{ select: typeof applicationSelect }>;

const applicationFields = (r: TApplicationRow) => ({
  id: r.id,
  pet_id: r.petId,
  status: r.status as TApplicationStatus,
  home_type: r.homeType === "flat" ? ("flat" as const) : ("house" as const),
  is_rented: r.isRented,
  has_landlord_consent: r.hasLandlordConsent,
  has_garden: r.hasGarden,
  other_pets: r.otherPets,
  experience: r.experience,
  household: r.household,
  reason: r.reason,
  answers: answersOf(r.answers),
  order_id: r.orderId,
  created_at: r.createdAt.toISOString(),
  decided_at: r.decidedAt?.toISOString() ?? null,
});

type TLockedPet = {
  id: string;
  name: string;
  price: number;
  status: string;
  mode: string;
  sellerId: string;
  available: number;
  questions: string[];
};

/** The pet row, locked until the transaction ends (`update`: FOR UPDATE, the choice; else FOR SHARE, an application). */
async function lockPet(tx: TTx, petId: string, { update = false } = {}): Promise<TLockedPet | null> {
  const rows = update
    ? await tx.$queryRaw<TLockedPet[]>`
        SELECT id, name, price, status::text AS status, mode::text AS mode, "sellerId", available, "rehomingQuestions" AS questions
        FROM pets WHERE id = ${petId} FOR UPDATE`
    : await tx.$queryRaw<TLockedPet[]>`
        SELECT id, name, price, status::text AS status, mode::text AS mode, "sellerId", available, "rehomingQuestions" AS questions
        FROM pets WHERE id = ${petId} FOR SHARE`;
  return rows[0] ? { ...rows[0], questions: rows[0].questions ?? [] } : null;
}

/** A person who may still adopt: not suspended, not deleted. */
async function isAvailablePerson(tx: TTx, userId: string) {
  const user = await tx.user.findUnique({ where: { id: userId }, select: { suspendedAt: true, deletedAt: true } });
  return !!user && !user.suspendedAt && !user.deletedAt;
}

/**
 * Applies to adopt a rehoming listing: signed in with a verified email (as for ordering), not one's own
 * pet, the pet active and rehoming, the applicant's account in good standing (a suspension revokes the
 * sessions, but a token in flight is checked against the row too). One answer per question of the
 * listing, stored with the question as it was asked. A second open application answers APPLICATION_EXISTS.
 */
export async function applyToAdopt({ petId, applicantId, input }: { petId: string; applicantId: string; input: TApplicationInput }) {
  let created: { id: string; ownerId: string; petName: string };
  try {
    created = await getDb().$transaction(async (tx) => {
      const pet = await lockPet(tx, petId);
      if (!pet) throw new AppError("PET_NOT_FOUND");
      if (pet.sellerId === applicantId) throw new AppError("OWN_PET_APPLICATION");
      if (pet.mode !== "rehoming") throw new AppError("PET_NOT_REHOMING");
      if (pet.status !== "active") throw new AppError("PET_NOT_AVAILABLE");
      if (!(await isAvailablePerson(tx, applicantId))) throw new AppError("ACCOUNT_SUSPENDED");
      await assertEmailVerified({ userId: applicantId, db: tx });
      if (input.answers.length !== pet.questions.length) throw new AppError("VALIDATION", { fields: { answers: ["applicationAnswers"] } });
      const application = await tx.rehomingApplication.create({
        data: {
          petId,
          applicantId,
          ownerId: pet.sellerId,
          homeType: input.home_type,
          isRented: input.is_rented,
          // Asked only of a rented home: an owned one has no landlord to agree.
          hasLandlordConsent: input.is_rented ? (input.has_landlord_consent ?? null) : null,
          hasGarden: input.has_garden,
          otherPets: input.other_pets,
          experience: input.experience,
          household: input.household,
          reason: input.reason,
          answers: pet.questions.map((question, i) => ({ question, answer: input.answers[i] })),
        },
        select: { id: true },
      });
      return { id: application.id, ownerId: pet.sellerId, petName: pet.name };
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError("APPLICATION_EXISTS");
    throw e;
  }
  await runAfterResponse(() => tellOwner({ applicationId: created.id, kind: "new" }));
  return { id: created.id };
}

/** Tells the owner of a new application (mail and push) or a withdrawn one (mail). */
async function tellOwner({ applicationId, kind }: { applicationId: string; kind: "new" | "withdrawn" | "withdrawnChosen" }) {
  const a = await getDb().rehomingApplication.findUnique({
    where: { id: applicationId },
    select: {
      petId: true,
      pet: { select: { name: true } },
      applicant: { select: { name: true } },
      owner: { select: { id: true, name: true, email: true, locale: true, notifyNewOrder: true, deletedAt: true } },
    },
  });
  if (!a || a.owner.deletedAt) return;
  // The owner's "new orders" switches (mail and push) cover applications too: both are people asking for their pet.
  if (kind === "new")
    await pushNewApplication(a.owner.id, { kind: "newApplication", petId: a.petId, applicant: a.applicant.name, pet: a.pet.name });
  if (!a.owner.notifyNewOrder || !a.owner.email) return;
  const args = { to: a.owner, applicant: a.applicant.name, pet: a.pet.name, petId: a.petId };
  const mail = kind === "new" ? newApplicationMail(args) : applicationWithdrawnMail({ ...args, wasChosen: kind === "withdrawnChosen" });
  await sendMail({ to: a.owner.email, userId: a.owner.id, ...mail });
}

/** Reads an application for one of its two people: 404 for an unknown id, 403 for anyone else. */
async function findFor(tx: TTx, applicationId: string, userId: string, as: "applicant" | "owner") {
  const a = isId(applicationId)
    ? await tx.rehomingApplication.findUnique({
        where: { id: applicationId },
        select: { id: true, petId: true, applicantId: true, ownerId: true, status: true, orderId: true },
      })
    : null;
  if (!a) throw new AppError("APPLICATION_NOT_FOUND");
  if ((as === "applicant" ? a.applicantId : a.ownerId) !== userId)
    throw new AppError(as === "applicant" ? "NOT_YOUR_APPLICATION" : "NOT_OWNER");
  return a;
}

/**
 * The applicant withdraws an open or shortlisted application; or a chosen one before paying: the
 * reserved order is cancelled the way a buyer calls off an accepted unpaid order (callOffInTx), and the
 * pet is listed again. After paying (adopted) it is the order's own cancel that gives the money back.
 */
export async function withdrawApplication({ applicationId, applicantId }: { applicationId: string; applicantId: string }) {
  const result = await getDb().$transaction(async (tx) => {
    const a = await findFor(tx, applicationId, applicantId, "applicant");
    const moved = await tx.rehomingApplication.updateMany({
      where: { id: a.id, status: { in: ["open", "shortlisted", "chosen"] } },
      data: { status: "withdrawn", decidedAt: new Date() },
    });
    if (moved.count !== 1) throw new AppError("APPLICATION_NOT_OPEN");
    if (a.status !== "chosen" || !a.orderId) return { petId: a.petId, events: [] as TLiveEventInput[], wasChosen: false };
    const done = await callOffInTx(tx, a.orderId, "cancelled");
    // Paid meanwhile (the payment moved it to adopted first, so the update above found nothing): not reached.
    if (!done) throw new AppError("APPLICATION_NOT_OPEN");
    return { petId: a.petId, events: done.events, wasChosen: true };
  });
  await pushOrderEvents(result.events);
  if (result.wasChosen) await refreshPetPages([result.petId]);
  await runAfterResponse(() => tellOwner({ applicationId, kind: result.wasChosen ? "withdrawnChosen" : "withdrawn" }));
}

/** The owner shortlists an open application, or takes one off the shortlist. */
export async function shortlistApplication({
  applicationId,
  ownerId,
  shortlisted,
}: {
  applicationId: string;
  ownerId: string;
  shortlisted: boolean;
}) {
  await getDb().$transaction(async (tx) => {
    const a = await findFor(tx, applicationId, ownerId, "owner");
    const moved = await tx.rehomingApplication.updateMany({
      where: { id: a.id, status: { in: [...LIVE_APPLICATION_STATUSES] } },
      data: { status: shortlisted ? "shortlisted" : "open" },
    });
    if (moved.count !== 1) throw new AppError("APPLICATION_NOT_OPEN");
  });
}

/** The order the owner's list shows first: the chosen one, the shortlist, the new ones, then the rest. */
const STATUS_ORDER: Record<TApplicationStatus, number> = {
  adopted: 0,
  chosen: 0,
  shortlisted: 1,
  open: 2,
  declined: 3,
  lapsed: 4,
  withdrawn: 5,
};
const OWNER_LIST_LIMIT = 200;

/**
 * The owner's list of a pet's applications (404 for an unknown pet, 403 for anyone but its owner): each
 * with its answers and the applicant's name, verifications, member-since date, rating as a seller (the
 * reviews there are, which are of sellers) and completed purchases. Withdrawn ones are left out: the
 * applicant took them back.
 */
export async function listPetApplications({ petId, ownerId }: { petId: string; ownerId: string }): Promise<TPetApplicationsDto> {
  const db = getDb();
  const pet = isId(petId)
    ? await db.pet.findUnique({
        where: { id: petId },
        select: { id: true, name: true, status: true, price: true, sellerId: true, rehomingQuestions: true },
      })
    : null;
  if (!pet) throw new AppError("PET_NOT_FOUND");
  if (pet.sellerId !== ownerId) throw new AppError("NOT_OWNER");
  const rows = await db.rehomingApplication.findMany({
    where: { petId, status: { not: "withdrawn" } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: OWNER_LIST_LIMIT,
    select: {
      ...applicationSelect,
      applicant: { select: { id: true, name: true, createdAt: true, isEmailVerified: true, phoneVerifiedAt: true } },
    },
  });
  const ids = [...new Set(rows.map((r) => r.applicant.id))];
  const ratings = ids.length
    ? await db.review.groupBy({
        by: ["sellerId"],
        where: { sellerId: { in: ids }, hiddenAt: null },
        _avg: { rating: true },
        _count: { _all: true },
      })
    : [];
  const purchases = ids.length
    ? await db.order.groupBy({
        by: ["buyerId"],
        where: { buyerId: { in: ids }, status: "accepted", protection: { in: ["handed_over", "released"] } },
        _count: { _all: true },
      })
    : [];
  const ratingOf = new Map(ratings.map((r) => [r.sellerId, r]));
  const purchasesOf = new Map(purchases.map((p) => [p.buyerId, p._count._all]));
  const applications: TOwnerApplicationDto[] = rows.map((r) => {
    const rating = ratingOf.get(r.applicant.id);
    return {
      ...applicationFields(r),
      applicant: {
        id: r.applicant.id,
        name: r.applicant.name,
        member_since: r.applicant.createdAt.toISOString(),
        verifications: { email: r.applicant.isEmailVerified, phone: r.applicant.phoneVerifiedAt !== null },
        seller_rating:
          rating && rating._count._all > 0 && rating._avg.rating !== null
            ? { average: Math.round(rating._avg.rating * 10) / 10, count: rating._count._all }
            : null,
        completed_purchases: purchasesOf.get(r.applicant.id) ?? 0,
      },
    };
  });
  applications.sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status]);
  return {
    pet: { id: pet.id, name: pet.name, status: pet.status, price: pet.price, questions: pet.rehomingQuestions ?? [] },
    applications,
  };
}

/** My applications as an applicant, newest first (bounded). */
export async function listMyApplications({ applicantId }: { applicantId: string }): Promise<TMyApplicationDto[]> {
  const rows = await getDb().rehomingApplication.findMany({
    where: { applicantId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 100,
    select: {
      ...applicationSelect,
      pet: { select: { name: true, price: true, images: { orderBy: { position: "asc" }, take: 1, select: { id: true } } } },
      order: { select: { protection: true, protectionDeadline: true, totalAmount: true } },
    },
  });
  return rows.map((r) => ({
    ...applicationFields(r),
    pet_name: r.pet.name,
    pet_image: r.pet.images[0] ? imageUrl(r.pet.images[0].id, "sm") : null,
    fee: r.order?.totalAmount ?? r.pet.price,
    pay_by:
      r.status === "chosen" && r.order?.protection === "awaiting_payment" ? (r.order.protectionDeadline?.toISOString() ?? null) : null,
    can_withdraw:
      r.status === "open" || r.status === "shortlisted" || (r.status === "chosen" && r.order?.protection === "awaiting_payment"),
  }));
}

/**
 * The applications between two people (either one the owner), newest first: what the chat shows above
 * their conversation ("Application for Bruno · Shortlisted"). Withdrawn ones are left out.
 */
export async function applicationsBetween({
  userId,
  otherUserId,
}: {
  userId: string;
  otherUserId: string;
}): Promise<TChatApplicationDto[]> {
  if (!isId(otherUserId)) return [];
  const rows = await getDb().rehomingApplication.findMany({
    where: {
      status: { not: "withdrawn" },
      OR: [
        { ownerId: userId, applicantId: otherUserId },
        { ownerId: otherUserId, applicantId: userId },
      ],
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 5,
    select: { id: true, petId: true, status: true, ownerId: true, pet: { select: { name: true } } },
  });
  return rows.map((r) => ({
    id: r.id,
    pet_id: r.petId,
    pet_name: r.pet.name,
    status: r.status as TApplicationStatus,
    role: r.ownerId === userId ? "owner" : "applicant",
  }));
}

/**
 * The owner chooses a home, in ONE transaction under the pet row's lock (FOR UPDATE, so two chooses for
 * the same pet take turns and the second sees the first): refused when the pet already has a chosen (or
 * adopted) application, when the pet is not active, or when the applicant is suspended or deleted. It
 * makes the order (buyer the applicant, seller the owner, one animal at the adoption fee), accepted and
 * awaiting payment for REHOMING_PAY_HOURS; takes the pet off the market as accepting an order does
 * (available down, sold at 0); chooses the application with its order; declines every other open or
 * shortlisted one; and makes the agreement both sign (lib/agreements). A declined or open application may
 * be chosen (after a lapse, the owner chooses again). In Razorpay mode the owner needs a linked account,
 * as for accepting an order (assertSellerCanBePaid).
 */
export async function chooseApplication({
  applicationId,
  ownerId,
  now = new Date(),
}: {
  applicationId: string;
  ownerId: string;
  now?: Date;
}) {
  const db = getDb();
  let result: { petId: string; orderId: string; declinedIds: string[]; events: TLiveEventInput[] };
  try {
    result = await db.$transaction(async (tx) => {
      const first = await findFor(tx, applicationId, ownerId, "owner");
      const pet = await lockPet(tx, first.petId, { update: true });
      if (!pet) throw new AppError("PET_NOT_FOUND");
      if (pet.sellerId !== ownerId) throw new AppError("NOT_OWNER");
      // Read again under the lock: a choice or withdrawal that committed meanwhile is seen now.
      const a = await tx.rehomingApplication.findUniqueOrThrow({
        where: { id: applicationId },
        select: { status: true, applicantId: true },
      });
      if (a.status === "chosen" || a.status === "adopted") throw new AppError("APPLICATION_ALREADY_CHOSEN");
      const taken = await tx.rehomingApplication.count({ where: { petId: pet.id, status: { in: ["chosen", "adopted"] } } });
      if (taken) throw new AppError("APPLICATION_ALREADY_CHOSEN");
      if (a.status !== "open" && a.status !== "shortlisted" && a.status !== "declined") throw new AppError("APPLICATION_NOT_CHOOSABLE");
      if (pet.mode !== "rehoming") throw new AppError("PET_NOT_REHOMING");
      if (pet.status !== "active" || pet.available < 1) throw new AppError("PET_NOT_AVAILABLE");
      if (!(await isAvailablePerson(tx, a.applicantId))) throw new AppError("APPLICANT_UNAVAILABLE");

      const order = await tx.order.create({
        data: {
          buyerId: a.applicantId,
          sellerId: ownerId,
          petId: pet.id,
          quantity: 1,
          unitPrice: pet.price,
          totalAmount: pet.price,
          status: "accepted",
          decidedAt: now,
          protection: "awaiting_payment",
          protectionDeadline: new Date(now.getTime() + REHOMING_PAY_HOURS * HOUR),
        },
        select: { id: true },
      });
      await assertSellerCanBePaid({ tx, orderId: order.id, sellerId: ownerId });
      // Off the market as an accept takes it (lib/orders/service.ts acceptOrder): the row is locked already.
      const off = await tx.pet.updateMany({
        where: { id: pet.id, status: "active", available: { gte: 1 } },
        data: { available: { decrement: 1 } },
      });
      if (off.count !== 1) throw new AppError("PET_NOT_AVAILABLE");
      await tx.pet.updateMany({ where: { id: pet.id, available: 0 }, data: { status: "sold" } });
      // A rehoming listing takes no orders (the cart refuses it), but an order from before it became one waits.
      const rejected = await rejectUnfillable(tx, pet.id, { isPaidKept: true });

      const chosen = await tx.rehomingApplication.updateMany({
        where: { id: applicationId, status: { in: ["open", "shortlisted", "declined"] } },
        data: { status: "chosen", orderId: order.id, decidedAt: now },
      });
      if (chosen.count !== 1) throw new AppError("APPLICATION_NOT_CHOOSABLE");
      const others = await tx.rehomingApplication.findMany({
        where: { petId: pet.id, id: { not: applicationId }, status: { in: [...LIVE_APPLICATION_STATUSES] } },
        select: { id: true },
      });
      await tx.rehomingApplication.updateMany({
        where: { id: { in: others.map((o) => o.id) }, status: { in: [...LIVE_APPLICATION_STATUSES] } },
        data: { status: "declined", decidedAt: now },
      });
      await createAgreementForOrder(tx, order.id);
      const events = [
        ...(await recordOrderEvents(tx, [order.id], "order.accepted", "both")),
        ...(await recordOrderEvents(tx, rejected, "order.rejected", "both")),
      ];
      return { petId: pet.id, orderId: order.id, declinedIds: others.map((o) => o.id), events };
    });
  } catch (e) {
    // Choosing again a declined applicant who has applied anew meanwhile: that newer application is theirs.
    if (isUniqueViolation(e)) throw new AppError("APPLICATION_EXISTS");
    throw e;
  }
  await pushOrderEvents(result.events);
  await refreshPetPages([result.petId]);
  const told = result;
  await runAfterResponse(() => mailChoice({ chosenId: applicationId, declinedIds: told.declinedIds }));
  return { orderId: result.orderId };
}

const applicantSelect = { id: true, name: true, email: true, locale: true, notifyOrderDecision: true, deletedAt: true } as const;

async function mailChoice({ chosenId, declinedIds }: { chosenId: string; declinedIds: string[] }) {
  const db = getDb();
  const chosen = await db.rehomingApplication.findUnique({
    where: { id: chosenId },
    select: {
      orderId: true,
      pet: { select: { name: true, price: true } },
      owner: { select: { name: true } },
      applicant: { select: applicantSelect },
    },
  });
  // The chosen one hears whatever their switch says: it is the start of an order they must pay in time.
  if (chosen?.orderId && chosen.applicant.email && !chosen.applicant.deletedAt) {
    const mail = applicationChosenMail({
      to: chosen.applicant,
      owner: chosen.owner.name,
      pet: chosen.pet.name,
      fee: formatPrice(chosen.pet.price),
      orderId: chosen.orderId,
    });
    await sendMail({ to: chosen.applicant.email, userId: chosen.applicant.id, ...mail });
  }
  if (!declinedIds.length) return;
  const declined = await db.rehomingApplication.findMany({
    where: { id: { in: declinedIds }, status: "declined" },
    select: { pet: { select: { name: true } }, applicant: { select: applicantSelect } },
  });
  for (const d of declined) {
    if (!d.applicant.notifyOrderDecision || !d.applicant.email || d.applicant.deletedAt) continue;
    await sendMail({ to: d.applicant.email, userId: d.applicant.id, ...applicationDeclinedMail({ to: d.applicant, pet: d.pet.name }) });
  }
}
