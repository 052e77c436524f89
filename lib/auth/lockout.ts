import "server-only";
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { getDb, type TTx } from "@/lib/db";
import { env } from "@/lib/env";
import { AppError } from "@/lib/http/errors";
import { isSecureCookie } from "@/lib/session/cookie";

/**
 * Guessing a password gets slower with every miss, but nobody can lock the owner out:
 * - per account (the email as typed, known or not, so the answer says nothing about who has an account),
 *   the first FREE_FAILURES misses in an hour cost nothing; after that each attempt must wait
 *   2^(misses − FREE_FAILURES) seconds, up to 15 minutes. Attempts inside the wait are refused (429)
 *   without checking the password, and only one attempt at a time gets each slot;
 * - a device where the account has signed in before carries a signed cookie that skips the wait, so the
 *   owner's correct password from their usual phone still works while someone else is guessing;
 * - a password reset (the owner proving the mailbox) clears the misses, as does any successful sign-in.
 * The per-address limit on the route still applies to every attempt.
 */
const FREE_FAILURES = 5;
const MAX_DELAY_SECONDS = 15 * 60;
const WINDOW_SECONDS = 60 * 60;
const DEVICE_COOKIE = "pb_known_device";
const DEVICE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

const freeFailures = () => FREE_FAILURES * env().RATE_LIMIT_MULTIPLIER;
export const throttleKey = (email: string) => createHash("sha256").update(email.trim().toLowerCase()).digest("hex");

/** The wait after `failures` misses, in seconds (0 while they are free). */
export function delayAfterFailures(failures: number, free = freeFailures()): number {
  return failures < free ? 0 : Math.min(MAX_DELAY_SECONDS, 2 ** (failures - free));
}

/**
 * Lets one attempt through, or refuses it with 429 and the seconds left to wait. While the account is
 * in its waiting period, the first attempt after the wait takes the slot and pushes the next one out.
 */
export async function claimLoginAttempt(email: string): Promise<void> {
  const key = throttleKey(email);
  const free = freeFailures();
  const db = getDb();
  const claimed = await db.$executeRaw`
    UPDATE login_throttles
    SET "nextAttemptAt" = now() + make_interval(secs => LEAST(${MAX_DELAY_SECONDS}, power(2, failures - ${free})))
    WHERE key = ${key} AND failures >= ${free} AND "lastFailureAt" > now() - make_interval(secs => ${WINDOW_SECONDS})
      AND "nextAttemptAt" <= now()`;
  if (claimed === 1) return;
  const waiting = await db.$queryRaw<{ seconds: number }[]>`
    SELECT CEIL(EXTRACT(EPOCH FROM ("nextAttemptAt" - now())))::int AS seconds FROM login_throttles
    WHERE key = ${key} AND failures >= ${free} AND "lastFailureAt" > now() - make_interval(secs => ${WINDOW_SECONDS})
      AND "nextAttemptAt" > now()`;
  if (waiting.length) throw new AppError("RATE_LIMITED", { headers: { "Retry-After": String(Math.max(1, waiting[0].seconds)) } });
}

/** Counts a miss (a fresh count when the last one is over an hour old) and sets the next wait. */
export async function recordLoginFailure(email: string): Promise<void> {
  const key = throttleKey(email);
  const free = freeFailures();
  await getDb().$executeRaw`
    INSERT INTO login_throttles (key, failures, "lastFailureAt", "nextAttemptAt")
    VALUES (${key}, 1, now(), now() + make_interval(secs => ${delayAfterFailures(1, free)}))
    ON CONFLICT (key) DO UPDATE SET
      failures = CASE WHEN login_throttles."lastFailureAt" <= now() - make_interval(secs => ${WINDOW_SECONDS}) THEN 1 ELSE login_throttles.failures + 1 END,
      "lastFailureAt" = now(),
      "nextAttemptAt" = now() + make_interval(secs => CASE
        WHEN login_throttles."lastFailureAt" > now() - make_interval(secs => ${WINDOW_SECONDS}) AND login_throttles.failures + 1 >= ${free}
        THEN LEAST(${MAX_DELAY_SECONDS}, power(2, login_throttles.failures + 1 - ${free})) ELSE 0 END)`;
  if (Math.random() < 0.01) {
    await getDb().$executeRaw`DELETE FROM login_throttles WHERE "lastFailureAt" < now() - make_interval(secs => ${WINDOW_SECONDS})`.catch(
      () => undefined,
    );
  }
}

export async function clearLoginFailures(email: string, db: TTx = getDb()): Promise<void> {
  await db.loginThrottle.deleteMany({ where: { key: throttleKey(email) } });
}

// The known-device cookie: "<nonce>.<HMAC(secret, userId|nonce)>", httpOnly, for a year.
const deviceSignature = (userId: string, nonce: string) =>
  createHmac("sha256", env().NEXTAUTH_SECRET).update(`known-device|${userId}|${nonce}`).digest("base64url");

export function knownDeviceCookie(userId: string) {
  const nonce = randomBytes(16).toString("base64url");
  return {
    name: DEVICE_COOKIE,
    value: `${nonce}.${deviceSignature(userId, nonce)}`,
    options: { httpOnly: true, sameSite: "lax" as const, secure: isSecureCookie(), path: "/", maxAge: DEVICE_COOKIE_MAX_AGE },
  };
}

/** True when the request's cookie header carries a known-device cookie signed for this user. */
export function isKnownDevice(cookieHeader: string | null, userId: string): boolean {
  if (!cookieHeader) return false;
  for (const part of cookieHeader.split(";")) {
    const i = part.indexOf("=");
    if (i < 0 || part.slice(0, i).trim() !== DEVICE_COOKIE) continue;
    const [nonce, signature] = part
      .slice(i + 1)
      .trim()
      .split(".");
    if (!nonce || !signature) continue;
    const expected = Buffer.from(deviceSignature(userId, nonce));
    const given = Buffer.from(signature);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return true;
  }
  return false;
}
