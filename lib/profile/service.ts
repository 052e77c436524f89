import "server-only";
import { randomUUID } from "node:crypto";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { sendVerificationEmail } from "@/lib/auth/service";
import { revokeAllSessions } from "@/lib/session/service";
import { getDb } from "@/lib/db";
import { LEGAL_VERSION } from "@/lib/legal/version";
import { AppError } from "@/lib/http/errors";
import { IMAGE_SIZES, type TImageSize, type TProcessedImage } from "@/lib/images/process";
import { writeWithBlobs } from "@/lib/images/store";
import { refreshSellerPages, refreshSellerVerification } from "@/lib/pets/revalidate";
import { normalizePhone } from "@/lib/phone/normalize";
import { assertPhoneNotNeeded } from "@/lib/phone/service";
import { getSellerTrust } from "@/lib/sellers/service";
import { blobUrl } from "@/lib/images/url";
import type { TLocale } from "@/lib/i18n/routing";
import type { TProfileDto, TProfileStats } from "./responses";
import type { TNotifications, TProfileInput } from "./schemas";

export type { TProfileDto, TProfileStats };

const profileSelect = {
  id: true,
  name: true,
  email: true,
  phone: true,
  phoneVerifiedAt: true,
  location: true,
  bio: true,
  avatarKey: true,
  isEmailVerified: true,
  locale: true,
  notifyNewMessage: true,
  notifyNewOrder: true,
  notifyOrderDecision: true,
  createdAt: true,
  pushNewMessage: true,
  pushNewOrder: true,
  pushOrderDecision: true,
  pushPaymentReceived: true,
  pushSearchMatches: true,
} as const;

type TProfileRow = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  phoneVerifiedAt: Date | null;
  location: string | null;
  bio: string | null;
  avatarKey: string | null;
  isEmailVerified: boolean;
  locale: TLocale;
  notifyNewMessage: boolean;
  notifyNewOrder: boolean;
  notifyOrderDecision: boolean;
  createdAt: Date;
  pushNewMessage: boolean;
  pushNewOrder: boolean;
  pushOrderDecision: boolean;
  pushPaymentReceived: boolean;
  pushSearchMatches: boolean;
};

function toProfileDto(u: TProfileRow): TProfileDto {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    phone: u.phone,
    phoneVerified: u.phoneVerifiedAt !== null,
    location: u.location,
    bio: u.bio,
    avatar: u.avatarKey ? blobUrl(u.avatarKey) : null,
    isEmailVerified: u.isEmailVerified,
    locale: u.locale,
    notifications: {
      newMessage: u.notifyNewMessage,
      newOrder: u.notifyNewOrder,
      orderDecision: u.notifyOrderDecision,
      push: {
        newMessage: u.pushNewMessage,
        newOrder: u.pushNewOrder,
        orderDecision: u.pushOrderDecision,
        paymentReceived: u.pushPaymentReceived,
        searchMatches: u.pushSearchMatches,
      },
    },
    createdAt: u.createdAt.toISOString(),
  };
}

async function findProfile(userId: string) {
  const user = await getDb().user.findUnique({ where: { id: userId }, select: profileSelect });
  if (!user) throw new AppError("UNAUTHORIZED");
  return user;
}

export async function getProfile({ userId }: { userId: string }): Promise<{ profile: TProfileDto; stats: TProfileStats }> {
  const db = getDb();
  // Sales, rating and reviews are the seller's trust figures, as the public pages show them.
  const [user, listings, trust] = await Promise.all([
    findProfile(userId),
    db.pet.count({ where: { sellerId: userId } }),
    getSellerTrust({ sellerId: userId }),
  ]);
  return {
    profile: toProfileDto(user),
    stats: {
      listings,
      sales: trust?.completedSales ?? 0,
      rating: trust?.rating.average ?? null,
      reviews: trust?.rating.count ?? 0,
      joinedAt: user.createdAt.toISOString(),
    },
  };
}

const isUniqueViolation = (e: unknown) => !!e && typeof e === "object" && "code" in e && (e as { code: unknown }).code === "P2002";
const emailTaken = () => new AppError("EMAIL_TAKEN", { fields: { email: ["EMAIL_TAKEN"] } });

/**
 * Saves the profile form. A new email address is unproven: the account becomes unverified and a
 * verification link goes to the new address (a failed mail does not undo the save; the profile page
 * offers to send it again). So is a new phone number: its verification (lib/phone) is cleared.
 */
