import "server-only";
import { getDb } from "@/lib/db";
import { imageUrl } from "@/lib/images/process";
import { formatTicket } from "@/lib/support/ticket";
import type { TReportReason } from "./listing-moderation";
import type { TReportedConversation, TReportedListing, TReportsQueue } from "./reports-responses";

const QUEUE_LIMIT = 50;
const THREAD_MESSAGES = 20;

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
          ticket: true,
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
          ticket: formatTicket(r.ticket),
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
      ticket: true,
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
      ticket: formatTicket(r.ticket),
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
