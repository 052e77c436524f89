import "server-only";
import { randomUUID } from "node:crypto";
import { getDb, type TTx } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { isId } from "@/lib/http/input";
import { processImage } from "@/lib/images/process";
import { blobStore, writeWithBlobs, type TBlob, type TStoredBlob } from "@/lib/images/store";
import { recordAudit, type TAuditInput } from "@/lib/moderation/audit";
import { todayInIndia } from "@/lib/pets/constants";
import { refreshPetPages, refreshSellerPages } from "@/lib/pets/revalidate";
import { setAsideUnlawful } from "@/lib/law/assert-listing-law";
import { holdUnverified } from "@/lib/pets/seller-rules";
import { notifyRegistration, recordRegistrationEvent } from "@/lib/notifications/registration";
import { REGISTRATION_LIMITS, REGISTRATION_TYPES, type TRegistrationForm, type TRegistrationQueueQuery } from "./registration-schemas";
import type { TMyRegistration, TMyRegistrationAnswer, TRegistrationQueueItem } from "./registration-responses";

// A commercial seller's registration (docs/trust.md, "Registered sellers"): a breeder or pet shop registers
// with its State Animal Welfare Board (Pet Shop Rules 2018; Dog Breeding and Marketing Rules 2017), a
// shelter or NGO with its registration or AWBI recognition. One per account: the seller sends it from the
// profile (with a verified phone and email), a moderator approves or refuses it in the console's Seller
// verifications queue (each decision one conditional update, so of two moderators deciding at once one
// wins, and one audit row), and the seller is told in their language (lib/notifications/registration.ts).
// Until approved, the seller's listings of that type are held (lib/pets/seller-rules.ts); approval
// publishes them. The certificate is never public: its blob key is under `certificates/`, which the public
// image route refuses, and only its owner and the moderators read it, through routes that check who asks.

type TActor = NonNullable<TAuditInput["actor"]>;

const certificateKey = (kind: "image" | "pdf") => `certificates/${randomUUID()}.${kind === "pdf" ? "pdf" : "webp"}`;
const kindOf = (contentType: string) => (contentType === "application/pdf" ? ("pdf" as const) : ("image" as const));
const PDF_MAGIC = Buffer.from("%PDF-");

/**
 * The certificate of a form (field `certificate`): a PDF (by its first bytes, whatever its name says),
 * kept as sent within REGISTRATION_LIMITS.pdfMaxBytes, or a photo, decoded and re-encoded by the image
 * pipeline (upright, its metadata dropped: lib/images/process.ts). Anything else is refused.
 */
export async function readCertificate(form: FormData): Promise<TBlob> {
  const entries = form.getAll("certificate");
  const files = entries.filter((e): e is File => typeof e !== "string" && e.size > 0);
  if (files.length !== 1) throw new AppError("VALIDATION", { fields: { certificate: ["CERTIFICATE_REQUIRED"] } });
  const data = Buffer.from(await files[0].arrayBuffer());
  if (data.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
    if (data.length > REGISTRATION_LIMITS.pdfMaxBytes)
      throw new AppError("CERTIFICATE_TOO_LARGE", { fields: { certificate: ["CERTIFICATE_TOO_LARGE"] } });
    return { key: certificateKey("pdf"), contentType: "application/pdf", data };
  }
  try {
    const image = await processImage(data);
    return { key: certificateKey("image"), contentType: "image/webp", data: image.renditions.lg };
  } catch (e) {
    if (e instanceof AppError && e.code === "VALIDATION")
      throw new AppError("VALIDATION", { fields: { certificate: ["CERTIFICATE_UNREADABLE"] } });
    if (e instanceof AppError) throw e.onField("certificate");
    throw new AppError("VALIDATION", { fields: { certificate: ["CERTIFICATE_UNREADABLE"] } });
  }
}

const registrationSelect = {
  id: true,
  userId: true,
  type: true,
  state: true,
  number: true,
  validUntil: true,
  status: true,
  refusedReason: true,
  submittedAt: true,
  decidedAt: true,
  certificateType: true,
} as const;
type TRow = {
  id: string;
  type: string;
  state: string;
  number: string;
  validUntil: Date | null;
  status: TMyRegistration["status"];
  refusedReason: string | null;
  submittedAt: Date;
  decidedAt: Date | null;
  certificateType: string;
};

const dayOf = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

