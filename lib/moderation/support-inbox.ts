import "server-only";
import { getDb, type TTx } from "@/lib/db";
import { sendMail } from "@/lib/email/mailer";
import { supportReplyMail } from "@/lib/email/moderation-mails";
import type { Prisma } from "@/lib/generated/prisma/client";
import { runAfterResponse } from "@/lib/http/after";
import { AppError } from "@/lib/http/errors";
import { imageUrl } from "@/lib/images/process";
import { formatTicket } from "@/lib/support/ticket";
import { recordAudit } from "./audit";
import { ACKNOWLEDGE_WITHIN_MS, RESOLVE_WITHIN_MS, supportClocks } from "./support-clocks";
import type { TSupportInboxCounts, TSupportRequestDetail, TSupportRequestSummary } from "./support-responses";
import type { TSupportInboxFilter } from "./support-schemas";
import type { TModerator } from "./users";

// The support inbox: support requests, contact messages and appeals of hidden listings (petId set), with
// the two clocks of lib/moderation/support-clocks.ts. A moderator replies (mailed to the sender in the
// request's language and kept), closes and reopens; each action writes its audit row in its transaction.

/** The most requests one page of the inbox shows: the overdue ones and then the oldest come first. */
export const SUPPORT_INBOX_LIMIT = 100;
const PREVIEW_CHARS = 200;
const REPLY_LIMIT = 200;

const summarySelect = {
  id: true,
  ticket: true,
  kind: true,
  name: true,
  email: true,
  subject: true,
  message: true,
  status: true,
  locale: true,
  userId: true,
  createdAt: true,
  answeredAt: true,
  closedAt: true,
  pet: {
    select: {
      id: true,
      name: true,
      status: true,
      hiddenReason: true,
      hiddenCause: true,
      breed: true,
      price: true,
      location: true,
      description: true,
      images: { orderBy: { position: "asc" }, take: 4, select: { id: true } },
    },
  },
  _count: { select: { replies: true } },
} satisfies Prisma.SupportRequestSelect;
type TSummaryRow = Prisma.SupportRequestGetPayload<{ select: typeof summarySelect }>;

function listingOf({ images, ...pet }: NonNullable<TSummaryRow["pet"]>) {
  return { ...pet, thumbnails: images.map((i) => imageUrl(i.id, "sm")) };
}

function toSummary(row: TSummaryRow, now: Date): TSupportRequestSummary {
  const clocks = supportClocks(row, now);
  return {
    id: row.id,
    ticket: formatTicket(row.ticket),
    kind: row.kind,
    name: row.name,
    email: row.email,
    subject: row.subject,
    preview: row.message.length > PREVIEW_CHARS ? `${row.message.slice(0, PREVIEW_CHARS)}…` : row.message,
    status: row.status,
    locale: row.locale,
    userId: row.userId,
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
    replies: row._count.replies,
    ...clocks,
    listing: row.pet ? listingOf(row.pet) : null,
  };
}

/** Past either deadline and still running, as a query: the acknowledge clock stops at the first reply, both at closing. */
function overdueWhere(now: Date): Prisma.SupportRequestWhereInput {
  return {
    closedAt: null,
    OR: [
      { answeredAt: null, createdAt: { lt: new Date(now.getTime() - ACKNOWLEDGE_WITHIN_MS) } },
      { createdAt: { lt: new Date(now.getTime() - RESOLVE_WITHIN_MS) } },
    ],
  };
}

const OLDEST_FIRST: Prisma.SupportRequestOrderByWithRelationInput[] = [{ createdAt: "asc" }, { id: "asc" }];

/**
 * The inbox: by default the requests still to work on (open and answered), overdue ones on top, then the
 * oldest first; `closed` lists the most recently closed first; `all` is the work first, then the closed.
 */
export async function listSupportRequests({
  filter,
}: {
  filter: TSupportInboxFilter;
}): Promise<{ requests: TSupportRequestSummary[]; counts: TSupportInboxCounts }> {
  const db = getDb();
  const now = new Date();
  const statuses = filter === "pending" || filter === "all" ? (["open", "answered"] as const) : filter === "closed" ? [] : [filter];
  const rows: TSummaryRow[] = [];
  if (statuses.length) {
    const working: Prisma.SupportRequestWhereInput = { status: { in: [...statuses] } };
    const overdue = overdueWhere(now);
    rows.push(
      ...(await db.supportRequest.findMany({
        where: { AND: [working, overdue] },
        orderBy: OLDEST_FIRST,
        take: SUPPORT_INBOX_LIMIT,
        select: summarySelect,
      })),
    );
    if (rows.length < SUPPORT_INBOX_LIMIT) {
      rows.push(
        ...(await db.supportRequest.findMany({
          where: { AND: [working, { NOT: overdue }] },
          orderBy: OLDEST_FIRST,
          take: SUPPORT_INBOX_LIMIT - rows.length,
          select: summarySelect,
        })),
      );
    }
  }
  if ((filter === "closed" || filter === "all") && rows.length < SUPPORT_INBOX_LIMIT) {
    rows.push(
      ...(await db.supportRequest.findMany({
        where: { status: "closed" },
        orderBy: [{ closedAt: "desc" }, { id: "desc" }],
        take: SUPPORT_INBOX_LIMIT - rows.length,
        select: summarySelect,
      })),
    );
  }
  const [byStatus, overdueCount] = await Promise.all([
    db.supportRequest.groupBy({ by: ["status"], _count: { _all: true } }),
    db.supportRequest.count({ where: overdueWhere(now) }),
  ]);
  const count = (status: string) => byStatus.find((g) => g.status === status)?._count._all ?? 0;
  return {
    requests: rows.map((r) => toSummary(r, now)),
    counts: { open: count("open"), answered: count("answered"), closed: count("closed"), overdue: overdueCount },
  };
}

