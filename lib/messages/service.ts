import "server-only";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";
import { runAfterResponse } from "@/lib/http/after";
import { AppError } from "@/lib/http/errors";
import { recordEvents, type TLiveEventInput } from "@/lib/live/events";
import { pushForEvents } from "@/lib/push/service";
import type { TConversationDto, TMessageDto, TParticipantDto } from "./responses";
import { scamSignals } from "./scam-signals";

export type { TConversationDto, TMessageDto, TParticipantDto };

const CONVERSATION_LIMIT = 100;
const THREAD_LIMIT = 200;

/**
 * The listings a message from `senderId` to `receiverId` may be about: the answer, mail, push and live event
 * name the listing, so it must be one the sender may already see. An active or sold listing (public), the
 * sender's own, or one already named between these two (they see its name in their conversation); any other
 * inactive or hidden listing answers as an unknown one (PET_NOT_FOUND), so its name and existence stay its
 * seller's. The first two are the pet page's visibility (getPet, lib/pets/get-pet.ts).
 */
function nameablePet({ senderId, receiverId }: { senderId: string; receiverId: string }): Prisma.PetWhereInput {
  return {
    OR: [
      { status: { in: ["active", "sold"] } },
      { sellerId: senderId },
      {
        messages: {
          some: {
            OR: [
              { senderId, receiverId },
              { senderId: receiverId, receiverId: senderId },
            ],
          },
        },
      },
    ],
  };
}

export async function sendMessage({
  senderId,
  receiverId,
  petId,
  body,
}: {
  senderId: string;
  receiverId: string;
  petId: string | null;
  body: string;
}): Promise<TMessageDto> {
  if (receiverId === senderId) throw new AppError("MESSAGE_SELF");
  const db = getDb();
  const [receiver, pet] = await Promise.all([
    // A deleted account reads nothing: its conversations stay readable to the other party, closed.
    db.user.findUnique({ where: { id: receiverId, deletedAt: null }, select: { id: true } }),
    petId
      ? db.pet.findFirst({ where: { id: petId, ...nameablePet({ senderId, receiverId }) }, select: { id: true } })
      : Promise.resolve(null),
  ]);
  if (!receiver) throw new AppError("RECIPIENT_NOT_FOUND");
  if (petId && !pet) throw new AppError("PET_NOT_FOUND");
  const { m, events } = await db.$transaction(async (tx) => {
    // The receiver's mail waits (lib/notifications/message-mails.ts): it goes only if this is still unread then.
    const mailDueAt = new Date(Date.now() + env().MESSAGE_MAIL_DELAY_MINUTES * 60_000);
    const m = await tx.message.create({
      data: { senderId, receiverId, petId, body, mailDueAt },
      select: {
        id: true,
        senderId: true,
        receiverId: true,
        petId: true,
        body: true,
        createdAt: true,
        isRead: true,
        sender: { select: { name: true } },
        pet: { select: { name: true } },
        receiver: { select: { name: true } },
      },
    });
    // Ids and names only: an event (and the push made from it) never carries the message's text.
    const about = { messageId: m.id, petId: m.petId, petName: m.pet?.name ?? null };
    const events: TLiveEventInput[] = [
      { userId: receiverId, kind: "message.new", data: { ...about, otherUserId: senderId, otherUserName: m.sender.name } },
      { userId: senderId, kind: "message.new", data: { ...about, otherUserId: receiverId, otherUserName: m.receiver.name } },
    ];
    await recordEvents(tx, events);
    return { m, events };
  });
  await runAfterResponse(() => pushForEvents(events));
  return toDto(m, senderId);
}