function toDto(r: TRow, certificateUrl: string): TMyRegistration {
  return {
    id: r.id,
    type: r.type as TMyRegistration["type"],
    state: r.state,
    number: r.number,
    validUntil: dayOf(r.validUntil),
    status: r.status,
    refusedReason: r.refusedReason,
    submittedAt: r.submittedAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
    certificate: { kind: kindOf(r.certificateType), url: certificateUrl },
  };
}

/** The owner's own certificate address (it checks the session); the console's checks the role. */
export const OWN_CERTIFICATE_URL = "/server/profile/seller/certificate";
export const moderatorCertificateUrl = (id: string) => `/server/admin/seller-verifications/${id}/certificate`;

const heldWhere = (userId: string) => ({ sellerId: userId, status: "hidden" as const, hiddenCause: "unverified" as const });

/** GET /server/profile/seller. */
export async function getMyRegistration({ userId }: { userId: string }): Promise<Omit<TMyRegistrationAnswer, "success">> {
  const db = getDb();
  const [user, row, heldListings] = await Promise.all([
    db.user.findUnique({ where: { id: userId }, select: { phoneVerifiedAt: true, isEmailVerified: true } }),
    db.sellerRegistration.findUnique({ where: { userId }, select: registrationSelect }),
    db.pet.count({ where: heldWhere(userId) }),
  ]);
  return {
    registration: row ? toDto(row, OWN_CERTIFICATE_URL) : null,
    isPhoneVerified: !!user?.phoneVerifiedAt,
    isEmailVerified: !!user?.isEmailVerified,
    heldListings,
  };
}

/**
 * Sends (or replaces) the account's registration: it waits for a moderator again (pending), and the
 * seller's active listings as a breeder, pet shop or shelter are held until then, since the mark they
 * carry names the registration a moderator checked. The old certificate goes with the row it belonged to.
 */
export async function submitRegistration({
  userId,
  input,
  form,
  now = new Date(),
}: {
  userId: string;
  input: TRegistrationForm;
  form: FormData;
  now?: Date;
}) {
  const db = getDb();
  const user = await db.user.findUnique({ where: { id: userId }, select: { email: true, phoneVerifiedAt: true, isEmailVerified: true } });
  if (!user) throw new AppError("UNAUTHORIZED");
  if (!user.phoneVerifiedAt) throw new AppError("REGISTRATION_PHONE_REQUIRED");
  if (!user.isEmailVerified) throw new AppError("EMAIL_NOT_VERIFIED");
  const certificate = await readCertificate(form);
  const validUntil = input.validUntil ? new Date(`${input.validUntil}T00:00:00Z`) : null;
  const { registration, held } = await writeWithBlobs([certificate], async (tx, removeBlobs) => {
    // One submission of an account at a time: the second waits and replaces the first.
    await tx.$executeRaw`SELECT 1 FROM users WHERE id = ${userId} FOR NO KEY UPDATE`;
    const before = await tx.sellerRegistration.findUnique({ where: { userId }, select: { certificateKey: true } });
    if (before) removeBlobs([before.certificateKey]);
    const data = {
      type: input.type,
      state: input.state,
      number: input.number,
      validUntil,
      certificateKey: certificate.key,
      certificateType: certificate.contentType,
      status: "pending" as const,
      refusedReason: null,
      decidedById: null,
      decidedAt: null,
      remindedAt: null,
      submittedAt: now,
    };
    const registration = await tx.sellerRegistration.upsert({
      where: { userId },
      create: { userId, ...data },
      update: data,
      select: registrationSelect,
    });
    const active = await tx.pet.findMany({
      where: { sellerId: userId, status: "active", sellerType: { in: [...REGISTRATION_TYPES] } },
      select: { id: true },
    });
    const held = await holdUnverified(
      tx,
      active.map((p) => p.id),
      now,
    );
    await recordAudit(
      {
        actor: { id: userId, email: user.email },
        action: "seller_registration_submitted",
        targetUserId: userId,
        reason: `${input.type} ${input.state} ${input.number}${before ? " (replaces the earlier one)" : ""}`,
      },
      tx,
    );
    return { registration, held };
  });
  if (held.length) await refreshPetPages(held);
  // The pages that show the seller's registration (the seller disclosure) no longer show the one replaced.
  await refreshSellerPages(userId);
  return { registration: toDto(registration, OWN_CERTIFICATE_URL), heldListings: held.length };
}

async function readBlob(key: string): Promise<TStoredBlob> {
  const blob = await blobStore().get(key);
  if (!blob) throw new AppError("IMAGE_NOT_FOUND");
  return blob;
}

