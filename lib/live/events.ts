import "server-only";
import type { TTx } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { TLiveEventKind } from "./kinds";

// What the live stream (GET /server/events, lib/live/stream.ts) tells a person, and what push
// notifications are sent for (lib/push). Each event is written in the transaction of the change it
// reports: a trigger on live_events sends pg_notify('live_events', '<id> <userId>') at commit, so a
// rolled-back change tells nobody, and a stream that reconnects replays what it missed by id.

/** Small JSON: ids and names, never a message's text. */
export type TLiveEventData = Record<string, string | number | boolean | null>;
export type TLiveEventInput = { userId: string; kind: TLiveEventKind; data: TLiveEventData };
export type TLiveEventDto = { id: string; kind: TLiveEventKind; data: TLiveEventData; createdAt: string };

/** The Postgres channel the trigger notifies on. */
export const LIVE_CHANNEL = "live_events";

/** Writes the events in the caller's transaction (or alone, with the plain client). */
export async function recordEvents(tx: TTx, events: TLiveEventInput[]): Promise<void> {
  if (!events.length) return;
  await tx.liveEvent.createMany({ data: events.map((e) => ({ userId: e.userId, kind: e.kind, data: e.data as Prisma.InputJsonValue })) });
}

type TRow = { id: bigint; kind: string; data: Prisma.JsonValue; createdAt: Date };

export const liveEventDto = (row: TRow): TLiveEventDto => ({
  id: row.id.toString(),
  kind: row.kind as TLiveEventKind,
  data: (row.data ?? {}) as TLiveEventData,
  createdAt: row.createdAt.toISOString(),
});

/** A person's events after `afterId`, oldest first: what a reconnecting stream missed. */
export async function eventsAfter(
  tx: TTx,
  { userId, afterId, limit = 500 }: { userId: string; afterId: bigint; limit?: number },
): Promise<TLiveEventDto[]> {
  const rows = await tx.liveEvent.findMany({
    where: { userId, id: { gt: afterId } },
    orderBy: { id: "asc" },
    take: limit,
    select: { id: true, kind: true, data: true, createdAt: true },
  });
  return rows.map(liveEventDto);
}

/**
 * A person's events with an id up to `upToId` written since `since`, oldest first. A reconnecting stream
 * sends these again: one whose transaction committed after the browser already had a higher id, while the
 * browser was away, would otherwise never reach it. The browser skips the ones it has (by id).
 */
export async function recentEventsUpTo(
  tx: TTx,
  { userId, upToId, since }: { userId: string; upToId: bigint; since: Date },
): Promise<TLiveEventDto[]> {
  const rows = await tx.liveEvent.findMany({
    where: { userId, id: { lte: upToId }, createdAt: { gte: since } },
    orderBy: { id: "asc" },
    take: REPLAY_OVERLAP_LIMIT,
    select: { id: true, kind: true, data: true, createdAt: true },
  });
  return rows.map(liveEventDto);
}
const REPLAY_OVERLAP_LIMIT = 100;

/** The newest event id of a person (0 without any): where a first connection starts. */
export async function latestEventId(tx: TTx, userId: string): Promise<bigint> {
  const row = await tx.liveEvent.findFirst({ where: { userId }, orderBy: { id: "desc" }, select: { id: true } });
  return row?.id ?? BigInt(0);
}

/**
 * Some of a person's events by id (a stream's late arrivals: an event whose transaction committed after
 * one with a higher id had already been sent).
 */
export async function eventsByIds(tx: TTx, { userId, ids }: { userId: string; ids: bigint[] }): Promise<TLiveEventDto[]> {
  if (!ids.length) return [];
  const rows = await tx.liveEvent.findMany({
    where: { userId, id: { in: ids } },
    orderBy: { id: "asc" },
    select: { id: true, kind: true, data: true, createdAt: true },
  });
  return rows.map(liveEventDto);
}
