import "server-only";
import { getDb, type TTx } from "@/lib/db";
import { sendMail, type TMail } from "@/lib/email/mailer";
import {
  conversationWarningMail,
  listingAutoHiddenStaffMail,
  listingDeletedMail,
  listingHiddenMail,
  listingRestoredMail,
  supportRequestMail,
} from "@/lib/email/templates";
import { env } from "@/lib/env";
import { runAfterResponse } from "@/lib/http/after";
import { AppError } from "@/lib/http/errors";
import { decodeTimeCursor, encodeTimeCursor } from "@/lib/http/cursor";
import { imageUrl } from "@/lib/images/process";
import { writeWithBlobs } from "@/lib/images/store";
import { recordEvents, type TLiveEventInput } from "@/lib/live/events";
import { AUTO_HIDDEN_REASON, type REPORT_REASONS } from "@/lib/pets/constants";
import { landingKeysOf, refreshPetPages } from "@/lib/pets/revalidate";
import { photoKeysOf } from "@/lib/pets/pet-photos";
import { pushForEvents } from "@/lib/push/service";
import { listAudit, recordAudit, type TAuditInput } from "./audit";
import type { TAuditLogEntry, TAuditPage, TReportedConversation, TReportedListing, TReportsQueue } from "./reports-responses";

// Moderation of listings: reports (and the automatic hiding they can trigger), the moderators' queue and
// their actions on it, a seller's appeal, and the audit log's pages. Every action is one transaction that
// changes state only if it is still what the moderator saw (a conditional update, or a lock on the pet
// row), resolves the open reports it answers and writes its one audit row; the cached pages are refreshed
// and mail goes out after the commit.

export type { TAuditLogEntry, TAuditPage, TReportedConversation, TReportedListing, TReportsQueue };
type TActor = NonNullable<TAuditInput["actor"]>;
type TReportReason = (typeof REPORT_REASONS)[number];

/** Open reports from this many different users with a verified email hide an active listing at once. */
export const AUTO_HIDE_REPORTERS = 3;
const QUEUE_LIMIT = 50;
const THREAD_MESSAGES = 20;

type TLockedPet = {
  id: string;
  name: string;
  sellerId: string;
  status: "active" | "inactive" | "sold" | "hidden";
  hiddenCause: string | null;
  appealedAt: Date | null;
};

/**
 * The pet row, locked until the transaction ends: reports, moderators' actions, appeals and orders
 * (which read the pet FOR SHARE) on one listing take turns, so each sees what the one before it did.
 */
async function lockPet(tx: TTx, petId: string): Promise<TLockedPet | null> {
  const rows = await tx.$queryRaw<TLockedPet[]>`
    SELECT id, name, "sellerId", status::text AS status, "hiddenCause"::text AS "hiddenCause", "appealedAt" FROM pets WHERE id = ${petId} FOR UPDATE`;
  return rows[0] ?? null;
}

/** Sends each mail on its own: one refused address does not keep the others from going. */
async function sendEach(mails: (TMail | null)[]) {
  for (const mail of mails) {
    if (!mail) continue;
    await sendMail(mail).catch((e: unknown) => console.error(`[moderation] ${mail.kind} to ${mail.to} failed: ${(e as Error).message}`));
  }
}

const sellerSelect = { seller: { select: { name: true, email: true, locale: true } } } as const;

/** `listing.hidden` / `listing.restored` to the seller, in the transaction that changed the listing. */
async function recordListingEvent(
  tx: TTx,
  pet: Pick<TLockedPet, "id" | "name" | "sellerId">,
  kind: "listing.hidden" | "listing.restored",
  status: string,
): Promise<TLiveEventInput[]> {
  const events: TLiveEventInput[] = [{ userId: pet.sellerId, kind, data: { petId: pet.id, petName: pet.name, status } }];
  await recordEvents(tx, events);
  return events;
}

