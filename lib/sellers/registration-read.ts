import "server-only";
import { getDb, type TTx } from "@/lib/db";
import { isRegistrationCurrent } from "@/lib/pets/seller-rules";
import type { TRegistrationType } from "./registration-schemas";

// A seller's registration as the pages show it (the pet page's seller block, the seller page): only while
// a moderator's approval stands, approved and not past its valid-until day (the daily job marks it expired
// the next morning; this never shows it meanwhile). The number is the one the moderator checked.

export type TApprovedRegistration = { type: TRegistrationType; state: string; number: string; validUntil: string | null };

const select = { userId: true, type: true, state: true, number: true, validUntil: true, status: true } as const;

function toApproved(r: { type: string; state: string; number: string; validUntil: Date | null; status: string }, now: Date) {
  if (!isRegistrationCurrent(r, now)) return null;
  return {
    type: r.type as TRegistrationType,
    state: r.state,
    number: r.number,
    validUntil: r.validUntil?.toISOString().slice(0, 10) ?? null,
  };
}

/** The seller's approved registration, or null (none, waiting, refused, expired or past its date). One probe of the unique index on userId. */
export async function approvedRegistration({ sellerId, now = new Date(), db = getDb() }: { sellerId: string; now?: Date; db?: TTx }) {
  const r = await db.sellerRegistration.findUnique({ where: { userId: sellerId }, select });
  return r ? toApproved(r, now) : null;
}

/** The approved registrations of many sellers at once (a list of cards): seller id → registration; sellers without one are absent. */
export async function approvedRegistrations({ sellerIds, now = new Date(), db = getDb() }: { sellerIds: string[]; now?: Date; db?: TTx }) {
  const out = new Map<string, TApprovedRegistration>();
  if (!sellerIds.length) return out;
  const rows = await db.sellerRegistration.findMany({ where: { userId: { in: [...new Set(sellerIds)] }, status: "approved" }, select });
  for (const r of rows) {
    const approved = toApproved(r, now);
    if (approved) out.set(r.userId, approved);
  }
  return out;
}
