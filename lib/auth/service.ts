import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { getDb } from "@/lib/db";
import { LEGAL_VERSION } from "@/lib/legal/version";
import { resetMail, verificationMail } from "@/lib/email/auth-mails";
import { sendMail } from "@/lib/email/mailer";
import { AppError } from "@/lib/http/errors";
import { runAfterResponse } from "@/lib/http/after";
import type { EmailTokenType } from "@/lib/generated/prisma/enums";
import { createSession, revokeAllSessions, sessionUserSelect, toSessionUser } from "@/lib/session/service";
import { claimLoginAttempt, clearLoginFailures, isKnownDevice, recordLoginFailure } from "./lockout";
import { hashPassword, verifyPassword } from "./password";
import type { TLogin, TRegister } from "./schemas";
import { refreshSellerVerification } from "@/lib/pets/revalidate";

export const VERIFY_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

// Verified against when the email is unknown, so a miss costs the same time as a wrong password.
let dummyHash: Promise<string> | undefined;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

async function issueEmailToken({ userId, email, type }: { userId: string; email: string; type: EmailTokenType }) {
  const token = randomBytes(32).toString("base64url");
  const ttl = type === "verify_email" ? VERIFY_TOKEN_TTL_MS : RESET_TOKEN_TTL_MS;
  const db = getDb();
  await db.$transaction([
    // A new link replaces the older ones of the same kind.
    db.emailToken.updateMany({ where: { userId, type, usedAt: null }, data: { usedAt: new Date() } }),
    db.emailToken.create({ data: { userId, email, type, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + ttl) } }),
  ]);
  return token;
}

export async function sendVerificationEmail({
  user,
  locale,
  next,
}: {
  user: { id: string; name: string; email: string };
  locale: string;
  /** Where the link leads after verifying (a return path: lib/routes.ts safeNextPath). */
  next?: string | null;
}) {
  const token = await issueEmailToken({ userId: user.id, email: user.email, type: "verify_email" });
  const mail = verificationMail({ locale, name: user.name, token, next });
  await sendMail({ to: user.email, userId: user.id, ...mail });
}

export async function registerUser({ input, locale, userAgent }: { input: TRegister; locale: string; userAgent: string | null }) {
  const db = getDb();
  const existing = await db.user.findUnique({ where: { email: input.email }, select: { id: true } });
  if (existing) throw new AppError("EMAIL_TAKEN", { fields: { email: ["EMAIL_TAKEN"] } });
  const passwordHash = await hashPassword(input.password);
  const user = await db.user
    .create({
      // Registering accepts the terms and the privacy policy (the form says so): their version, on record.
      data: {
        name: input.name,
        email: input.email,
        passwordHash,
        locale: locale as "en" | "te" | "hi",
        termsVersion: LEGAL_VERSION,
        termsAcceptedAt: new Date(),
      },
      select: { ...sessionUserSelect },
    })
    .catch((e: unknown) => {
      // Two sign-ups racing for one address: the unique index decides.
      if (e && typeof e === "object" && "code" in e && e.code === "P2002") throw new AppError("EMAIL_TAKEN");
      throw e;
    });
  const { token } = await createSession({ userId: user.id, userAgent });
  try {
    await sendVerificationEmail({ user, locale, next: input.next });
  } catch (e) {
    // The account exists either way; the user can ask for another mail from the profile.
    console.error(`[auth] verification mail for ${user.id} failed: ${(e as Error).message}`);
  }
  return { token, user: toSessionUser(user) };
}

/**
 * Signs in with email and password, through the account's guessing brake (lib/auth/lockout.ts): a
 * device where this account signed in before skips the wait; every miss counts, a success clears them.
 */
