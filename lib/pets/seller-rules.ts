import "server-only";
import { getDb, type TTx } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { REGISTERED_SELLER_TYPES, todayInIndia } from "./constants";
import {
  countLitters,
  LITTER_PERIOD_MONTHS,
  LITTER_SPECIES,
  MAX_INDIVIDUAL_LITTERS,
  MAX_INDIVIDUAL_YOUNG_LISTINGS,
  YOUNG_MONTHS,
} from "./individual-limits";

// Who may list what by the listing's seller type (docs/trust.md, "Registered sellers"), inside the listing's
// own write (create, edit, set active) so a refusal leaves nothing behind. A breeder, pet shop or shelter needs
// the account's registration of that type: none, another or refused is SELLER_REGISTRATION_REQUIRED; pending,
// expired or past its date (before the daily job) stores the listing held (cause `unverified`). An individual
// publishes at once within ./individual-limits.ts. Reads the tables directly: lib/sellers sits above lib/pets.

type TListing = {
  sellerId: string;
  sellerType: string | null;
  species: string | null;
  status: string;
  hiddenCause: string | null;
  bornOn: Date | null;
  isYoung: boolean | null;
};
type TRegistration = { type: string; status: string; number: string; validUntil: Date | null };

const COMMERCIAL = new Set(["breeder", "pet_shop", "shelter"]);

/** Whether a registration lets its listings be published today: approved, and its date not passed. */
export const isRegistrationCurrent = (r: Pick<TRegistration, "status" | "validUntil">, now = new Date()) =>
  r.status === "approved" && (!r.validUntil || r.validUntil.toISOString().slice(0, 10) >= todayInIndia(now));

/**
 * Applies the seller-type rules to a listing just written (inside the write's transaction): refuses it,
 * holds it, or publishes it. The seller's row is locked first, so two listings written at once by one
 * seller take turns and the individual limits count each other.
 */
export async function applySellerRules(tx: TTx, petId: string, now = new Date()) {
  const [pet] = await tx.$queryRaw<TListing[]>`
    SELECT "sellerId", "sellerType"::text AS "sellerType", species::text AS species, status::text AS status,
      "hiddenCause"::text AS "hiddenCause", "bornOn",
      "bornOn" > current_date - make_interval(months => ${YOUNG_MONTHS}::int) AS "isYoung"
    FROM pets WHERE id = ${petId}`;
  if (!pet) return;
  // Not FOR UPDATE: the pet's insert holds a key-share lock on the row, which this one does not wait for.
  await tx.$executeRaw`SELECT 1 FROM users WHERE id = ${pet.sellerId} FOR NO KEY UPDATE`;

  if (pet.sellerType && COMMERCIAL.has(pet.sellerType)) {
    const [registration] = await tx.$queryRaw<TRegistration[]>`
      SELECT type::text AS type, status::text AS status, number, "validUntil" FROM seller_registrations WHERE "userId" = ${pet.sellerId}`;
    if (!registration || registration.type !== pet.sellerType || registration.status === "refused")
      throw new AppError("SELLER_REGISTRATION_REQUIRED", { fields: { sellerType: ["SELLER_REGISTRATION_REQUIRED"] } });
    // The number the listing shows is the one a moderator checked.
    await tx.pet.update({ where: { id: petId }, data: { registrationNumber: registration.number } });
    if (isRegistrationCurrent(registration, now)) await releaseHeld(tx, petId);
    else if (pet.status === "active") await holdUnverified(tx, [petId], now);
    return;
  }

  // An individual's listing: a listing held for its earlier seller type is published again.
  await releaseHeld(tx, petId);
  if (!pet.species || !(LITTER_SPECIES as readonly string[]).includes(pet.species) || !pet.isYoung) return;
  await assertIndividualLimits(tx, pet.sellerId, pet.status === "active" || pet.hiddenCause === "unverified");
}

/** The individual limits for a young dog or cat just listed (see ./individual-limits.ts). */
async function assertIndividualLimits(tx: TTx, sellerId: string, isActive: boolean) {
  const litters = await tx.$queryRaw<{ species: string; bornOn: string }[]>`
    SELECT species::text AS species, to_char("bornOn", 'YYYY-MM-DD') AS "bornOn" FROM pets
    WHERE "sellerId" = ${sellerId} AND ("sellerType" IS NULL OR "sellerType" = 'individual')
      AND species IN ('dog', 'cat') AND "bornOn" IS NOT NULL
      AND "createdAt" > now() - make_interval(months => ${LITTER_PERIOD_MONTHS}::int)
      AND "bornOn" > "createdAt"::date - make_interval(months => ${YOUNG_MONTHS}::int)
      AND ("hiddenCause" IS NULL OR "hiddenCause" <> 'deletion')`;
  if (countLitters(litters) > MAX_INDIVIDUAL_LITTERS)
    throw new AppError("INDIVIDUAL_LITTER_LIMIT", { params: { max: MAX_INDIVIDUAL_LITTERS } });
  if (!isActive) return;
  const [{ young }] = await tx.$queryRaw<{ young: number }[]>`
    SELECT count(*)::int AS young FROM pets
    WHERE "sellerId" = ${sellerId} AND ("sellerType" IS NULL OR "sellerType" = 'individual') AND status = 'active'
      AND species IN ('dog', 'cat') AND "bornOn" > current_date - make_interval(months => ${YOUNG_MONTHS}::int)`;
  if (young > MAX_INDIVIDUAL_YOUNG_LISTINGS)
    throw new AppError("INDIVIDUAL_YOUNG_LIMIT", { params: { max: MAX_INDIVIDUAL_YOUNG_LISTINGS } });
}

/**
 * Holds active listings until their seller's registration is approved: hidden, cause `unverified`
 * (My listings says why). Returns the ids held.
 */
export async function holdUnverified(tx: TTx, petIds: string[], now = new Date()): Promise<string[]> {
  if (!petIds.length) return [];
  const held = await tx.pet.updateManyAndReturn({
    where: { id: { in: petIds }, status: "active" },
    data: { status: "hidden", hiddenCause: "unverified", hiddenAt: now, hiddenReason: null, appealedAt: null },
    select: { id: true },
  });
  return held.map((p) => p.id);
}

/** A held listing published: sold when it has none left (a moderator's restore does the same), active otherwise. */
async function releaseHeld(tx: TTx, petId: string) {
  const row = await tx.pet.findFirst({ where: { id: petId, status: "hidden", hiddenCause: "unverified" }, select: { available: true } });
  if (!row) return;
  await tx.pet.update({
    where: { id: petId },
    data: { status: row.available === 0 ? "sold" : "active", hiddenCause: null, hiddenAt: null, hiddenReason: null, appealedAt: null },
  });
}

/**
 * A listing's registration mark, as the lists read it (REGISTRATION_COUNTS, ./pet-row.ts): the seller's
 * registration when current (approved and in date) and of the listing's seller type, else null.
 */
export async function registeredMarkOf(
  { sellerId, sellerType }: { sellerId: string; sellerType: string | null },
  db: TTx = getDb(),
  now = new Date(),
) {
  const type = REGISTERED_SELLER_TYPES.find((t) => t === sellerType);
  if (!type) return null;
  const r = await db.sellerRegistration.findUnique({
    where: { userId: sellerId },
    select: { type: true, state: true, status: true, validUntil: true },
  });
  return r && isRegistrationCurrent(r, now) && r.type === type ? { type, state: r.state } : null;
}
