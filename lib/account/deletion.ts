import "server-only";
import { randomBytes } from "node:crypto";
import { throttleKey } from "@/lib/auth/lockout";
import { verifyPassword } from "@/lib/auth/password";
import { getDb, type TTx } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { writeWithBlobs } from "@/lib/images/store";
import type { TLiveEventInput } from "@/lib/live/events";
import { notifyOrderDecision } from "@/lib/notifications/service";
import { cancelPendingOrdersOfBuyer, pushOrderEvents, rejectPendingOrdersOfSeller } from "@/lib/orders/service";
import { askRefundsAfterResponse } from "@/lib/payments/providers";
import { landingKeysOf, refreshPetPages, refreshSellerPages } from "@/lib/pets/revalidate";
import { photoKeysOf } from "@/lib/pets/pet-photos";
import { avatarKeysOf } from "@/lib/profile/service";
import { eraseSellerRegistration } from "@/lib/sellers/registration-service";
import { DELETED_USER_NAME, deletedEmailOf } from "@/lib/people/deleted-user";

// Deleting an account, at once and for good (no grace period: the page says so, and asks for the password
// first). The users row stays as a "Deleted user" tombstone with nothing personal on it, since orders,
// payments and the messages others keep point to it; what only the person needs goes, under every address
// the account has had (addressesOf); tax and money records, sent messages, reviews, reports and an adopted
// application stay, pseudonymised; orders not yet handed over are called off as a suspension does. Table by table:
// docs/data-rights.md; tests/integration/account-deletion.test.ts searches every column afterwards.

/**
 * Deletes the person's own account, after checking the password again. A moderator's or admin's is
 * refused: the audit log's actors stay readable, so the role is taken away first (npm run admin).
 */
export async function deleteAccount({
  userId,
  password,
}: {
  userId: string;
  password: string;
}): Promise<{ rejectedOrders: number; cancelledOrders: number }> {
  const db = getDb();
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { passwordHash: true, role: true, email: true, deletedAt: true },
  });
  if (!user || user.deletedAt) throw new AppError("UNAUTHORIZED");
  if (!(await verifyPassword(user.passwordHash, password)))
    throw new AppError("WRONG_PASSWORD", { fields: { password: ["WRONG_PASSWORD"] } });
  if (user.role !== "user") throw new AppError("ACCOUNT_DELETE_STAFF");

  const petIds = (await db.pet.findMany({ where: { sellerId: userId }, select: { id: true } })).map((p) => p.id);
  const before = await landingKeysOf(petIds);
  const { rejectedOrderIds, events, cancelled } = await writeWithBlobs(
    [],
    async (tx, removeBlobs) => {
      const now = new Date();
      const { avatarKey } = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { avatarKey: true } });
      // The live events written so far: those of others that name the person go (below); the ones this
      // transaction writes already say "Deleted user".
      const lastEventId = (await tx.liveEvent.aggregate({ _max: { id: true } }))._max.id ?? BigInt(0);
      // The tombstone first, as a conditional update: a second request (another tab) finds the account gone
      // and stops; and what follows (the other parties' order events, their mails) names "Deleted user".
      const marked = await tx.user.updateMany({
        where: { id: userId, deletedAt: null },
        data: {
          deletedAt: now,
          name: DELETED_USER_NAME,
          email: deletedEmailOf(userId),
          passwordHash: `!deleted:${randomBytes(16).toString("hex")}`,
          phone: null,
          phoneVerifiedAt: null,
          location: null,
          bio: null,
          avatarKey: null,
          isEmailVerified: false,
          emailVerifiedAt: null,
          notifyNewMessage: false,
          notifyNewOrder: false,
          notifyOrderDecision: false,
          pushNewMessage: false,
          pushNewOrder: false,
          pushOrderDecision: false,
          pushPaymentReceived: false,
          pushSearchMatches: false,
          termsVersion: null,
          termsAcceptedAt: null,
        },
      });
      if (marked.count !== 1) throw new AppError("UNAUTHORIZED");
      removeBlobs(avatarKeysOf(avatarKey));

      // The orders first, then the pets: the order an accept locks them in, so the two cannot deadlock.
      const { rejectedOrderIds, events: rejectedEvents } = await rejectPendingOrdersOfSeller({ sellerId: userId, tx });
      const { cancelledOrderIds, events: cancelledEvents } = await cancelPendingOrdersOfBuyer({ buyerId: userId, tx });
      removeBlobs(await takeDownListings(tx, userId, now));
      // A breeder's, pet shop's or shelter's registration, and its certificate.
      removeBlobs(await eraseSellerRegistration(tx, userId));
      await eraseTheRest(tx, { userId, email: user.email, lastEventId });
      // The person has nobody to tell: their own events go, the other parties' are pushed after the commit.
      await tx.liveEvent.deleteMany({ where: { userId } });
      const events: TLiveEventInput[] = [...rejectedEvents, ...cancelledEvents].filter((e) => e.userId !== userId);
      return { rejectedOrderIds, events, cancelled: cancelledOrderIds.length };
    },
    { timeout: 60_000 },
  );

  await pushOrderEvents(events);
  await askRefundsAfterResponse();
  if (petIds.length) await refreshPetPages(petIds, { before });
  await refreshSellerPages(userId);
  for (const orderId of rejectedOrderIds) await notifyOrderDecision({ orderId });
  return { rejectedOrders: rejectedOrderIds.length, cancelledOrders: cancelled };
}

