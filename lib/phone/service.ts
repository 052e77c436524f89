import "server-only";
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { AppError } from "@/lib/http/errors";
import { isLocale } from "@/lib/i18n/routing";
import { todayInIndia } from "@/lib/pets/constants";
import { refreshSellerVerification } from "@/lib/pets/revalidate";
import { sendSms } from "@/lib/sms/sender";
import { PHONE_CODE_LIMITS as L } from "./constants";
import { normalizePhone } from "./normalize";

// Phone verification (docs/trust.md, "Phone verification"): a mobile number confirmed by a 6-digit SMS code,
// random and kept only as an HMAC (keyed from NEXTAUTH_SECRET, bound to account and number): six digits are a
// million guesses, which a bare hash of a leaked table gives up at once. Each of the 5 tries in 10 minutes is
// counted and committed before comparing, so parallel guesses cannot pass five; sends are limited per account
// and per number, whichever accounts ask. One account per number (the partial unique index
// users_verified_phone_key decides; the refusal never says whose); the number is never shown to others.

const CODE_SPACE = 10 ** L.digits;
const MINUTE = 60_000;

let hmacKey: Buffer | undefined;
/** The code's HMAC, with a key of its own derived from the app's secret. */
function codeHash(userId: string, phone: string, code: string) {
  hmacKey ??= createHmac("sha256", env().NEXTAUTH_SECRET).update("pawbazaar:phone-code").digest();
  return createHmac("sha256", hmacKey).update(`${userId}:${phone}:${code}`).digest("hex");
}

const isSameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a, "hex"), Buffer.from(b, "hex"));

const isUniqueViolation = (e: unknown) => !!e && typeof e === "object" && "code" in e && (e as { code: unknown }).code === "P2002";

/** The same answer whoever holds it (a live account, a suspended one): only that the number is in use. */
const phoneTaken = () => new AppError("PHONE_TAKEN", { fields: { phone: ["PHONE_TAKEN"] } });

/** When India's calendar day of `now` began. */
const startOfIndianDay = (now: Date) => new Date(`${todayInIndia(now)}T00:00:00+05:30`);

/**
 * Sends a new code to `phone` for the account. Refused: a number that is not an Indian mobile
 * (VALIDATION on `phone`), the account's own verified number (PHONE_ALREADY_VERIFIED), a number verified
 * on another account (PHONE_TAKEN), within a minute of the last code (PHONE_CODE_WAIT, with the seconds
 * left), past the day's codes (PHONE_CODES_DAILY_LIMIT); SMS_FAILED when the SMS could not be sent.
 */