/** The owner's certificate (GET /server/profile/seller/certificate). */
export async function getOwnCertificate({ userId }: { userId: string }) {
  const row = await getDb().sellerRegistration.findUnique({ where: { userId }, select: { certificateKey: true, certificateType: true } });
  if (!row) throw new AppError("IMAGE_NOT_FOUND");
  return { blob: await readBlob(row.certificateKey), kind: kindOf(row.certificateType) };
}

/** A registration's certificate for the moderators (the route checks the role). */
export async function getCertificateForModerator({ registrationId }: { registrationId: string }) {
  if (!isId(registrationId)) throw new AppError("IMAGE_NOT_FOUND");
  const row = await getDb().sellerRegistration.findUnique({
    where: { id: registrationId },
    select: { certificateKey: true, certificateType: true },
  });
  if (!row) throw new AppError("IMAGE_NOT_FOUND");
  return { blob: await readBlob(row.certificateKey), kind: kindOf(row.certificateType) };
}

export const QUEUE_LIMIT = 100;

/**
 * The console's queue: pending registrations first, oldest first (the longest wait on top), then the
 * decided ones, oldest first; or one status. At most QUEUE_LIMIT.
 */
export async function listRegistrationQueue({ status }: TRegistrationQueueQuery = {}): Promise<TRegistrationQueueItem[]> {
  const db = getDb();
  const select = {
    ...registrationSelect,
    decidedBy: { select: { name: true } },
    user: { select: { id: true, name: true, email: true, phone: true, phoneVerifiedAt: true, createdAt: true } },
  } as const;
  const read = (where: { status: TRegistrationQueueItem["status"] } | { status: { not: "pending" } }, take: number) =>
    take > 0
      ? db.sellerRegistration.findMany({ where, orderBy: [{ submittedAt: "asc" }, { id: "asc" }], take, select })
      : Promise.resolve([]);
  const pending = status ? await read({ status }, QUEUE_LIMIT) : await read({ status: "pending" }, QUEUE_LIMIT);
  const rows = status ? pending : [...pending, ...(await read({ status: { not: "pending" } }, QUEUE_LIMIT - pending.length))];
  const held = rows.length
    ? await db.pet.groupBy({
        by: ["sellerId"],
        where: { sellerId: { in: rows.map((r) => r.userId) }, status: "hidden", hiddenCause: "unverified" },
        _count: { _all: true },
      })
    : [];
  const heldBy = new Map(held.map((h) => [h.sellerId, h._count._all]));
  return rows.map((r) => ({
    ...toDto(r, moderatorCertificateUrl(r.id)),
    seller: {
      id: r.user.id,
      name: r.user.name,
      email: r.user.email,
      phone: r.user.phone,
      isPhoneVerified: !!r.user.phoneVerifiedAt,
      memberSince: r.user.createdAt.toISOString(),
    },
    decidedByName: r.decidedBy?.name ?? null,
    heldListings: heldBy.get(r.userId) ?? 0,
  }));
}

/** Why a decision could not be made: no such registration, or another moderator decided it first. */
async function explainMiss(tx: TTx, registrationId: string): Promise<never> {
  const row = await tx.sellerRegistration.findUnique({ where: { id: registrationId }, select: { id: true } });
  throw new AppError(row ? "REGISTRATION_DECIDED" : "REGISTRATION_NOT_FOUND");
}

/** The registration a moderator is about to decide, refused when it is their own. */
async function decidable(tx: TTx, registrationId: string, actor: TActor) {
  const row = await tx.sellerRegistration.findUnique({
    where: { id: registrationId },
    select: { id: true, userId: true, type: true, state: true, number: true, validUntil: true, status: true },
  });
  if (!row) throw new AppError("REGISTRATION_NOT_FOUND");
  if (row.userId === actor.id) throw new AppError("REGISTRATION_OWN_DECISION");
  if (row.status !== "pending") throw new AppError("REGISTRATION_DECIDED");
  return row;
}

/**
 * A moderator approves a pending registration: it is the seller's mark from now on, and every listing of
 * theirs held for it is published (sold when none is left), with the registration's number. A seller
 * suspended meanwhile gets them back only with the suspension lifted (their cause becomes `suspension`).
 * One conditional update on `pending`: of two moderators deciding at once, one decides.
 */