/** The pushes of committed events, after the answer. */
const pushAfter = (events: TLiveEventInput[]) => (events.length ? runAfterResponse(() => pushForEvents(events)) : Promise.resolve());

// ——— Reports ————————————————————————————————————————————————————————————————————————————————

/**
 * A signed-in user reports a listing. One report per user and listing: reporting again while it is open
 * updates it (it keeps its place in the queue); a report a moderator has closed opens again, as new.
 * A listing already hidden still takes the report (the moderators see one more reporter; nothing is
 * hidden or mailed twice). Its own seller cannot report it.
 *
 * When the listing is active and now has open reports from AUTO_HIDE_REPORTERS different users whose
 * email is verified, it is hidden in the same transaction, with its audit row (actor: the system); after
 * the commit its pages leave the cache and the moderators and the seller are mailed. The pet row's lock
 * makes simultaneous reports take turns, so the last of them sees the listing hidden already: hidden
 * once, mailed once.
 */
export async function reportListing({
  petId,
  reporterId,
  reason,
  note,
}: {
  petId: string;
  reporterId: string;
  reason: TReportReason;
  note: string;
}) {
  const hidden = await getDb().$transaction(async (tx) => {
    const pet = await lockPet(tx, petId);
    if (!pet) throw new AppError("PET_NOT_FOUND");
    if (pet.sellerId === reporterId) throw new AppError("REPORT_OWN");
    const key = { petId_reporterId: { petId, reporterId } };
    const existing = await tx.listingReport.findUnique({ where: key, select: { status: true } });
    if (!existing) await tx.listingReport.create({ data: { petId, reporterId, reason, note } });
    else if (existing.status === "open") await tx.listingReport.update({ where: key, data: { reason, note } });
    else
      await tx.listingReport.update({
        where: key,
        data: { reason, note, status: "open", resolvedAt: null, resolvedById: null, createdAt: new Date() },
      });

    if (pet.status !== "active") return null;
    const verified = await tx.listingReport.count({
      where: { petId, status: "open", reporter: { isEmailVerified: true, suspendedAt: null } },
    });
    if (verified < AUTO_HIDE_REPORTERS) return null;
    await tx.pet.update({
      where: { id: petId },
      data: { status: "hidden", hiddenAt: new Date(), hiddenCause: "reports", hiddenReason: AUTO_HIDDEN_REASON, appealedAt: null },
    });
    await recordAudit(
      {
        actor: null,
        action: "listing_auto_hidden",
        targetPetId: petId,
        targetUserId: pet.sellerId,
        reason: `Open reports from ${verified} users with a verified email`,
      },
      tx,
    );
    return { count: verified, events: await recordListingEvent(tx, pet, "listing.hidden", "hidden") };
  });
  if (hidden) {
    await pushAfter(hidden.events);
    await refreshPetPages([petId]);
    await runAfterResponse(() => sendAutoHiddenMails({ petId, count: hidden.count }));
  }
  return { isHidden: Boolean(hidden) };
}

async function sendAutoHiddenMails({ petId, count }: { petId: string; count: number }) {
  const db = getDb();
  const pet = await db.pet.findUnique({ where: { id: petId }, select: { name: true, ...sellerSelect } });
  if (!pet) return;
  const staff = await db.user.findMany({
    where: { role: { in: ["moderator", "admin"] }, suspendedAt: null },
    orderBy: { email: "asc" },
    select: { name: true, email: true, locale: true },
  });
  await sendEach([
    ...staff.map((m) => ({ to: m.email, ...listingAutoHiddenStaffMail({ locale: m.locale, name: m.name, petName: pet.name, count }) })),
    { to: pet.seller.email, ...listingHiddenMail({ locale: pet.seller.locale, name: pet.seller.name, petName: pet.name, reason: null }) },
  ]);
}

// ——— The moderators' actions on a listing ————————————————————————————————————————————————————

