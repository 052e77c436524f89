import "server-only";
import { createHash } from "node:crypto";
import { getDb } from "@/lib/db";

/**
 * Counts a view once per visitor per day, never the owner's, and only of a listing others can see (not
 * an inactive or hidden one). One statement: the insert into pet_views decides, so concurrent loads cannot count
 * twice. Answers whether this view counted, or null when there is no such listing.
 */
export async function recordView({
  petId,
  viewerUserId,
  ip,
  userAgent,
}: {
  petId: string;
  viewerUserId?: string | null;
  ip: string;
  userAgent: string;
}): Promise<boolean | null> {
  const day = new Date().toISOString().slice(0, 10);
  const viewerKey = viewerUserId
    ? `u:${viewerUserId}`
    : `a:${createHash("sha256").update(`${ip}|${userAgent}|${day}`).digest("base64url").slice(0, 22)}`;
  const rows = await getDb().$queryRaw<{ counted: boolean; found: boolean }[]>`
    WITH pet AS (
      SELECT id FROM pets WHERE id = ${petId} AND status NOT IN ('inactive', 'hidden') AND "sellerId" IS DISTINCT FROM ${viewerUserId ?? null}
    ), ins AS (
      INSERT INTO pet_views ("petId", "viewerKey", day) SELECT id, ${viewerKey}, ${day}::date FROM pet
      ON CONFLICT DO NOTHING RETURNING 1
    ), upd AS (
      UPDATE pets SET views = views + 1 WHERE id = ${petId} AND EXISTS (SELECT 1 FROM ins) RETURNING 1
    )
    SELECT EXISTS (SELECT 1 FROM upd) AS counted, EXISTS (SELECT 1 FROM pets WHERE id = ${petId}) AS found`;
  return rows[0].found ? rows[0].counted : null;
}
