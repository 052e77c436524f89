import "server-only";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { isId } from "@/lib/http/input";
import { toCheckInView } from "@/lib/rehoming/check-ins";
import type { TRehomingRecords } from "./rehoming-records-responses";
import { APPLICATION_COLUMNS } from "@/lib/applications/columns";
import { CHECK_IN_COLUMNS } from "@/lib/rehoming/check-ins";

// What a moderator reads of a rehoming when a dispute or a report needs it (docs/rehoming.md, "In the
// console"): the applications to adopt, with every answer the applicant gave, and the check-ins after the
// handover with the adopter's notes. Read-only: nothing here changes an application or a check-in. The
// console's dispute view reads the order's; the reports queue reads the listing's
// (GET /server/admin/pets/{id}/rehoming).

/** Applications a listing's view shows at most (newest first); a rehoming gets a handful. */
const MAX_APPLICATIONS = 50;

const applicationSelect = {
  ...APPLICATION_COLUMNS,
  applicant: { select: { id: true, name: true } },
} as const;

const checkInSelect = {
  ...CHECK_IN_COLUMNS,
  order: { select: { pet: { select: { name: true } }, buyer: { select: { name: true } } } },
} as const;

/** The owner's questions as asked, each with its answer; anything else stored there is left out. */
function answersOf(raw: unknown): { question: string; answer: string }[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((a) =>
    a && typeof a === "object" && typeof (a as { question?: unknown }).question === "string"
      ? [{ question: (a as { question: string }).question, answer: String((a as { answer?: unknown }).answer ?? "") }]
      : [],
  );
}

type TApplicationRow = {
  id: string;
  status: string;
  homeType: string;
  isRented: boolean;
  hasLandlordConsent: boolean | null;
  hasGarden: boolean;
  otherPets: string;
  experience: string;
  household: string;
  reason: string;
  answers: unknown;
  orderId: string | null;
  createdAt: Date;
  decidedAt: Date | null;
  applicant: { id: string; name: string };
};

const toApplication = (a: TApplicationRow): TRehomingRecords["applications"][number] => ({
  id: a.id,
  status: a.status as TRehomingRecords["applications"][number]["status"],
  applicant: { id: a.applicant.id, name: a.applicant.name },
  home_type: a.homeType,
  is_rented: a.isRented,
  has_landlord_consent: a.hasLandlordConsent,
  has_garden: a.hasGarden,
  other_pets: a.otherPets,
  experience: a.experience,
  household: a.household,
  reason: a.reason,
  answers: answersOf(a.answers),
  order_id: a.orderId,
  created_at: a.createdAt.toISOString(),
  decided_at: a.decidedAt?.toISOString() ?? null,
});

type TCheckInRow = Parameters<typeof toCheckInView>[0] & { order: { buyer: { name: string } } };
const toCheckIn = (c: TCheckInRow) => ({ ...toCheckInView(c), adopter_name: c.order.buyer.name });

/** An order's application (the one chosen for it) and its check-ins: the dispute view. */
export async function getRehomingRecordsForOrder(orderId: string): Promise<TRehomingRecords> {
  if (!isId(orderId)) return { applications: [], check_ins: [] };
  const db = getDb();
  const applications = await db.rehomingApplication.findMany({ where: { orderId }, select: applicationSelect });
  const checkIns = await db.checkIn.findMany({ where: { orderId }, orderBy: { dueAt: "asc" }, select: checkInSelect });
  return { applications: applications.map(toApplication), check_ins: checkIns.map(toCheckIn) };
}

/** A listing's applications, newest first, and the check-ins of its orders: a reported listing. */
export async function getRehomingRecordsForPet(petId: string): Promise<TRehomingRecords> {
  if (!isId(petId)) throw new AppError("PET_NOT_FOUND");
  const db = getDb();
  const pet = await db.pet.findUnique({ where: { id: petId }, select: { id: true } });
  if (!pet) throw new AppError("PET_NOT_FOUND");
  const applications = await db.rehomingApplication.findMany({
    where: { petId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: MAX_APPLICATIONS,
    select: applicationSelect,
  });
  const checkIns = await db.checkIn.findMany({
    where: { order: { petId } },
    orderBy: [{ dueAt: "asc" }, { id: "asc" }],
    select: checkInSelect,
  });
  return { applications: applications.map(toApplication), check_ins: checkIns.map(toCheckIn) };
}
