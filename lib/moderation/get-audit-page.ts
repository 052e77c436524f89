import "server-only";
import { getDb } from "@/lib/db";
import { decodeTimeCursor, encodeTimeCursor } from "@/lib/http/cursor";
import { listAudit } from "./audit";
import type { TAuditPage } from "./reports-responses";

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