/** Mails the seller about their listing after the answer (looked up then, so the mail has today's name). */
function mailSeller(petId: string, mail: (seller: { locale: string; name: string }, petName: string) => Omit<TMail, "to">) {
  return runAfterResponse(async () => {
    const pet = await getDb().pet.findUnique({ where: { id: petId }, select: { name: true, ...sellerSelect } });
    if (pet) await sendEach([{ to: pet.seller.email, ...mail(pet.seller, pet.name) }]);
  });
}

const resolvedBy = (actor: TActor, status: "dismissed" | "actioned") => ({ status, resolvedAt: new Date(), resolvedById: actor.id });

/**
 * A moderator hides a listing (any status), or keeps hidden one that reports hid automatically (the
 * seller then reads the moderator's reason). Its open reports are actioned; the seller is mailed the
 * reason and may appeal once.
 */
export async function hideListing({ petId, actor, reason }: { petId: string; actor: TActor; reason: string }) {
  const events = await getDb().$transaction(async (tx) => {
    const pet = await lockPet(tx, petId);
    if (!pet) throw new AppError("PET_NOT_FOUND");
    if (pet.status === "hidden" && pet.hiddenCause !== "reports") throw new AppError("LISTING_ALREADY_HIDDEN");
    await tx.pet.update({
      where: { id: petId },
      data: { status: "hidden", hiddenAt: new Date(), hiddenCause: "moderator", hiddenReason: reason, appealedAt: null },
    });
    await tx.listingReport.updateMany({ where: { petId, status: "open" }, data: resolvedBy(actor, "actioned") });
    await recordAudit({ actor, action: "listing_hidden", targetPetId: petId, targetUserId: pet.sellerId, reason }, tx);
    return recordListingEvent(tx, pet, "listing.hidden", "hidden");
  });
  await pushAfter(events);
  await refreshPetPages([petId]);
  await mailSeller(petId, (seller, petName) => listingHiddenMail({ ...seller, petName, reason }));
}

/**
 * A moderator brings a hidden listing back: `sold` when one of its orders was accepted, `active`
 * otherwise. Its open reports are dismissed (the listing was judged fine). A listing hidden with its
 * seller's suspended account comes back only when the suspension is lifted; one whose seller deleted the
 * account never does.
 */
export async function restoreListing({ petId, actor, reason }: { petId: string; actor: TActor; reason: string }) {
  const events = await getDb().$transaction(async (tx) => {
    const pet = await lockPet(tx, petId);
    if (!pet) throw new AppError("PET_NOT_FOUND");
    if (pet.status !== "hidden") throw new AppError("LISTING_NOT_HIDDEN");
    // Its seller deleted the account: the row is only the record its orders point to.
    if (pet.hiddenCause === "deletion") throw new AppError("PET_NOT_FOUND");
    const seller = await tx.user.findUniqueOrThrow({ where: { id: pet.sellerId }, select: { suspendedAt: true } });
    if (seller.suspendedAt) throw new AppError("LISTING_SELLER_SUSPENDED");
    const isSold = (await tx.order.count({ where: { petId, status: "accepted" } })) > 0;
    await tx.pet.update({
      where: { id: petId },
      data: { status: isSold ? "sold" : "active", hiddenAt: null, hiddenCause: null, hiddenReason: null, appealedAt: null },
    });
    await tx.listingReport.updateMany({ where: { petId, status: "open" }, data: resolvedBy(actor, "dismissed") });
    await recordAudit({ actor, action: "listing_restored", targetPetId: petId, targetUserId: pet.sellerId, reason }, tx);
    return recordListingEvent(tx, pet, "listing.restored", isSold ? "sold" : "active");
  });
  await pushAfter(events);
  await refreshPetPages([petId]);
  await mailSeller(petId, (seller, petName) => listingRestoredMail({ ...seller, petName }));
}