/** A message as `viewerId` sees it: what it carries that scams use, only on the messages they received. */
function toDto(
  m: {
    id: string;
    senderId: string;
    receiverId: string;
    petId: string | null;
    body: string;
    createdAt: Date;
    isRead: boolean;
    sender: { name: string };
    pet: { name: string } | null;
  },
  viewerId: string,
): TMessageDto {
  return {
    id: m.id,
    sender_id: m.senderId,
    receiver_id: m.receiverId,
    sender_name: m.sender.name,
    pet_id: m.petId,
    pet_name: m.pet?.name ?? null,
    message: m.body,
    created_at: m.createdAt.toISOString(),
    is_read: m.isRead,
    safety: m.receiverId === viewerId && m.senderId !== viewerId ? scamSignals(m.body) : [],
  };
}

/** One conversation per other user, newest first: the last message, the pet of the latest message that names one, and my unread count. */
export async function listConversations({ userId }: { userId: string }): Promise<TConversationDto[]> {
  const rows = await getDb().$queryRaw<
    {
      other_user_id: string;
      other_user_name: string;
      pet_name: string | null;
      last_message: string;
      last_message_time: Date;
      unread_count: number;
    }[]
  >`
    WITH mine AS (
      SELECT m.*, CASE WHEN m."senderId" = ${userId} THEN m."receiverId" ELSE m."senderId" END AS other
      FROM messages m WHERE m."senderId" = ${userId} OR m."receiverId" = ${userId}
    ), latest AS (
      SELECT DISTINCT ON (other) other, body, "createdAt" FROM mine ORDER BY other, "createdAt" DESC, id DESC
    )
    SELECT l.other AS other_user_id, u.name AS other_user_name, l.body AS last_message, l."createdAt" AS last_message_time,
      (SELECT p.name FROM mine x JOIN pets p ON p.id = x."petId" WHERE x.other = l.other ORDER BY x."createdAt" DESC, x.id DESC LIMIT 1) AS pet_name,
      (SELECT count(*)::int FROM mine x WHERE x.other = l.other AND x."receiverId" = ${userId} AND NOT x."isRead") AS unread_count
    FROM latest l JOIN users u ON u.id = l.other
    ORDER BY l."createdAt" DESC
    LIMIT ${CONVERSATION_LIMIT}`;
  return rows.map((r) => ({ ...r, last_message_time: r.last_message_time.toISOString() }));
}

/**
 * The other person of a conversation, 400 for myself. Their name is told only to someone who may already
 * know it: a conversation partner (a message either way), or anyone when they sell a listing that anyone
 * can open (active or sold: its page names the seller and has "Contact seller", which opens this chat
 * before the first message). Anyone else gets 404 'User not found', as for an unknown (or malformed) id,
 * so that member ids cannot be turned into names.
 */
export async function getParticipant({ userId, otherUserId }: { userId: string; otherUserId: string }): Promise<TParticipantDto> {
  if (otherUserId === userId) throw new AppError("MESSAGE_SELF");
  // Ids are cuids; anything longer is not one of ours, so it never reaches the database.
  const user =
    otherUserId && otherUserId.length <= 40
      ? await getDb().user.findFirst({
          where: {
            id: otherUserId,
            OR: [
              { sentMessages: { some: { receiverId: userId } } },
              { receivedMessages: { some: { senderId: userId } } },
              // The pet page's visibility (getPet in lib/pets/get-pet.ts): inactive and hidden listings are private.
              { pets: { some: { status: { in: ["active", "sold"] } } } },
            ],
          },
          select: { id: true, name: true },
        })
      : null;
  if (!user) throw new AppError("USER_NOT_FOUND");
  return user;
}

