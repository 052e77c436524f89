import "server-only";
import { revokeAllSessions } from "@/lib/session/service";
import { getDb, type TTx } from "@/lib/db";
import { sendMail } from "@/lib/email/mailer";
import { accountRestoredMail, accountSuspendedMail } from "@/lib/email/moderation-mails";
import type { Prisma } from "@/lib/generated/prisma/client";
import { runAfterResponse } from "@/lib/http/after";
import { AppError } from "@/lib/http/errors";
import { notifyOrderDecision } from "@/lib/notifications/service";
import { pushOrderEvents, rejectPendingOrdersOfSeller } from "@/lib/orders/service";
import { askRefundsAfterResponse } from "@/lib/payments/providers";
import { setAsideUnlawful } from "@/lib/law/assert-listing-law";
import { refreshPetPages, refreshSellerPages } from "@/lib/pets/revalidate";
import { recordAudit } from "./audit";
import type { TAdminUserDto, TSuspendResult, TUnsuspendResult } from "./users-responses";
import { MODERATION_USER_LIMITS } from "./users-schemas";

// Members as the moderation console sees them, and suspension: a suspended account cannot sign in
// (lib/auth/service.ts loginUser) and no session of it works (lib/session/service.ts authenticate); its
// active listings are hidden and its undecided orders rejected, all in the transaction that suspends it.

export type TModerator = { id: string; email: string };

const adminUserSelect = {
  id: true,
  name: true,
  email: true,
  isEmailVerified: true,
  role: true,
  createdAt: true,
  suspendedAt: true,
  suspendedReason: true,
  _count: { select: { pets: true } },
} satisfies Prisma.UserSelect;
type TAdminUserRow = Prisma.UserGetPayload<{ select: typeof adminUserSelect }>;

async function toAdminUsers(rows: TAdminUserRow[], db: TTx): Promise<TAdminUserDto[]> {
  const active = rows.length
    ? await db.pet.groupBy({
        by: ["sellerId"],
        where: { sellerId: { in: rows.map((r) => r.id) }, status: "active" },
        _count: { _all: true },
      })
    : [];
  const activeBySeller = new Map(active.map((a) => [a.sellerId, a._count._all]));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    isEmailVerified: r.isEmailVerified,
    role: r.role,
    memberSince: r.createdAt.toISOString(),
    listings: r._count.pets,
    activeListings: activeBySeller.get(r.id) ?? 0,
    suspendedAt: r.suspendedAt?.toISOString() ?? null,
    suspendedReason: r.suspendedReason,
  }));
}

async function getAdminUser(userId: string, db: TTx = getDb()): Promise<TAdminUserDto> {
  const row = await db.user.findUnique({ where: { id: userId }, select: adminUserSelect });
  if (!row) throw new AppError("USER_NOT_FOUND");
  return (await toAdminUsers([row], db))[0];
}

/** `%`, `_` and `\` stand for themselves in a search, not for LIKE's wildcards. */
const likeLiteral = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Members whose email or name contains `q` (any case), newest first, at most 50; an exact email comes
 * first whatever the others are. Without `q`, the 50 newest members. Deleted accounts are no members:
 * their "Deleted user" rows only hold up the orders and messages that point to them.
 */
export async function searchUsers({ q }: { q?: string }): Promise<TAdminUserDto[]> {
  const db = getDb();
  const limit = MODERATION_USER_LIMITS.results;
  const orderBy: Prisma.UserOrderByWithRelationInput[] = [{ createdAt: "desc" }, { id: "desc" }];
  if (!q) return toAdminUsers(await db.user.findMany({ where: { deletedAt: null }, orderBy, take: limit, select: adminUserSelect }), db);
  const pattern = likeLiteral(q);
  const [exact, rows] = await Promise.all([
    db.user.findUnique({ where: { email: q.toLowerCase(), deletedAt: null }, select: adminUserSelect }),
    db.user.findMany({
      where: {
        deletedAt: null,
        OR: [{ email: { contains: pattern, mode: "insensitive" } }, { name: { contains: pattern, mode: "insensitive" } }],
      },
      orderBy,
      take: limit,
      select: adminUserSelect,
    }),
  ]);
  const list = exact ? [exact, ...rows.filter((r) => r.id !== exact.id)].slice(0, limit) : rows;
  return toAdminUsers(list, db);
}

/** Why a suspension cannot go ahead, in the order a moderator needs to hear it. */
async function explainSuspendMiss(tx: TTx, { userId, actorId }: { userId: string; actorId: string }): Promise<never> {
  const target = await tx.user.findUnique({ where: { id: userId }, select: { role: true, suspendedAt: true, deletedAt: true } });
  // A deleted account is no member any more: there is nobody to suspend.
  if (!target || target.deletedAt) throw new AppError("USER_NOT_FOUND");
  if (userId === actorId) throw new AppError("CANNOT_SUSPEND_SELF");
  if (target.role !== "user") throw new AppError("CANNOT_SUSPEND_STAFF");
  throw new AppError("USER_ALREADY_SUSPENDED");
}