export async function startPhoneVerification({ userId, phone: typed, now = new Date() }: { userId: string; phone: string; now?: Date }) {
  const phone = normalizePhone(typed);
  if (!phone) throw new AppError("VALIDATION", { fields: { phone: ["phoneMobileInvalid"] } });
  const db = getDb();
  const code = String(randomInt(0, CODE_SPACE)).padStart(L.digits, "0");
  const expiresAt = new Date(now.getTime() + L.validMinutes * MINUTE);
  const { id, locale } = await db.$transaction(async (tx) => {
    // One request at a time per account, then per number (always in that order: no deadlock), so the
    // checks below and the new code see each other.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`phone-account:${userId}`}, 0))`;
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`phone-number:${phone}`}, 0))`;
    const user = await tx.user.findUnique({
      where: { id: userId },
      select: { phone: true, phoneVerifiedAt: true, locale: true, deletedAt: true },
    });
    if (!user || user.deletedAt) throw new AppError("UNAUTHORIZED");
    if (user.phone === phone && user.phoneVerifiedAt) throw new AppError("PHONE_ALREADY_VERIFIED");
    const holder = await tx.user.findFirst({ where: { phone, phoneVerifiedAt: { not: null }, id: { not: userId } }, select: { id: true } });
    if (holder) throw phoneTaken();

    const newest = (where: { userId: string } | { phone: string }) =>
      tx.phoneCode.findFirst({ where, orderBy: { createdAt: "desc" }, select: { createdAt: true } });
    const last = [await newest({ userId }), await newest({ phone })].reduce<Date | null>(
      (latest, row) => (row && (!latest || row.createdAt > latest) ? row.createdAt : latest),
      null,
    );
    const wait = last ? Math.ceil((last.getTime() + L.resendSeconds * 1000 - now.getTime()) / 1000) : 0;
    if (wait > 0) throw new AppError("PHONE_CODE_WAIT", { params: { seconds: wait }, headers: { "Retry-After": String(wait) } });

    const since = startOfIndianDay(now);
    const forNumber = await tx.phoneCode.count({ where: { phone, createdAt: { gte: since } } });
    const forAccount = await tx.phoneCode.count({ where: { userId, createdAt: { gte: since } } });
    if (forNumber >= L.perNumberPerDay || forAccount >= L.perAccountPerDay)
      throw new AppError("PHONE_CODES_DAILY_LIMIT", { params: { max: Math.min(L.perNumberPerDay, L.perAccountPerDay) } });

    const row = await tx.phoneCode.create({
      data: { userId, phone, codeHash: codeHash(userId, phone, code), expiresAt, createdAt: now },
      select: { id: true },
    });
    return { id: row.id, locale: isLocale(user.locale) ? user.locale : "en" };
  });
  try {
    await sendSms({ userId, to: phone, kind: "phone_code", locale, values: { code } });
  } catch (e) {
    // Not sent: it does not count against the limits, and an earlier code still works.
    await db.phoneCode.delete({ where: { id } }).catch(() => undefined);
    throw e;
  }
  return { phone, resendAfter: L.resendSeconds, expiresAt: expiresAt.toISOString() };
}

/**
 * Checks `code` against the account's newest code and, when it matches, makes its number the account's
 * verified phone (users.phone and phoneVerifiedAt, in the same statement). Refused: no code asked for or
 * the newest already used (PHONE_CODE_NONE), past its 10 minutes (PHONE_CODE_EXPIRED), five wrong tries
 * (PHONE_CODE_TRIES), a wrong code (PHONE_CODE_WRONG, with the tries left), the number verified on
 * another account meanwhile (PHONE_TAKEN).
 */
export async function verifyPhoneCode({ userId, code, now = new Date() }: { userId: string; code: string; now?: Date }) {
  const db = getDb();
  const row = await db.phoneCode.findFirst({ where: { userId }, orderBy: { createdAt: "desc" } });
  if (!row || row.usedAt) throw new AppError("PHONE_CODE_NONE");
  if (row.tries >= L.maxTries) throw new AppError("PHONE_CODE_TRIES");
  if (row.expiresAt <= now) throw new AppError("PHONE_CODE_EXPIRED");
  // The try counts before the code is compared, and on its own: a wrong code stays counted.
  const [claimed] = await db.$queryRaw<{ tries: number }[]>`
    UPDATE phone_codes SET tries = tries + 1 WHERE id = ${row.id} AND "usedAt" IS NULL AND tries < ${L.maxTries} RETURNING tries`;
  if (!claimed) {
    // Another request took the last try, or used the code, a moment ago.
    const after = await db.phoneCode.findUnique({ where: { id: row.id }, select: { usedAt: true } });
    throw new AppError(after?.usedAt ? "PHONE_CODE_NONE" : "PHONE_CODE_TRIES");
  }
  if (!isSameHash(row.codeHash, codeHash(userId, row.phone, code))) {
    const left = L.maxTries - claimed.tries;
    throw left > 0 ? new AppError("PHONE_CODE_WRONG", { params: { left } }) : new AppError("PHONE_CODE_TRIES");
  }
  try {
    await db.$transaction(async (tx) => {
      const used = await tx.phoneCode.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: now } });
      if (used.count !== 1) throw new AppError("PHONE_CODE_NONE");
      const verified = await tx.user.updateMany({
        where: { id: userId, deletedAt: null },
        data: { phone: row.phone, phoneVerifiedAt: now },
      });
      if (verified.count !== 1) throw new AppError("UNAUTHORIZED");
    });
  } catch (e) {
    // Another account verified the number first: the partial unique index users_verified_phone_key.
    if (isUniqueViolation(e)) throw phoneTaken();
    throw e;
  }
  await refreshSellerVerification(userId);
  return { phone: row.phone };
}

/**
 * Refuses (PHONE_NEEDED) to take a verified number off an account that needs one: a seller registration
 * waiting or approved, or a bank account linked for payouts, both given to a seller who can be reached
 * (a registered breeder's "checked" mark would outlive the number). The number is changed by verifying
 * the new one, which replaces it only then (verifyPhoneCode). For removing it, and for the profile's
 * form saving another number (lib/profile/service.ts).
 */
export async function assertPhoneNotNeeded(userId: string) {
  const user = await getDb().user.findUnique({
    where: { id: userId },
    select: { sellerRegistration: { select: { status: true } }, linkedAccount: { select: { id: true } } },
  });
  const status = user?.sellerRegistration?.status;
  if (status === "pending" || status === "approved" || user?.linkedAccount)
    throw new AppError("PHONE_NEEDED", { fields: { phone: ["PHONE_NEEDED"] } });
}

/** Takes the number off the account (verified or not; a verified one only when nothing needs it: assertPhoneNotNeeded). */
export async function removePhone({ userId }: { userId: string }) {
  const db = getDb();
  const before = await db.user.findUnique({ where: { id: userId }, select: { phoneVerifiedAt: true } });
  if (!before) throw new AppError("UNAUTHORIZED");
  if (before.phoneVerifiedAt) await assertPhoneNotNeeded(userId);
  await db.user.update({ where: { id: userId }, data: { phone: null, phoneVerifiedAt: null } });
  if (before.phoneVerifiedAt) await refreshSellerVerification(userId);
}