export async function updateProfile({ userId, input }: { userId: string; input: TProfileInput }) {
  const db = getDb();
  const current = await findProfile(userId);
  const isEmailChanged = input.email !== current.email;
  // The number as lib/phone reads it (the form's own pattern is looser): the same number typed another way is no change.
  const phone = input.phone ? (normalizePhone(input.phone) ?? input.phone) : null;
  const isVerifiedPhoneChanged = current.phoneVerifiedAt !== null && phone !== current.phone;
  // A registration or a payout account needs the verified number: another is verified in its place instead.
  if (isVerifiedPhoneChanged) await assertPhoneNotNeeded(userId);
  if (isEmailChanged) {
    const other = await db.user.findUnique({ where: { email: input.email }, select: { id: true } });
    if (other) throw emailTaken();
  }
  const user = await db.user
    .update({
      where: { id: userId },
      data: {
        name: input.name,
        email: input.email,
        phone,
        location: input.location ?? null,
        bio: input.bio ?? null,
        ...(isEmailChanged ? { isEmailVerified: false, emailVerifiedAt: null } : {}),
        ...(isVerifiedPhoneChanged ? { phoneVerifiedAt: null } : {}),
      },
      select: profileSelect,
    })
    .catch((e: unknown) => {
      // Two accounts racing for one address: the unique index decides.
      if (isUniqueViolation(e)) throw emailTaken();
      throw e;
    });
  // Their listings' pages show their name and whether their email and phone are verified; their seller page,
  // their town too; the lists filtered to verified sellers, whether they are.
  if (isEmailChanged || isVerifiedPhoneChanged) await refreshSellerVerification(userId);
  else if (input.name !== current.name || (input.location ?? null) !== current.location) await refreshSellerPages(userId);
  let isVerificationSent = false;
  if (isEmailChanged) {
    try {
      await sendVerificationEmail({ user, locale: user.locale });
      isVerificationSent = true;
    } catch (e) {
      console.error(`[profile] verification mail for ${userId} failed: ${(e as Error).message}`);
    }
  }
  return { profile: toProfileDto(user), isEmailChanged, isVerificationSent };
}

const avatarKeys = (id: string) => (Object.keys(IMAGE_SIZES) as TImageSize[]).map((size) => `avatars/${id}/${size}.webp`);
/** "avatars/<id>/sm.webp" → "<id>" */
const avatarIdOf = (key: string | null) => key?.match(/^avatars\/([a-z0-9]+)\//)?.[1] ?? null;
/** Every stored rendition of the avatar whose key the users row holds (none without one). */
export const avatarKeysOf = (avatarKey: string | null) => {
  const id = avatarIdOf(avatarKey);
  return id ? avatarKeys(id) : [];
};

/**
 * A new photo gets a new id: image URLs are cached as immutable for a year, so reusing one key per
 * user would keep showing the old face.
 */
export async function setAvatar({ userId, image }: { userId: string; image: TProcessedImage }) {
  const id = randomUUID().replaceAll("-", "");
  const blobs = (Object.keys(IMAGE_SIZES) as TImageSize[]).map((size) => ({
    key: `avatars/${id}/${size}.webp`,
    contentType: "image/webp",
    data: image.renditions[size],
  }));
  const user = await writeWithBlobs(blobs, async (tx, removeBlobs) => {
    const before = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { avatarKey: true } });
    const oldId = avatarIdOf(before.avatarKey);
    if (oldId) removeBlobs(avatarKeys(oldId));
    return tx.user.update({ where: { id: userId }, data: { avatarKey: `avatars/${id}/sm.webp` }, select: profileSelect });
  });
  await refreshSellerPages(userId); // their seller page shows the photo
  return toProfileDto(user);
}

export async function removeAvatar({ userId }: { userId: string }) {
  const user = await writeWithBlobs([], async (tx, removeBlobs) => {
    const before = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { avatarKey: true } });
    const oldId = avatarIdOf(before.avatarKey);
    if (oldId) removeBlobs(avatarKeys(oldId));
    return tx.user.update({ where: { id: userId }, data: { avatarKey: null }, select: profileSelect });
  });
  await refreshSellerPages(userId);
  return toProfileDto(user);
}

/** Checks the current password, stores the new one and signs out every other session (this one stays). */
export async function changePassword({
  userId,
  sessionId,
  currentPassword,
  newPassword,
}: {
  userId: string;
  sessionId: string;
  currentPassword: string;
  newPassword: string;
}) {
  const db = getDb();
  const user = await db.user.findUnique({ where: { id: userId }, select: { passwordHash: true } });
  if (!user) throw new AppError("UNAUTHORIZED");
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw new AppError("WRONG_PASSWORD", { fields: { currentPassword: ["WRONG_PASSWORD"] } });
  }
  const passwordHash = await hashPassword(newPassword);
  await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: userId }, data: { passwordHash } });
    await revokeAllSessions({ userId, exceptSessionId: sessionId, db: tx });
    // A reset link mailed earlier would otherwise still replace the password just chosen.
    await tx.emailToken.updateMany({ where: { userId, type: "reset_password", usedAt: null }, data: { usedAt: new Date() } });
  });
}

/** Records that the person accepted the current terms and privacy policy (users.termsVersion), and when. */
export async function acceptTerms({ userId }: { userId: string }) {
  await getDb().user.update({ where: { id: userId }, data: { termsVersion: LEGAL_VERSION, termsAcceptedAt: new Date() } });
}

export async function signOutEverywhere({ userId }: { userId: string }) {
  await revokeAllSessions({ userId });
}

export async function updateNotifications({ userId, input }: { userId: string; input: TNotifications }) {
  const user = await getDb().user.update({
    where: { id: userId },
    data: {
      notifyNewMessage: input.newMessage,
      notifyNewOrder: input.newOrder,
      notifyOrderDecision: input.orderDecision,
      // A push switch left out stays as it is (undefined leaves the column alone).
      pushNewMessage: input.push?.newMessage,
      pushNewOrder: input.push?.newOrder,
      pushOrderDecision: input.push?.orderDecision,
      pushPaymentReceived: input.push?.paymentReceived,
      pushSearchMatches: input.push?.searchMatches,
    },
    select: profileSelect,
  });
  return toProfileDto(user);
}

export async function updatePreferences({ userId, locale }: { userId: string; locale: TLocale }) {
  const user = await getDb().user.update({ where: { id: userId }, data: { locale }, select: profileSelect });
  return toProfileDto(user);
}