/** The messages between me and one other user, oldest first (the latest 200); the ones sent to me become read. */
export async function getThread({ userId, otherUserId }: { userId: string; otherUserId: string }): Promise<TMessageDto[]> {
  const db = getDb();
  const between = {
    OR: [
      { senderId: userId, receiverId: otherUserId },
      { senderId: otherUserId, receiverId: userId },
    ],
  };
  const rows = await db.message.findMany({
    where: between,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: THREAD_LIMIT,
    select: {
      id: true,
      senderId: true,
      receiverId: true,
      petId: true,
      body: true,
      createdAt: true,
      isRead: true,
      sender: { select: { name: true } },
      pet: { select: { name: true } },
    },
  });
  // Read after the answer is built: this answer still shows which messages were new to me. The sender
  // hears of it (message.read) only when something changed: an open chat re-read sends nothing.
  const events = await db.$transaction(async (tx) => {
    const read = await tx.message.updateManyAndReturn({
      where: { senderId: otherUserId, receiverId: userId, isRead: false },
      // Read: no mail about it is due any more.
      data: { isRead: true, readAt: new Date(), mailDueAt: null },
      select: { id: true, createdAt: true },
    });
    if (!read.length) return [];
    // A deleted account hears nothing (and keeps no events).
    if (!(await tx.user.count({ where: { id: otherUserId, deletedAt: null } }))) return [];
    const newest = read.reduce((a, b) =>
      b.createdAt > a.createdAt || (b.createdAt.getTime() === a.createdAt.getTime() && b.id > a.id) ? b : a,
    );
    const events: TLiveEventInput[] = [
      { userId: otherUserId, kind: "message.read", data: { readerId: userId, otherUserId: userId, upToMessageId: newest.id } },
    ];
    await recordEvents(tx, events);
    return events;
  });
  if (events.length) await runAfterResponse(() => pushForEvents(events));
  return rows.reverse().map((m) => toDto(m, userId));
}

/** Messages sent to me that I have not opened yet (the header's badge). */
export async function countUnread({ userId }: { userId: string }) {
  return getDb().message.count({ where: { receiverId: userId, isRead: false } });
}

/**
 * "Report conversation": the reporter's conversation with another user goes to the moderators' queue
 * (conversation_reports, read by the moderation console). One row per pair: reporting again re-opens it,
 * dates it now, and keeps the earlier note unless a new one is given. Only someone the reporter has
 * exchanged a message with can be reported. The pet is the one given, or else the pet of the latest
 * message between them that names one. Answers whether the row is new.
 */
export async function reportConversation({
  reporterId,
  reportedUserId,
  petId,
  note,
}: {
  reporterId: string;
  reportedUserId: string;
  petId: string | null;
  note: string;
}): Promise<{ isNew: boolean; ticket: number }> {
  if (reportedUserId === reporterId) throw new AppError("CONVERSATION_REPORT_SELF");
  const db = getDb();
  const between = {
    OR: [
      { senderId: reporterId, receiverId: reportedUserId },
      { senderId: reportedUserId, receiverId: reporterId },
    ],
  };
  const [reported, pet, exchanged, latestPet] = await Promise.all([
    db.user.findUnique({ where: { id: reportedUserId }, select: { id: true } }),
    petId ? db.pet.findUnique({ where: { id: petId }, select: { id: true } }) : Promise.resolve(null),
    db.message.findFirst({ where: between, select: { id: true } }),
    petId
      ? Promise.resolve(null)
      : db.message.findFirst({
          where: { ...between, petId: { not: null } },
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          select: { petId: true },
        }),
  ]);
  if (!reported) throw new AppError("USER_NOT_FOUND");
  if (petId && !pet) throw new AppError("PET_NOT_FOUND");
  if (!exchanged) throw new AppError("CONVERSATION_REPORT_NO_MESSAGES");
  const about = petId ?? latestPet?.petId ?? null;
  const key = { reporterId_reportedUserId: { reporterId, reportedUserId } };
  const existing = await db.conversationReport.findUnique({ where: key, select: { id: true } });
  // Reporting again keeps the report's ticket number: it is the same complaint, open again.
  const { ticket } = await db.conversationReport.upsert({
    where: key,
    select: { ticket: true },
    create: { reporterId, reportedUserId, petId: about, note },
    update: {
      status: "open",
      resolvedAt: null,
      resolvedById: null,
      createdAt: new Date(),
      ...(note ? { note } : {}),
      ...(about ? { petId: about } : {}),
    },
  });
  return { isNew: !existing, ticket };
}