/**
 * A moderator deletes a listing and its photos (its reports go with it; the audit row stays). One with
 * orders cannot go, since they would go with it: LISTING_HAS_ORDERS, as for its seller; hide it instead.
 */
export async function deleteListing({ petId, actor, reason }: { petId: string; actor: TActor; reason: string }) {
  // Its landing pages, read before it goes (refreshed after).
  const before = await landingKeysOf([petId]);
  const gone = await writeWithBlobs([], async (tx, removeBlobs) => {
    const pet = await lockPet(tx, petId);
    if (!pet) throw new AppError("PET_NOT_FOUND");
    // Orders read the pet row FOR SHARE, so none can appear between this count and the delete.
    if (await tx.order.count({ where: { petId } })) throw new AppError("LISTING_HAS_ORDERS");
    const { seller, images } = await tx.pet.findUniqueOrThrow({
      where: { id: petId },
      select: { ...sellerSelect, images: { select: { id: true } } },
    });
    await tx.pet.delete({ where: { id: petId } });
    removeBlobs(photoKeysOf(images.map((i) => i.id)));
    await recordAudit({ actor, action: "listing_deleted", targetPetId: petId, targetUserId: pet.sellerId, reason }, tx);
    return { name: pet.name, seller };
  });
  await refreshPetPages([petId], { before });
  await runAfterResponse(() =>
    sendEach([
      { to: gone.seller.email, ...listingDeletedMail({ locale: gone.seller.locale, name: gone.seller.name, petName: gone.name, reason }) },
    ]),
  );
}

/**
 * A moderator closes a listing's open reports without acting on the listing. A hidden listing's reports
 * are answered by restoring it (which dismisses them) or deleting it, so that it never sits hidden with
 * nothing left in the queue to find it by.
 */
export async function dismissListingReports({ petId, actor, reason }: { petId: string; actor: TActor; reason: string }) {
  await getDb().$transaction(async (tx) => {
    const pet = await lockPet(tx, petId);
    if (!pet) throw new AppError("PET_NOT_FOUND");
    if (pet.status === "hidden") throw new AppError("REPORTS_LISTING_HIDDEN");
    const closed = await tx.listingReport.updateMany({ where: { petId, status: "open" }, data: resolvedBy(actor, "dismissed") });
    if (closed.count === 0) throw new AppError("NO_OPEN_REPORTS");
    await recordAudit({ actor, action: "report_dismissed", targetPetId: petId, targetUserId: pet.sellerId, reason }, tx);
  });
}

// ——— Conversation reports ——————————————————————————————————————————————————————————————————

/**
 * A moderator closes an open conversation report: dismissed (nothing wrong), or actioned, which mails the
 * reported user a warning with the moderator's reason.
 */
export async function resolveConversationReport({
  reportId,
  actor,
  outcome,
  reason,
}: {
  reportId: string;
  actor: TActor;
  outcome: "dismissed" | "actioned";
  reason: string;
}) {
  const reportedUserId = await getDb().$transaction(async (tx) => {
    const closed = await tx.conversationReport.updateMany({ where: { id: reportId, status: "open" }, data: resolvedBy(actor, outcome) });
    const report = await tx.conversationReport.findUnique({ where: { id: reportId }, select: { reportedUserId: true } });
    if (!report) throw new AppError("CONVERSATION_REPORT_NOT_FOUND");
    if (closed.count === 0) throw new AppError("CONVERSATION_REPORT_CLOSED");
    await recordAudit(
      {
        actor,
        action: outcome === "dismissed" ? "conversation_report_dismissed" : "conversation_report_actioned",
        targetUserId: report.reportedUserId,
        reason,
      },
      tx,
    );
    return report.reportedUserId;
  });
  if (outcome === "actioned") {
    await runAfterResponse(async () => {
      const user = await getDb().user.findUnique({ where: { id: reportedUserId }, select: { name: true, email: true, locale: true } });
      if (user) await sendEach([{ to: user.email, ...conversationWarningMail({ locale: user.locale, name: user.name, reason }) }]);
    });
  }
}