/**
 * Suspends a member, in one transaction: the account (a conditional update, so two moderators cannot
 * both suspend it), every session revoked, the active listings hidden (cause `suspension`, which
 * unsuspending restores), the pending orders for their pets rejected as the seller's own reject would
 * (refunded when paid), their accepted orders not yet handed over called off (the buyers' held money
 * back in full: lib/orders/protection.ts), and the audit row. After the commit: the hidden pets' cached pages, a mail to
 * each buyer whose order was rejected (their language, their notification setting) and one to the
 * member with the reason.
 */
export async function suspendUser({
  actor,
  userId,
  reason,
}: {
  actor: TModerator;
  userId: string;
  reason: string;
}): Promise<TSuspendResult> {
  const db = getDb();
  const now = new Date();
  const { hiddenPetIds, rejectedOrderIds, events } = await db.$transaction(async (tx) => {
    const moved = await tx.user.updateMany({
      where: { id: userId, role: "user", suspendedAt: null, deletedAt: null },
      data: { suspendedAt: now, suspendedReason: reason },
    });
    if (moved.count !== 1) await explainSuspendMiss(tx, { userId, actorId: actor.id });
    await revokeAllSessions({ userId, db: tx });
    // The pets first, then their orders: the order an accept locks them in, so the two cannot deadlock.
    const hidden = await tx.pet.updateManyAndReturn({
      where: { sellerId: userId, status: "active" },
      data: { status: "hidden", hiddenCause: "suspension", hiddenAt: now, hiddenReason: reason },
      select: { id: true },
    });
    const { rejectedOrderIds, events } = await rejectPendingOrdersOfSeller({ sellerId: userId, tx });
    await recordAudit({ actor, action: "user_suspended", targetUserId: userId, reason }, tx);
    return { hiddenPetIds: hidden.map((p) => p.id), rejectedOrderIds, events };
  });
  await pushOrderEvents(events);
  await askRefundsAfterResponse();
  if (hiddenPetIds.length) await refreshPetPages(hiddenPetIds);
  // The seller page is a 404 while suspended, even when no listing was active.
  await refreshSellerPages(userId);
  for (const orderId of rejectedOrderIds) await notifyOrderDecision({ orderId });
  await runAfterResponse(async () => {
    const user = await db.user.findUnique({ where: { id: userId }, select: { name: true, email: true, locale: true } });
    if (user)
      await sendMail({
        to: user.email,
        userId,
        ...accountSuspendedMail({ locale: user.locale, name: user.name, reason, hasRejectedOrders: rejectedOrderIds.length > 0 }),
      });
  });
  return { user: await getAdminUser(userId), hiddenListings: hiddenPetIds.length, rejectedOrders: rejectedOrderIds.length };
}

/**
 * Lifts a suspension: the account can sign in again, and only the listings the suspension hid are
 * active again (one hidden for reports or by a moderator stays hidden), those the listing rules refuse
 * today set aside instead (lib/law/assert-listing-law.ts). The member is told by mail.
 */
export async function unsuspendUser({ actor, userId }: { actor: TModerator; userId: string }): Promise<TUnsuspendResult> {
  const db = getDb();
  const { restoredPetIds, setAside } = await db.$transaction(async (tx) => {
    const moved = await tx.user.updateMany({
      where: { id: userId, suspendedAt: { not: null } },
      data: { suspendedAt: null, suspendedReason: null },
    });
    if (moved.count !== 1) {
      const exists = await tx.user.findUnique({ where: { id: userId }, select: { id: true } });
      throw new AppError(exists ? "USER_NOT_SUSPENDED" : "USER_NOT_FOUND");
    }
    const hidden = { sellerId: userId, status: "hidden" as const, hiddenCause: "suspension" as const };
    // A listing hidden for months may no longer meet the listing rules (a dog past six months): set aside, not published.
    const setAside = await setAsideUnlawful(
      tx,
      (await tx.pet.findMany({ where: hidden, select: { id: true } })).map((p) => p.id),
    );
    const restored = await tx.pet.updateManyAndReturn({
      where: hidden,
      data: { status: "active", hiddenCause: null, hiddenAt: null, hiddenReason: null },
      select: { id: true },
    });
    await recordAudit(
      {
        actor,
        action: "user_unsuspended",
        targetUserId: userId,
        ...(setAside.length ? { reason: `${setAside.length} listing(s) set aside for the listing rules` } : {}),
      },
      tx,
    );
    return { restoredPetIds: restored.map((p) => p.id), setAside: setAside.length };
  });
  if (restoredPetIds.length) await refreshPetPages(restoredPetIds);
  await refreshSellerPages(userId);
  await runAfterResponse(async () => {
    const user = await db.user.findUnique({ where: { id: userId }, select: { name: true, email: true, locale: true } });
    if (user) await sendMail({ to: user.email, userId, ...accountRestoredMail({ locale: user.locale, name: user.name, setAside }) });
  });
  return { user: await getAdminUser(userId), restoredListings: restoredPetIds.length, setAsideListings: setAside };
}