export async function loginUser({
  input,
  userAgent,
  cookieHeader,
}: {
  input: TLogin;
  userAgent: string | null;
  cookieHeader: string | null;
}) {
  const user = await getDb().user.findUnique({
    where: { email: input.email },
    select: { ...sessionUserSelect, passwordHash: true, suspendedAt: true },
  });
  if (!user || !isKnownDevice(cookieHeader, user.id)) await claimLoginAttempt(input.email);
  const isRight = user ? await verifyPassword(user.passwordHash, input.password) : await verifyDummy(input.password);
  if (!user || !isRight) {
    await recordLoginFailure(input.email);
    throw new AppError("INVALID_CREDENTIALS");
  }
  await clearLoginFailures(input.email);
  // Only after the password is right: to anyone without it, a suspended account looks like any other.
  if (user.suspendedAt) throw new AppError("ACCOUNT_SUSPENDED");
  const { token } = await createSession({ userId: user.id, userAgent });
  return { token, user: toSessionUser(user) };
}

async function verifyDummy(password: string) {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  await verifyPassword(await dummyHash, password);
  return false;
}

/** Consumes a mailed token exactly once: the conditional update lets only one request through. */
async function consumeEmailToken({ token, type }: { token: string; type: EmailTokenType }) {
  const db = getDb();
  const row = await db.emailToken.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { id: true, userId: true, email: true, type: true, usedAt: true, expiresAt: true },
  });
  if (!row || row.type !== type || row.usedAt || row.expiresAt <= new Date()) return null;
  const claimed = await db.emailToken.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: new Date() } });
  return claimed.count === 1 ? row : null;
}

export async function verifyEmail({ token }: { token: string }) {
  const row = await consumeEmailToken({ token, type: "verify_email" });
  if (!row) throw new AppError("VERIFY_LINK_INVALID");
  // The link proves the address it was sent to; if the user has changed email since, it proves nothing.
  const updated = await getDb().user.updateMany({
    where: { id: row.userId, email: row.email },
    data: { isEmailVerified: true, emailVerifiedAt: new Date() },
  });
  if (updated.count !== 1) throw new AppError("VERIFY_LINK_INVALID");
  // Their listings now say "Verified"; the lists filtered to verified sellers may show them.
  await refreshSellerVerification(row.userId);
}

/** Forgot password: the reset link is mailed after the answer, so its timing does not tell a known address from an unknown one. */
export function askPasswordReset(input: { email: string; locale: string }) {
  return runAfterResponse(() => requestPasswordReset(input));
}

export async function requestPasswordReset({ email, locale }: { email: string; locale: string }) {
  const user = await getDb().user.findUnique({ where: { email }, select: { id: true, name: true, email: true, locale: true } });
  if (!user) return;
  const token = await issueEmailToken({ userId: user.id, email: user.email, type: "reset_password" });
  await sendMail({ to: user.email, userId: user.id, ...resetMail({ locale: locale || user.locale, name: user.name, token }) });
}

export async function resetPassword({ token, newPassword }: { token: string; newPassword: string }) {
  const row = await consumeEmailToken({ token, type: "reset_password" });
  if (!row) throw new AppError("RESET_LINK_INVALID");
  const passwordHash = await hashPassword(newPassword);
  const db = getDb();
  await db.$transaction(async (tx) => {
    // Reaching the mailbox also proves the address, so an unverified one becomes verified.
    const user = await tx.user.findUniqueOrThrow({ where: { id: row.userId }, select: { email: true, isEmailVerified: true } });
    const proves = user.email === row.email && !user.isEmailVerified;
    await tx.user.update({
      where: { id: row.userId },
      data: { passwordHash, ...(proves ? { isEmailVerified: true, emailVerifiedAt: new Date() } : {}) },
    });
    await revokeAllSessions({ userId: row.userId, db: tx });
    // The owner has proved the mailbox: earlier misses (anyone's) no longer slow their sign-in.
    await clearLoginFailures(user.email, tx);
    await tx.emailToken.updateMany({ where: { userId: row.userId, type: "reset_password", usedAt: null }, data: { usedAt: new Date() } });
  });
}
