import "server-only";
import { getDb, type TTx } from "@/lib/db";
import { blobUrl } from "@/lib/images/url";
import { LEGAL_VERSION } from "@/lib/legal/version";
import { SESSION_MAX_AGE_SECONDS, sessionCookieName } from "./cookie";
import type { TSessionUser } from "./responses";
import { encodeSessionToken, readTokenClaims } from "./token";

// Sessions: next-auth's JWT (encrypted, signed with NEXTAUTH_SECRET) carries the user id and a
// session id; the `sessions` row is the source of truth, so logout and password reset revoke a token
// at once even though the JWT itself has not expired.
// The per-request session (this, the cookie, the token and server.ts's page guards) is a domain of its
// own, below withRoute (lib/api/route.ts), proxy.ts and the pages; the account operations that open and
// end sessions (register, login, verify, reset: lib/auth) import mail and pets, and sit above them.

export type { TSessionUser };
/** A signed-in request: the user as the API shows them, the session, and the role (never in an answer). */
export type TAuth = { user: TSessionUser; sessionId: string; role: TRole };
export type TRole = "user" | "moderator" | "admin";

/** May use the moderation console (/admin and /server/admin/*). */
export const isModerator = (role: TRole | null | undefined) => role === "moderator" || role === "admin";

export const sessionUserSelect = {
  id: true,
  name: true,
  email: true,
  avatarKey: true,
  isEmailVerified: true,
  locale: true,
  termsVersion: true,
} as const;

export function toSessionUser(u: {
  id: string;
  name: string;
  email: string;
  avatarKey: string | null;
  isEmailVerified: boolean;
  locale: TSessionUser["locale"];
  termsVersion: string | null;
}): TSessionUser {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    avatar: u.avatarKey ? blobUrl(u.avatarKey) : null,
    isEmailVerified: u.isEmailVerified,
    locale: u.locale,
    hasAcceptedTerms: u.termsVersion === LEGAL_VERSION,
  };
}

export async function createSession({ userId, userAgent, db = getDb() }: { userId: string; userAgent?: string | null; db?: TTx }) {
  const session = await db.session.create({
    data: { userId, userAgent: userAgent?.slice(0, 300) ?? null, expiresAt: new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000) },
  });
  const token = await encodeSessionToken({ userId, sessionId: session.id });
  return { token, sessionId: session.id };
}

const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

/** The signed-in user behind a token, or null when the token is bad, expired or revoked. */
export async function authenticate(token: string | null | undefined, db = getDb()): Promise<TAuth | null> {
  const claims = await readTokenClaims(token);
  if (!claims) return null;
  const session = await db.session.findUnique({
    where: { id: claims.sid },
    select: {
      id: true,
      userId: true,
      expiresAt: true,
      revokedAt: true,
      lastSeenAt: true,
      user: { select: { ...sessionUserSelect, role: true, suspendedAt: true } },
    },
  });
  if (!session || session.userId !== claims.sub || session.revokedAt || session.expiresAt <= new Date()) return null;
  // Suspending revokes every session; this holds even for a session created in the same instant.
  if (session.user.suspendedAt) return null;
  if (Date.now() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.session.update({ where: { id: session.id }, data: { lastSeenAt: new Date() } }).catch(() => undefined);
  }
  return { user: toSessionUser(session.user), sessionId: session.id, role: session.user.role };
}

export async function revokeSession({ sessionId, db = getDb() }: { sessionId: string; db?: TTx }) {
  await db.session.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: new Date() } });
}

export async function revokeAllSessions({ userId, exceptSessionId, db = getDb() }: { userId: string; exceptSessionId?: string; db?: TTx }) {
  await db.session.updateMany({
    where: { userId, revokedAt: null, ...(exceptSessionId ? { id: { not: exceptSessionId } } : {}) },
    data: { revokedAt: new Date() },
  });
}

/** A cookie value as sent; a malformed percent-encoding is kept as is (and then fails as a token would). */
function safeDecode(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The token from `Authorization: Bearer …` (preferred) or the session cookie. */
export function tokenFromRequest(req: Request): { token: string | null; via: "bearer" | "cookie" | null } {
  const header = req.headers.get("authorization");
  if (header?.startsWith("Bearer ")) {
    const token = header.slice(7).trim();
    if (token && token !== "null" && token !== "undefined") return { token, via: "bearer" };
  }
  const cookie = req.headers.get("cookie");
  if (cookie) {
    const name = sessionCookieName();
    for (const part of cookie.split(";")) {
      const i = part.indexOf("=");
      if (i > 0 && part.slice(0, i).trim() === name) return { token: safeDecode(part.slice(i + 1).trim()), via: "cookie" };
    }
  }
  return { token: null, via: null };
}