export async function approveRegistration({
  registrationId,
  actor,
  now = new Date(),
}: {
  registrationId: string;
  actor: TActor;
  now?: Date;
}) {
  if (!isId(registrationId)) throw new AppError("REGISTRATION_NOT_FOUND");
  const { sellerId, published, setAside } = await getDb().$transaction(async (tx) => {
    const row = await decidable(tx, registrationId, actor);
    if (row.validUntil && dayOf(row.validUntil)! < todayInIndia(now)) throw new AppError("REGISTRATION_LAPSED");
    const moved = await tx.sellerRegistration.updateMany({
      where: { id: registrationId, status: "pending" },
      data: { status: "approved", decidedById: actor.id, decidedAt: now, refusedReason: null, remindedAt: null },
    });
    if (moved.count !== 1) await explainMiss(tx, registrationId);
    const seller = await tx.user.findUniqueOrThrow({ where: { id: row.userId }, select: { suspendedAt: true } });
    const ofType = { sellerId: row.userId, sellerType: row.type };
    await tx.pet.updateMany({ where: ofType, data: { registrationNumber: row.number } });
    const held = { ...ofType, status: "hidden" as const, hiddenCause: "unverified" as const };
    let published: string[] = [];
    let setAside: string[] = [];
    if (seller.suspendedAt) {
      await tx.pet.updateMany({ where: held, data: { hiddenCause: "suspension" } });
    } else {
      // Held for weeks, a listing may no longer meet the listing rules (a dog past six months): set aside, not published.
      setAside = await setAsideUnlawful(
        tx,
        (await tx.pet.findMany({ where: held, select: { id: true } })).map((p) => p.id),
      );
      const sold = await tx.pet.updateManyAndReturn({
        where: { ...held, available: 0 },
        data: { status: "sold", hiddenCause: null, hiddenAt: null, hiddenReason: null, appealedAt: null },
        select: { id: true },
      });
      const active = await tx.pet.updateManyAndReturn({
        where: held,
        data: { status: "active", hiddenCause: null, hiddenAt: null, hiddenReason: null, appealedAt: null },
        select: { id: true },
      });
      published = [...sold, ...active].map((p) => p.id);
    }
    await recordAudit(
      {
        actor,
        action: "seller_registration_approved",
        targetUserId: row.userId,
        reason: `${row.type} ${row.state} ${row.number}${published.length ? `; ${published.length} held listing(s) published` : ""}${setAside.length ? `; ${setAside.length} set aside for the listing rules` : ""}`,
      },
      tx,
    );
    await recordRegistrationEvent(tx, row.userId, "approved");
    return { sellerId: row.userId, published, setAside };
  });
  // The mark shows on every listing of the seller's type: their pages, and the lists that show them.
  const shown = await getDb().pet.findMany({ where: { sellerId, status: "active" }, select: { id: true } });
  await refreshPetPages([...new Set([...published, ...setAside, ...shown.map((p) => p.id)])]);
  await refreshSellerPages(sellerId);
  await notifyRegistration({ userId: sellerId, kind: "approved", setAside: setAside.length });
  return { publishedListings: published.length, setAsideListings: setAside.length };
}

/**
 * A moderator refuses a pending registration, with the reason the seller reads. The seller's listings
 * held for it stay held; a new listing of that type is refused until a new registration is sent.
 */
export async function refuseRegistration({
  registrationId,
  actor,
  reason,
  now = new Date(),
}: {
  registrationId: string;
  actor: TActor;
  reason: string;
  now?: Date;
}) {
  if (!isId(registrationId)) throw new AppError("REGISTRATION_NOT_FOUND");
  const sellerId = await getDb().$transaction(async (tx) => {
    const row = await decidable(tx, registrationId, actor);
    const moved = await tx.sellerRegistration.updateMany({
      where: { id: registrationId, status: "pending" },
      data: { status: "refused", refusedReason: reason, decidedById: actor.id, decidedAt: now },
    });
    if (moved.count !== 1) await explainMiss(tx, registrationId);
    await recordAudit({ actor, action: "seller_registration_refused", targetUserId: row.userId, reason }, tx);
    await recordRegistrationEvent(tx, row.userId, "refused");
    return row.userId;
  });
  await notifyRegistration({ userId: sellerId, kind: "refused", reason });
}

/** The account's registration and its certificate go (account deletion): the keys to delete with it. */
export async function eraseSellerRegistration(tx: TTx, userId: string): Promise<string[]> {
  const rows = await tx.sellerRegistration.findMany({ where: { userId }, select: { certificateKey: true } });
  await tx.sellerRegistration.deleteMany({ where: { userId } });
  return rows.map((r) => r.certificateKey);
}