// ——— The seller's appeal ——————————————————————————————————————————————————————————————————

/**
 * The seller of a hidden listing appeals, once per hiding: a support request (kind support, naming the
 * listing, in the seller's language) that the support inbox answers, mailed to SUPPORT_EMAIL like any
 * other. To anyone else a hidden listing does not exist; another's visible one is not theirs to appeal.
 */
export async function appealListing({ petId, userId, message }: { petId: string; userId: string; message: string }) {
  const request = await getDb().$transaction(async (tx) => {
    const pet = await lockPet(tx, petId);
    if (!pet) throw new AppError("PET_NOT_FOUND");
    if (pet.sellerId !== userId) throw new AppError(pet.status === "hidden" || pet.status === "inactive" ? "PET_NOT_FOUND" : "NOT_OWNER");
    if (pet.status !== "hidden") throw new AppError("APPEAL_NOT_HIDDEN");
    if (pet.appealedAt) throw new AppError("APPEAL_ALREADY_SENT");
    const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { name: true, email: true, locale: true } });
    await tx.pet.update({ where: { id: petId }, data: { appealedAt: new Date() } });
    return tx.supportRequest.create({
      data: {
        kind: "support",
        userId,
        name: user.name,
        email: user.email,
        subject: `Appeal: hidden listing “${pet.name}” (${petId})`.slice(0, 200),
        message,
        petId,
        locale: user.locale,
      },
      select: { id: true, kind: true, userId: true, name: true, email: true, subject: true, message: true, createdAt: true, locale: true },
    });
  });
  await runAfterResponse(() => sendEach([{ to: env().SUPPORT_EMAIL, ...supportRequestMail({ ...request, kind: "support" }) }]));
  return { requestId: request.id };
}

// ——— The queue ——————————————————————————————————————————————————————————————————————————————

/** Listings with open reports grouped (the oldest report first), and open conversation reports with their threads. */
export async function getReportsQueue(): Promise<TReportsQueue> {
  const db = getDb();
  const groups = await db.listingReport.groupBy({
    by: ["petId"],
    where: { status: "open" },
    _min: { createdAt: true },
    orderBy: [{ _min: { createdAt: "asc" } }, { petId: "asc" }],
    take: QUEUE_LIMIT,
  });
  const pets = await db.pet.findMany({
    where: { id: { in: groups.map((g) => g.petId) } },
    select: {
      id: true,
      name: true,
      breed: true,
      status: true,
      hiddenCause: true,
      hiddenReason: true,
      hiddenAt: true,
      appealedAt: true,
      seller: { select: { id: true, name: true, email: true, suspendedAt: true } },
      images: { orderBy: { position: "asc" }, take: 4, select: { id: true } },
      reports: {
        where: { status: "open" },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        select: {
          id: true,
          reason: true,
          note: true,
          createdAt: true,
          reporter: { select: { id: true, name: true, email: true, isEmailVerified: true } },
        },
      },
    },
  });
  const byId = new Map(pets.map((p) => [p.id, p]));
  const listings = groups.flatMap((g): TReportedListing[] => {
    const pet = byId.get(g.petId);
    if (!pet || !pet.reports.length) return [];
    const reasons = new Map<TReportReason, number>();
    for (const r of pet.reports) reasons.set(r.reason, (reasons.get(r.reason) ?? 0) + 1);
    return [
      {
        pet: {
          id: pet.id,
          name: pet.name,
          breed: pet.breed,
          status: pet.status,
          thumbnails: pet.images.map((i) => imageUrl(i.id, "sm")),
          hiddenCause: pet.hiddenCause,
          hiddenReason: pet.hiddenReason,
          hiddenAt: pet.hiddenAt?.toISOString() ?? null,
          appealedAt: pet.appealedAt?.toISOString() ?? null,
          seller: { id: pet.seller.id, name: pet.seller.name, email: pet.seller.email, isSuspended: pet.seller.suspendedAt !== null },
        },
        count: pet.reports.length,
        verifiedCount: pet.reports.filter((r) => r.reporter.isEmailVerified).length,
        reasons: [...reasons].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count),
        oldestAt: pet.reports[0].createdAt.toISOString(),
        reports: pet.reports.map((r) => ({
          id: r.id,
          reason: r.reason,
          note: r.note,
          createdAt: r.createdAt.toISOString(),
          reporter: r.reporter,
        })),
      },
    ];
  });

  const reports = await db.conversationReport.findMany({
    where: { status: "open" },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: QUEUE_LIMIT,
    select: {
      id: true,
      note: true,
      createdAt: true,
      reporter: { select: { id: true, name: true, email: true } },
      reportedUser: { select: { id: true, name: true, email: true, suspendedAt: true } },
      pet: { select: { id: true, name: true } },
    },
  });
  const conversations: TReportedConversation[] = [];
  for (const r of reports) {
    const [a, b] = [r.reporter.id, r.reportedUser.id];
    const thread = await db.message.findMany({
      where: {
        OR: [
          { senderId: a, receiverId: b },
          { senderId: b, receiverId: a },
        ],
      },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: THREAD_MESSAGES,
      select: { id: true, senderId: true, body: true, createdAt: true },
    });
    conversations.push({
      id: r.id,
      note: r.note,
      createdAt: r.createdAt.toISOString(),
      reporter: r.reporter,
      reportedUser: {
        id: r.reportedUser.id,
        name: r.reportedUser.name,
        email: r.reportedUser.email,
        isSuspended: r.reportedUser.suspendedAt !== null,
      },
      pet: r.pet,
      messages: thread.reverse().map((m) => ({ id: m.id, senderId: m.senderId, body: m.body, createdAt: m.createdAt.toISOString() })),
    });
  }
  return { listings, conversations };
}

