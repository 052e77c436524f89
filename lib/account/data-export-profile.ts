import "server-only";
import { PROFILE_PHOTO_FILE } from "./data-export-files";
import { BATCH, list, oldestFirst, type TFileContents } from "./data-export-rows";

// The person's profile and settings in the data export: profile.json, saved-searches.json,
// notification-settings.json, sessions.json and sms.json.

export const profileContents = {
  profile: ({ user }) => ({
    name: user.name,
    email: user.email,
    phone: user.phone,
    location: user.location,
    bio: user.bio,
    language: user.locale,
    emailVerified: user.isEmailVerified,
    emailVerifiedAt: user.emailVerifiedAt,
    phoneVerified: user.phoneVerifiedAt !== null,
    phoneVerifiedAt: user.phoneVerifiedAt,
    role: user.role,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
    termsVersion: user.termsVersion,
    termsAcceptedAt: user.termsAcceptedAt,
    suspendedAt: user.suspendedAt,
    suspendedReason: user.suspendedReason,
    profilePhoto: user.avatarKey ? PROFILE_PHOTO_FILE : null,
  }),

  savedSearches: ({ db, userId }) =>
    list(
      (where) =>
        db.savedSearch.findMany({
          where: { AND: [{ userId }, where] },
          orderBy: oldestFirst,
          take: BATCH,
          select: { id: true, filters: true, createdAt: true, checkedAt: true },
        }),
      (s) => ({ filters: s.filters, createdAt: s.createdAt, lastCheckedAt: s.checkedAt }),
    ),

  // The switches, and the browsers that get push notifications: never a subscription's endpoint or keys.
  notificationSettings: ({ db, userId, user }) => ({
    email: { newMessage: user.notifyNewMessage, newOrder: user.notifyNewOrder, orderDecision: user.notifyOrderDecision },
    push: {
      newMessage: user.pushNewMessage,
      newOrder: user.pushNewOrder,
      orderDecision: user.pushOrderDecision,
      paymentReceived: user.pushPaymentReceived,
      searchMatches: user.pushSearchMatches,
    },
    pushDevices: list(
      (where) =>
        db.pushSubscription.findMany({
          where: { AND: [{ userId }, where] },
          orderBy: oldestFirst,
          take: BATCH,
          select: { id: true, userAgent: true, createdAt: true, lastUsedAt: true },
        }),
      (s) => ({ device: s.userAgent, createdAt: s.createdAt, lastUsedAt: s.lastUsedAt }),
    ),
  }),

  // The SMS sent to the person (the codes that verified a number), as the outbox keeps them.
  sms: ({ db, userId }) =>
    list(
      (where) =>
        db.sms.findMany({
          where: { AND: [{ userId }, where] },
          orderBy: oldestFirst,
          take: BATCH,
          select: { id: true, to: true, kind: true, body: true, status: true, createdAt: true, sentAt: true },
        }),
      (m) => ({ to: m.to, kind: m.kind, text: m.body, status: m.status, createdAt: m.createdAt, sentAt: m.sentAt }),
    ),

  sessions: ({ db, userId, sessionId }) =>
    list(
      (where) =>
        db.session.findMany({
          where: { AND: [{ userId }, where] },
          orderBy: oldestFirst,
          take: BATCH,
          select: { id: true, createdAt: true, lastSeenAt: true, expiresAt: true, revokedAt: true, userAgent: true },
        }),
      (s) => ({
        signedInAt: s.createdAt,
        lastSeenAt: s.lastSeenAt,
        expiresAt: s.expiresAt,
        revokedAt: s.revokedAt,
        device: s.userAgent,
        isThisDownload: s.id === sessionId,
      }),
    ),
} satisfies TFileContents;
