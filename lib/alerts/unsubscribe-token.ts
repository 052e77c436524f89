import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";
import { isId } from "@/lib/http/input";

// The one-click unsubscribe link of the alert mails works without signing in (RFC 8058: the mail
// provider posts to it for the reader), so the link itself is the proof: `<userId>.<issued>.<mac>`, the
// MAC an HMAC-SHA256 under a key derived from the app secret for this purpose only (a token of this
// kind can never pass for a session or anything else signed with NEXTAUTH_SECRET). It carries when the
// mail was sent, and unsubscribing removes only the searches saved until then: an old mail's link cannot
// take away a search saved later.

const PURPOSE = "pawbazaar/alerts/unsubscribe/v1";

const key = () => createHmac("sha256", env().NEXTAUTH_SECRET).update(PURPOSE).digest();
const mac = (payload: string) => createHmac("sha256", key()).update(payload).digest("base64url");

export function createUnsubscribeToken({ userId, issuedAt = new Date() }: { userId: string; issuedAt?: Date }): string {
  const payload = `${userId}.${Math.floor(issuedAt.getTime() / 1000).toString(36)}`;
  return `${payload}.${mac(payload)}`;
}

/** The user and issue time a token names, or null when it is malformed or its MAC is not ours. */
export function readUnsubscribeToken(token: string): { userId: string; issuedAt: Date } | null {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [userId, issued, given] = parts;
  if (!isId(userId) || !/^[0-9a-z]{1,10}$/.test(issued)) return null;
  const expected = Buffer.from(mac(`${userId}.${issued}`));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  const seconds = parseInt(issued, 36);
  return Number.isSafeInteger(seconds) ? { userId, issuedAt: new Date(seconds * 1000) } : null;
}
