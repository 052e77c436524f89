import "server-only";
import { getDb, type TTx } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { runAfterResponse } from "@/lib/http/after";
import { isModerator } from "@/lib/session/service";
import type { TRole } from "@/lib/session/service";
import { notifyAgreementSigned } from "./notify";
import { agreementHash, agreementText } from "./text";
import { AGREEMENT_VERSION, ZAgreementTerms, type TAgreementLocale, type TAgreementTerms } from "./terms";
import type { TAgreementDto } from "./responses";

// The agreement of an order (docs/rehoming.md, "The agreement"): made when the order is accepted (a
// sale's acceptOrder, a rehoming's choice), from the listing as it was then, the two parties and the fee;
// read in English, Telugu or Hindi; signed once by each party with their typed full name, the time, the
// language and the SHA-256 of the exact text they were shown. A rehoming is paid only once both signed.

/** "2026-12-06": the day in India. */
const indiaDay = (d: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(d);
const isoDay = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

type TSnapshot = {
  name?: string;
  species?: TAgreementTerms["pet"]["species"];
  breed?: string;
  age?: string;
  gender?: TAgreementTerms["pet"]["gender"];
  description?: string;
  unit_price?: number;
  quantity?: number;
};

/**
 * The terms of an order's agreement, read in the caller's transaction. The pet as it is now (at the
 * accept, that is the listing as accepted), except for an order accepted before agreements existed
 * whose listing was snapshotted when paid (`useSnapshot`): then what the snapshot holds (name, breed,
 * age, sex, description, price) comes from it, and the rest (health, microchip) from the pet now,
 * since the snapshot never held them.
 */
async function termsOf(tx: TTx, orderId: string, { useSnapshot }: { useSnapshot: boolean }): Promise<TAgreementTerms> {
  const o = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: {
      id: true,
      quantity: true,
      unitPrice: true,
      totalAmount: true,
      decidedAt: true,
      listingSnapshot: true,
      buyer: { select: { name: true, location: true } },
      seller: { select: { name: true, location: true } },
      pet: {
        select: {
          mode: true,
          name: true,
          species: true,
          breed: true,
          gender: true,
          dateOfBirth: true,
          age: true,
          microchipNumber: true,
          sterilised: true,
          vaccinated: true,
          dewormed: true,
          dewormedOn: true,
          description: true,
          vaccinations: { orderBy: { position: "asc" }, select: { vaccine: true, givenOn: true } },
        },
      },
    },
  });
  const snap: TSnapshot = useSnapshot && o.listingSnapshot && typeof o.listingSnapshot === "object" ? (o.listingSnapshot as TSnapshot) : {};
  const p = o.pet;
  const town = (s: string | null) => (s && s.trim() ? s.trim() : null);
  return ZAgreementTerms.parse({
    order_id: o.id,
    mode: p.mode,
    date: indiaDay(o.decidedAt ?? new Date()),
    pet: {
      name: snap.name ?? p.name,
      species: snap.species !== undefined ? snap.species : p.species,
      breed: snap.breed ?? p.breed,
      gender: snap.gender ?? p.gender,
      date_of_birth: isoDay(p.dateOfBirth),
      age: snap.age ?? p.age,
      microchip_number: p.microchipNumber?.trim() || null,
      sterilised: p.sterilised,
      vaccinated: p.vaccinated,
      vaccinations: p.vaccinations.map((v) => ({ vaccine: v.vaccine, date: isoDay(v.givenOn)! })),
      dewormed: p.dewormed,
      dewormed_on: isoDay(p.dewormedOn),
      description: snap.description ?? p.description,
    },
    unit_price: snap.unit_price ?? o.unitPrice,
    quantity: snap.quantity ?? o.quantity,
    total: o.totalAmount,
    seller: { name: o.seller.name, town: town(o.seller.location) },
    buyer: { name: o.buyer.name, town: town(o.buyer.location) },
  });
}

/**
 * Makes the order's agreement, in the caller's transaction (acceptOrder for a sale, the owner's choice
 * for a rehoming: lib/applications). Idempotent: an order has one agreement, and a second call (or a
 * second transaction racing this one) leaves the first as it is (ON CONFLICT DO NOTHING, which, unlike a
 * caught unique violation, does not abort the caller's transaction).
 */
export async function createAgreementForOrder(tx: TTx, orderId: string): Promise<void> {
  await createAgreement(tx, orderId, { useSnapshot: false });
}

async function createAgreement(tx: TTx, orderId: string, { useSnapshot }: { useSnapshot: boolean }) {
  if (await tx.agreement.findUnique({ where: { orderId }, select: { id: true } })) return;
  const terms = await termsOf(tx, orderId, { useSnapshot });
  await tx.agreement.createMany({ data: [{ orderId, mode: terms.mode, version: AGREEMENT_VERSION, terms }], skipDuplicates: true });
}

type TAccess = { userId: string; role?: TRole | null };

const agreementSelect = {
  id: true,
  version: true,
  terms: true,
  createdAt: true,
  signatures: { orderBy: { signedAt: "asc" }, select: { role: true, typedName: true, locale: true, textHash: true, signedAt: true } },
} as const;

/**
 * The order and its agreement for one of its two parties, or (read-only) a moderator; anyone else: not
 * found, as for the order itself. An accepted order from before agreements existed gets its agreement
 * here, on its parties' first look (from its listing snapshot when it has one).
 */