// ——— The audit log ——————————————————————————————————————————————————————————————————————————

/** One page of the audit log, newest first, with the names its targets have now (null when they are gone). */
export async function getAuditPage({ limit, cursor }: { limit: number; cursor?: string }): Promise<TAuditPage> {
  const rows = await listAudit({ limit: limit + 1, before: cursor ? decodeTimeCursor(cursor) : undefined });
  const page = rows.slice(0, limit);
  const db = getDb();
  const userIds = [...new Set(page.map((r) => r.targetUserId).filter((id): id is string => id !== null))];
  const petIds = [...new Set(page.map((r) => r.targetPetId).filter((id): id is string => id !== null))];
  const [users, pets] = await Promise.all([
    userIds.length ? db.user.findMany({ where: { id: { in: userIds } }, select: { id: true, name: true, email: true } }) : [],
    petIds.length ? db.pet.findMany({ where: { id: { in: petIds } }, select: { id: true, name: true } }) : [],
  ]);
  const userById = new Map(users.map((u) => [u.id, u]));
  const petById = new Map(pets.map((p) => [p.id, p]));
  const last = page.at(-1);
  return {
    entries: page.map((r) => ({
      id: r.id,
      action: r.action,
      actor: r.actorEmail ? { id: r.actorId, email: r.actorEmail } : null,
      targetUser: r.targetUserId
        ? { id: r.targetUserId, name: userById.get(r.targetUserId)?.name ?? null, email: userById.get(r.targetUserId)?.email ?? null }
        : null,
      targetPet: r.targetPetId ? { id: r.targetPetId, name: petById.get(r.targetPetId)?.name ?? null } : null,
      targetReviewId: r.targetReviewId,
      targetRequestId: r.targetRequestId,
      reason: r.reason,
      createdAt: r.createdAt.toISOString(),
    })),
    nextCursor: rows.length > limit && last ? encodeTimeCursor(last) : null,
  };
}