/** One request with its whole message and its replies (oldest first). */
export async function getSupportRequest({ id, db = getDb() }: { id: string; db?: TTx }): Promise<TSupportRequestDetail> {
  const row = await db.supportRequest.findUnique({
    where: { id },
    select: {
      ...summarySelect,
      replies: {
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        take: REPLY_LIMIT,
        select: { id: true, body: true, createdAt: true, author: { select: { name: true } } },
      },
    },
  });
  if (!row) throw new AppError("SUPPORT_REQUEST_NOT_FOUND");
  return {
    ...toSummary(row, new Date()),
    message: row.message,
    replyList: row.replies.map((r) => ({
      id: r.id,
      body: r.body,
      createdAt: r.createdAt.toISOString(),
      authorName: r.author?.name ?? null,
    })),
  };
}

/** What a conditional update that matched nothing means: no such request, or it is in the wrong state. */
async function explainMiss(
  tx: TTx,
  id: string,
  code: "SUPPORT_REQUEST_CLOSED" | "SUPPORT_ALREADY_CLOSED" | "SUPPORT_NOT_CLOSED",
): Promise<never> {
  const exists = await tx.supportRequest.findUnique({ where: { id }, select: { id: true } });
  throw new AppError(exists ? code : "SUPPORT_REQUEST_NOT_FOUND");
}

/**
 * A moderator answers: the reply is kept, the request becomes answered (the first reply stops the
 * acknowledge clock), and after the answer the reply is mailed to the sender in the request's language.
 * A closed request must be reopened first.
 */
export async function replyToSupportRequest({
  actor,
  id,
  body,
}: {
  actor: TModerator;
  id: string;
  body: string;
}): Promise<TSupportRequestDetail> {
  const db = getDb();
  const now = new Date();
  const request = await db.$transaction(async (tx) => {
    const moved = await tx.supportRequest.updateMany({ where: { id, status: { not: "closed" } }, data: { status: "answered" } });
    if (moved.count !== 1) await explainMiss(tx, id, "SUPPORT_REQUEST_CLOSED");
    await tx.supportRequest.updateMany({ where: { id, answeredAt: null }, data: { answeredAt: now } });
    const request = await tx.supportRequest.findUniqueOrThrow({
      where: { id },
      select: { ticket: true, userId: true, name: true, email: true, subject: true, message: true, locale: true, petId: true },
    });
    await tx.supportReply.create({ data: { requestId: id, authorId: actor.id, body } });
    await recordAudit({ actor, action: "support_replied", targetRequestId: id, targetPetId: request.petId }, tx);
    return request;
  });
  await runAfterResponse(() =>
    sendMail({
      to: request.email,
      // The person's own request (null: a contact message from someone signed out).
      userId: request.userId,
      ...supportReplyMail({
        locale: request.locale,
        name: request.name,
        ticket: formatTicket(request.ticket),
        subject: request.subject,
        message: request.message,
        reply: body,
      }),
    }),
  );
  return getSupportRequest({ id });
}

/** Closes a request (it is resolved): the resolve clock stops. */
export async function closeSupportRequest({ actor, id }: { actor: TModerator; id: string }): Promise<TSupportRequestDetail> {
  await getDb().$transaction(async (tx) => {
    const moved = await tx.supportRequest.updateMany({
      where: { id, status: { not: "closed" } },
      data: { status: "closed", closedAt: new Date() },
    });
    if (moved.count !== 1) await explainMiss(tx, id, "SUPPORT_ALREADY_CLOSED");
    await recordAudit({ actor, action: "support_closed", targetRequestId: id }, tx);
  });
  return getSupportRequest({ id });
}

/** Reopens a closed request: answered if it had a reply, open otherwise; its clocks run again from when it came in. */
export async function reopenSupportRequest({ actor, id }: { actor: TModerator; id: string }): Promise<TSupportRequestDetail> {
  await getDb().$transaction(async (tx) => {
    const toOpen = await tx.supportRequest.updateMany({
      where: { id, status: "closed", answeredAt: null },
      data: { status: "open", closedAt: null },
    });
    const toAnswered = await tx.supportRequest.updateMany({
      where: { id, status: "closed", answeredAt: { not: null } },
      data: { status: "answered", closedAt: null },
    });
    if (toOpen.count + toAnswered.count !== 1) await explainMiss(tx, id, "SUPPORT_NOT_CLOSED");
    await recordAudit({ actor, action: "support_reopened", targetRequestId: id }, tx);
  });
  return getSupportRequest({ id });
}
