import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/db";
import { sendMail } from "@/lib/email/mailer";
import { listingSetAsideMail } from "@/lib/email/listing-law-mails";
import { runAfterResponse } from "@/lib/http/after";
import { setAsideUnlawful } from "@/lib/law/assert-listing-law";
import { recordAudit } from "@/lib/moderation/audit";
import { notifyRegistration, recordRegistrationEvent } from "@/lib/notifications/registration";
import { todayInIndia } from "@/lib/pets/constants";
import { refreshPetPages, refreshSellerPages } from "@/lib/pets/revalidate";
import { holdUnverified } from "@/lib/pets/seller-rules";
import type { TRegistrationRun } from "./registration-responses";

// The registrations' dates, run daily with the protection job (GET /server/protection/run, npm run
// protection): an approved registration is valid through its validUntil day (India's calendar); the day
// after, it expires, the seller's active listings of its type are held again until a renewal is approved,
// and the seller is told. A month before that day they are reminded, once per date (remindedAt; a new
// submission clears it). And a breeder's dog listed young that turned six months while active,
// unsterilised, is set aside (`inactive`) and its seller told: the Dog Breeding and Marketing Rules 2017
// let a breeder sell a dog that age only sterilised (lib/law/listing-rules.ts), and a listing's age moves
// on by itself. Bounded and safe to rerun: each step is a conditional update, so a second run at once
// changes nothing and mails nobody twice.

/** How far ahead the reminder goes: a month before the last valid day. */
export const REMIND_DAYS_BEFORE = 30;
const DEFAULT_LIMIT = 200;

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000);

export async function runRegistrationJob({
  now = new Date(),
  limit = DEFAULT_LIMIT,
}: { now?: Date; limit?: number } = {}): Promise<TRegistrationRun> {
  const db = getDb();
  const today = addDays(todayInIndia(now), 0);
  const due = await db.sellerRegistration.findMany({
    where: { status: "approved", validUntil: { lt: today } },
    orderBy: [{ validUntil: "asc" }, { id: "asc" }],
    take: limit + 1,
    select: { id: true, userId: true, type: true, state: true, number: true },
  });
  let expired = 0;
  const heldIds: string[] = [];
  for (const r of due.slice(0, limit)) {
    const held = await db.$transaction(async (tx) => {
      const moved = await tx.sellerRegistration.updateMany({
        where: { id: r.id, status: "approved", validUntil: { lt: today } },
        data: { status: "expired" },
      });
      if (moved.count !== 1) return null;
      const active = await tx.pet.findMany({ where: { sellerId: r.userId, sellerType: r.type, status: "active" }, select: { id: true } });
      const held = await holdUnverified(
        tx,
        active.map((p) => p.id),
        now,
      );
      await recordAudit(
        {
          actor: null,
          action: "seller_registration_expired",
          targetUserId: r.userId,
          reason: `${r.type} ${r.state} ${r.number}; ${held.length} listing(s) held`,
        },
        tx,
      );
      await recordRegistrationEvent(tx, r.userId, "expired");
      return held;
    });
    if (!held) continue;
    expired += 1;
    heldIds.push(...held);
    await refreshSellerPages(r.userId);
    await notifyRegistration({ userId: r.userId, kind: "expired" });
  }
  if (heldIds.length) await refreshPetPages(heldIds);

  // Ending within a month: valid through a day from today to REMIND_DAYS_BEFORE days ahead.
  const soon = await db.sellerRegistration.findMany({
    where: { status: "approved", remindedAt: null, validUntil: { gte: today, lte: addDays(todayInIndia(now), REMIND_DAYS_BEFORE) } },
    orderBy: [{ validUntil: "asc" }, { id: "asc" }],
    take: limit + 1,
    select: { id: true, userId: true },
  });
  let reminded = 0;
  for (const r of soon.slice(0, limit)) {
    const marked = await db.sellerRegistration.updateMany({
      where: { id: r.id, status: "approved", remindedAt: null },
      data: { remindedAt: now },
    });
    if (marked.count !== 1) continue;
    reminded += 1;
    await notifyRegistration({ userId: r.userId, kind: "expiring" });
  }
  const grown = await setAsideGrownUnsterilised(limit);
  return {
    expired,
    heldListings: heldIds.length,
    reminded,
    setAsideListings: grown.setAside,
    isComplete: due.length <= limit && soon.length <= limit && grown.isComplete,
  };
}

/**
 * Active listings of breeders' dogs past six months and not sterilised, read as the rules read a listing's
 * age (its `bornOn`): set aside with every rule checked again (setAsideUnlawful), their pages refreshed,
 * and each seller mailed in their language.
 */
async function setAsideGrownUnsterilised(limit: number): Promise<{ setAside: number; isComplete: boolean }> {
  const db = getDb();
  const due = await db.$queryRaw<{ id: string }[]>(Prisma.sql`
    SELECT id FROM pets
    WHERE status = 'active' AND species = 'dog' AND "sellerType" = 'breeder' AND sterilised IS NOT TRUE
      AND ("bornOn" + interval '6 months') < current_date
    ORDER BY id LIMIT ${limit + 1}`);
  const ids = due.slice(0, limit).map((p) => p.id);
  if (!ids.length) return { setAside: 0, isComplete: true };
  const setAside = await db.$transaction(async (tx) => {
    // Only from active: a listing its seller changed meanwhile is left as they left it.
    const still = await tx.pet.findMany({ where: { id: { in: ids }, status: "active" }, select: { id: true } });
    return setAsideUnlawful(
      tx,
      still.map((p) => p.id),
    );
  });
  if (setAside.length) {
    await refreshPetPages(setAside);
    const pets = await db.pet.findMany({
      where: { id: { in: setAside } },
      select: { name: true, sellerId: true, seller: { select: { name: true, email: true, locale: true, deletedAt: true } } },
    });
    await runAfterResponse(async () => {
      for (const p of pets) {
        if (p.seller.deletedAt) continue;
        await sendMail({
          to: p.seller.email,
          userId: p.sellerId,
          ...listingSetAsideMail({ locale: p.seller.locale, name: p.seller.name, petName: p.name }),
        });
      }
    });
    for (const sellerId of new Set(pets.map((p) => p.sellerId))) await refreshSellerPages(sellerId);
  }
  return { setAside: setAside.length, isComplete: due.length <= limit };
}