/** Deletes the listings without orders, hides and erases the others; returns the photo keys to delete. */
async function takeDownListings(tx: TTx, userId: string, now: Date): Promise<string[]> {
  const pets = await tx.pet.findMany({
    where: { sellerId: userId },
    select: { id: true, _count: { select: { orders: true } }, images: { select: { id: true } } },
  });
  const keys = photoKeysOf(pets.flatMap((p) => p.images.map((i) => i.id)));
  const kept = pets.filter((p) => p._count.orders > 0).map((p) => p.id);
  await tx.pet.deleteMany({ where: { sellerId: userId, id: { notIn: kept } } });
  if (kept.length) {
    await tx.petImage.deleteMany({ where: { petId: { in: kept } } });
    await tx.petVaccination.deleteMany({ where: { petId: { in: kept } } });
    // Nothing left for the moderators to judge: the listing never comes back.
    await tx.listingReport.updateMany({ where: { petId: { in: kept }, status: "open" }, data: { status: "dismissed", resolvedAt: now } });
    await tx.pet.updateMany({
      where: { id: { in: kept } },
      data: {
        status: "hidden",
        hiddenCause: "deletion",
        hiddenAt: now,
        hiddenReason: null,
        appealedAt: null,
        description: "",
        location: "",
        locationKey: "",
        microchipNumber: null,
        registrationNumber: null,
        speciesRegistrationNumber: null,
        dewormedOn: null,
        features: [],
      },
    });
  }
  return keys;
}

/**
 * Every address the person has had that their rows may be filed under, lower-cased: the current one, and
 * the earlier ones that the outbox (each mail names the account it was for) and the email tokens (the
 * address each link was mailed to) remember. Every address an account is given gets a verification
 * mail, so an address it had in the last 30 days (the outbox's period) is found. Not found: one it left
 * longer ago, whose mails the retention job has deleted; its throttles (a day) and counters (an hour)
 * were gone long before, and a contact message sent from it signed out stays (nothing ties it to the
 * account). Left out on purpose: an earlier address that another live account holds now: its counters
 * and mails are that account's (the person's own mails to it still go, by their id).
 */
async function addressesOf(tx: TTx, { userId, email }: { userId: string; email: string }): Promise<string[]> {
  const mailed = await tx.mail.findMany({ where: { userId }, distinct: ["to"], select: { to: true } });
  const tokens = await tx.emailToken.findMany({ where: { userId }, select: { email: true } });
  const all = new Set([email, ...mailed.map((m) => m.to), ...tokens.map((t) => t.email)].map((a) => a.trim().toLowerCase()));
  // Stored addresses are lower-case (the schemas lower them), so the unique index answers this.
  const taken = await tx.user.findMany({ where: { email: { in: [...all] }, id: { not: userId } }, select: { email: true } });
  for (const { email: other } of taken) all.delete(other);
  return [...all];
}

/** Every row about the person that nobody else needs (see the list at the top). */
async function eraseTheRest(tx: TTx, { userId, email, lastEventId }: { userId: string; email: string; lastEventId: bigint }) {
  const addresses = await addressesOf(tx, { userId, email });
  const atAnAddress = { in: addresses, mode: "insensitive" as const };
  await tx.session.deleteMany({ where: { userId } });
  await tx.emailToken.deleteMany({ where: { userId } });
  await tx.cartItem.deleteMany({ where: { userId } });
  await tx.wishlistItem.deleteMany({ where: { userId } });
  await tx.savedSearch.deleteMany({ where: { userId } });
  await tx.alertDigest.deleteMany({ where: { userId } });
  await tx.pushSubscription.deleteMany({ where: { userId } });
  await tx.liveStream.deleteMany({ where: { userId } });
  await tx.message.deleteMany({ where: { receiverId: userId } });
  await tx.supportRequest.deleteMany({ where: { OR: [{ userId }, { email: atAnAddress }] } });
  // The mails for the account, at whatever address; and those to its addresses that name no account
  // (written before the outbox kept one). A mail that names another account is that account's.
  await tx.mail.deleteMany({ where: { OR: [{ userId }, { userId: null, to: atAnAddress }] } });
  // The codes sent to verify the person's numbers, and the SMS that carried them.
  await tx.phoneCode.deleteMany({ where: { userId } });
  await tx.checkIn.updateMany({ where: { order: { buyerId: userId }, note: { not: null } }, data: { note: null } });
  await tx.checkIn.deleteMany({ where: { order: { buyerId: userId }, sentAt: null } });
  await tx.rehomingApplication.deleteMany({ where: { OR: [{ applicantId: userId }, { ownerId: userId }], status: { not: "adopted" } } });
  await tx.rehomingApplication.updateMany({
    where: { applicantId: userId, status: "adopted" },
    data: { otherPets: "", experience: "", household: "", reason: "", answers: [] },
  });
  await tx.sms.deleteMany({ where: { userId } });
  await tx.petView.deleteMany({ where: { viewerKey: `u:${userId}` } });
  await tx.loginThrottle.deleteMany({ where: { key: { in: addresses.map(throttleKey) } } });
  // Counters keyed by the account's id or one of its addresses (a password-reset request, a support
  // form, names the address): a key is "<rule>:<subject>" (lib/http/rate-limit.ts) and no rule's name
  // has a colon, so the subject is compared whole. Another person's address that merely contains one of
  // these ("xa@b.in" holds "a@b.in") is not touched.
  const subjects = [userId, ...addresses].map((s) => s.toLowerCase());
  await tx.$executeRaw`DELETE FROM rate_limits WHERE lower(substr(key, strpos(key, ':') + 1)) = ANY(${subjects}::text[])`;
  // Other people's live events that carry the person's name (a message, an order): ids are unique words.
  await tx.$executeRaw`DELETE FROM live_events WHERE id <= ${lastEventId} AND data::text LIKE ${`%${userId}%`}`;
}