async function loadAgreement(db: TTx, orderId: string, { userId, role }: TAccess) {
  const order = await db.order.findUnique({ where: { id: orderId }, select: { id: true, buyerId: true, sellerId: true, status: true } });
  const isParty = !!order && (order.buyerId === userId || order.sellerId === userId);
  if (!order || (!isParty && !isModerator(role))) throw new AppError("ORDER_NOT_FOUND");
  const myRole = order.sellerId === userId ? ("seller" as const) : order.buyerId === userId ? ("buyer" as const) : null;
  let agreement = await db.agreement.findUnique({ where: { orderId }, select: agreementSelect });
  if (!agreement && isParty && order.status === "accepted") {
    await createAgreement(db, orderId, { useSnapshot: true });
    agreement = await db.agreement.findUnique({ where: { orderId }, select: agreementSelect });
  }
  if (!agreement) throw new AppError("AGREEMENT_NOT_FOUND");
  return { order, myRole, agreement, terms: ZAgreementTerms.parse(agreement.terms) };
}

type TLoaded = Awaited<ReturnType<typeof loadAgreement>>;

function toDto({ order, myRole, agreement, terms }: TLoaded, lang: TAgreementLocale): TAgreementDto {
  const doc = agreementText(terms, lang);
  const signed = new Set(agreement.signatures.map((s) => s.role));
  return {
    order_id: order.id,
    mode: terms.mode,
    version: agreement.version,
    lang,
    pet_name: terms.pet.name,
    title: doc.title,
    sections: doc.sections,
    text_hash: agreementHash(doc),
    signatures: agreement.signatures.map((s) => ({
      role: s.role as "buyer" | "seller",
      typed_name: s.typedName,
      lang: s.locale,
      text_hash: s.textHash,
      signed_at: s.signedAt.toISOString(),
    })),
    my_role: myRole,
    can_sign: !!myRole && order.status === "accepted" && !signed.has(myRole),
    is_complete: signed.has("buyer") && signed.has("seller"),
    created_at: agreement.createdAt.toISOString(),
  };
}

/** GET /server/orders/{id}/agreement: the text in `lang`, its hash, and the signatures so far. */
export async function getAgreement({
  orderId,
  lang,
  ...access
}: TAccess & { orderId: string; lang: TAgreementLocale }): Promise<TAgreementDto> {
  return toDto(await loadAgreement(getDb(), orderId, access), lang);
}

/**
 * POST /server/orders/{id}/agreement/sign: one party accepts the text they were shown in `lang`. The
 * hash they send must be the text's now (else AGREEMENT_CHANGED, and the page shows the text again):
 * what is recorded is what they read. One signature per role, by the unique (agreement, role): a second
 * one, or two at once, answers AGREEMENT_ALREADY_SIGNED and changes nothing. When it is the second,
 * both parties are told.
 */
export async function signAgreement({
  orderId,
  userId,
  typedName,
  lang,
  textHash,
  now = new Date(),
}: {
  orderId: string;
  userId: string;
  typedName: string;
  lang: TAgreementLocale;
  textHash: string;
  now?: Date;
}): Promise<TAgreementDto> {
  const result = await getDb().$transaction(async (tx) => {
    const loaded = await loadAgreement(tx, orderId, { userId });
    const { order, myRole, agreement, terms } = loaded;
    if (!myRole) throw new AppError("ORDER_NOT_FOUND");
    if (agreement.signatures.some((s) => s.role === myRole)) throw new AppError("AGREEMENT_ALREADY_SIGNED");
    // A rejected, cancelled or lapsed order's agreement is a record; it is not signed any more.
    if (order.status !== "accepted") throw new AppError("AGREEMENT_CLOSED");
    if (agreementHash(agreementText(terms, lang)) !== textHash.toLowerCase()) throw new AppError("AGREEMENT_CHANGED");
    const made = await tx.agreementSignature.createMany({
      data: [{ agreementId: agreement.id, userId, role: myRole, typedName, locale: lang, textHash: textHash.toLowerCase(), signedAt: now }],
      skipDuplicates: true,
    });
    if (made.count !== 1) throw new AppError("AGREEMENT_ALREADY_SIGNED");
    const after = await loadAgreement(tx, orderId, { userId });
    return { dto: toDto(after, lang), isComplete: after.agreement.signatures.length === 2 };
  });
  if (result.isComplete) await runAfterResponse(() => notifyAgreementSigned(orderId));
  return result.dto;
}

/**
 * The payment gate of a rehoming (lib/payments/service.ts, in its transaction): each of these orders whose
 * listing is a rehoming needs both signatures before any money is taken. A sale's agreement is offered,
 * not required.
 */
export async function assertAgreementsSigned(tx: TTx, orderIds: string[]): Promise<void> {
  if (!orderIds.length) return;
  const rehomings = await tx.order.findMany({
    where: { id: { in: orderIds }, pet: { mode: "rehoming" } },
    select: { id: true, agreement: { select: { _count: { select: { signatures: true } } } } },
  });
  if (rehomings.some((o) => (o.agreement?._count.signatures ?? 0) < 2)) throw new AppError("AGREEMENT_NOT_SIGNED");
}
