import "server-only";
import { getDb } from "@/lib/db";
import { sendMail } from "@/lib/email/mailer";
import { alertDigestMail, type TDigestSection } from "@/lib/email/alert-digest-mail";
import { todayInIndia } from "@/lib/pets/constants";
import { listPets } from "@/lib/pets/list-pets";
import { pushSearchMatches } from "@/lib/push/service";
import type { TPetDto } from "@/lib/pets/responses";
import { MAX_PETS_PER_MAIL } from "./constants";
import { searchHref } from "./filters";
import { labelFor } from "./labels";
import type { TDigestRun } from "./responses";
import type { TAlertFilters } from "./schemas";
import { readFilters } from "./service";
import { createUnsubscribeToken } from "./unsubscribe-token";

// The daily alert digest (GET /server/alerts/run, `npm run alerts`): per person, the active pets listed since
// each saved search was last checked that match it, in one mail in their language. At most one a day: the
// (userId, day) row of alert_digests is claimed (an insert, nothing on conflict) before the mail goes, and a
// person mailed already waits with searches unchecked, so nothing is lost. Matching is listPets' own, so the
// mail shows what the search's page shows (never their own listings). Bounded by batches of people, a time
// budget and a cap per search. docs/discovery.md, "Alerts".

/** Listings this young are left for the next run: a listing being saved now may not be visible yet. */
const SETTLE_MS = 2 * 60 * 1000;
/** How many new matches of one search are read at most; past it the mail says "and over N more". */
const SCAN_CAP = 100;
const PAGE_SIZE = 50;
const DEFAULT_BATCH = 50;
/** Under Vercel's shortest function limit (60 s on Hobby), with room for the mail in flight. */
export const DEFAULT_BUDGET_MS = 45_000;

type TMatches = { pets: TPetDto[]; total: number; isCapped: boolean };

/** The day (India's calendar) as the DATE column stores it. */
const dayOf = (now: Date) => new Date(`${todayInIndia(now)}T00:00:00.000Z`);

/**
 * Active pets that match the filters, listed after `since` and at or before `until`, not the owner's:
 * browse's newest-first pages, read until they reach `since`.
 */
async function findMatches({
  filters,
  since,
  until,
  ownerId,
}: {
  filters: TAlertFilters;
  since: Date;
  until: Date;
  ownerId: string;
}): Promise<TMatches> {
  const found: TPetDto[] = [];
  let cursor: string | undefined;
  let isCapped = false;
  for (;;) {
    // Strict: what the search matches (every word, every preference), in the order it was listed.
    const page = await listPets({ ...filters, sort: "newest", limit: PAGE_SIZE, cursor }, { isStrict: true });
    let isPastSince = false;
    for (const pet of page.pets) {
      const at = Date.parse(pet.createdAt);
      if (at <= since.getTime()) {
        isPastSince = true;
        break;
      }
      if (at <= until.getTime()) found.push(pet);
    }
    if (isPastSince || !page.nextCursor) break;
    if (found.length >= SCAN_CAP) {
      isCapped = true;
      break;
    }
    cursor = page.nextCursor;
  }
  if (!found.length) return { pets: [], total: 0, isCapped: false };
  // The person's own listings are no news to them; and a listing hidden or sold since the read is out.
  const still = await getDb().pet.findMany({
    where: { id: { in: found.map((p) => p.id) }, status: "active", sellerId: { not: ownerId } },
    select: { id: true },
  });
  const keep = new Set(still.map((p) => p.id));
  const pets = found.filter((p) => keep.has(p.id));
  return { pets, total: pets.length, isCapped: isCapped && pets.length > 0 };
}

type TUserOutcome = { searches: number; mailed: boolean; pets: number; failed: boolean };

/** One person's digest: read their searches' matches, then mail them (claiming the day) or just mark them checked. */
async function digestForUser({ userId, day, until, now }: { userId: string; day: Date; until: Date; now: Date }): Promise<TUserOutcome> {
  const db = getDb();
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { id: true, name: true, email: true, locale: true, suspendedAt: true },
  });
  if (!user || user.suspendedAt) return { searches: 0, mailed: false, pets: 0, failed: false };
  const searches = await db.savedSearch.findMany({
    where: { userId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { id: true, filters: true, checkedAt: true },
  });

  const results: { id: string; checkedAt: Date; filters: TAlertFilters; matches: TMatches }[] = [];
  for (const s of searches) {
    const filters = readFilters(s.filters);
    // A search saved under older rules is kept (to be removed on the profile) but never mailed.
    if (!filters || s.checkedAt >= until) continue;
    results.push({
      id: s.id,
      checkedAt: s.checkedAt,
      filters,
      matches: await findMatches({ filters, since: s.checkedAt, until, ownerId: userId }),
    });
  }
  // Each search moves on only from where it was, so a search saved or checked meanwhile keeps its own time.
  const markChecked = (tx: Pick<typeof db, "savedSearch">) =>
    Promise.all(results.map((r) => tx.savedSearch.updateMany({ where: { id: r.id, checkedAt: r.checkedAt }, data: { checkedAt: until } })));

  const sections = pickForMail(results, user.locale);
  if (!sections.length) {
    await markChecked(db);
    return { searches: results.length, mailed: false, pets: 0, failed: false };
  }
  const petIds = sections.flatMap((s) => s.pets.map((p) => p.id));
  const isClaimed = await db.$transaction(async (tx) => {
    const inserted = await tx.$executeRaw`
      INSERT INTO alert_digests ("userId", day, "petIds", "sentAt") VALUES (${userId}, ${todayInIndia(now)}::date, ${petIds}::text[], ${now})
      ON CONFLICT ("userId", day) DO NOTHING`;
    if (inserted === 0) return false;
    await markChecked(tx);
    return true;
  });
  // Another run mailed this person today in the meantime: theirs stands, these pets wait for tomorrow.
  if (!isClaimed) return { searches: results.length, mailed: false, pets: 0, failed: false };

  const mail = alertDigestMail({
    locale: user.locale,
    name: user.name,
    sections,
    unsubscribeToken: createUnsubscribeToken({ userId, issuedAt: now }),
  });
  try {
    await sendMail({ to: user.email, userId, ...mail, idempotencyKey: `alert-digest/${userId}/${todayInIndia(now)}` });
  } catch (e) {
    // Not sent: give the day and the searches back, so the next run tries again.
    console.error(`[alerts] digest for user ${userId} not sent: ${(e as Error).message}`);
    await db.$transaction([
      db.alertDigest.deleteMany({ where: { userId, day } }),
      ...results.map((r) => db.savedSearch.updateMany({ where: { id: r.id, checkedAt: until }, data: { checkedAt: r.checkedAt } })),
    ]);
    return { searches: results.length, mailed: false, pets: 0, failed: true };
  }
  // The push beside the mail (for a person who turned it on): one search's page, or the saved searches.
  const count = new Set(results.flatMap((r) => r.matches.pets.map((p) => p.id))).size;
  await pushSearchMatches(userId, count, sections.length === 1 ? sections[0].href : "/profile?tab=alerts");
  return { searches: results.length, mailed: true, pets: petIds.length, failed: false };
}

/**
 * What the mail shows: at most MAX_PETS_PER_MAIL pets over all searches, oldest search first, each
 * pet once; the rest of a search's matches are its "and N more" link.
 */
function pickForMail(results: { filters: TAlertFilters; matches: TMatches }[], locale: string): TDigestSection[] {
  const shown = new Set<string>();
  const sections: TDigestSection[] = [];
  for (const { filters, matches } of results) {
    if (!matches.total) continue;
    const pets: TPetDto[] = [];
    for (const pet of matches.pets) {
      if (shown.has(pet.id) || shown.size >= MAX_PETS_PER_MAIL) continue;
      shown.add(pet.id);
      pets.push(pet);
    }
    const more = matches.pets.filter((p) => !shown.has(p.id)).length;
    if (!pets.length && !more) continue;
    sections.push({
      label: labelFor(filters, locale),
      href: searchHref(filters),
      pets: pets.map((p) => ({
        id: p.id,
        name: p.name,
        breed: p.breed,
        price: p.price,
        location: p.location,
        photo: p.thumbnails[0] ?? null,
      })),
      more,
      isMoreCapped: matches.isCapped,
    });
  }
  return sections;
}

/**
 * One run of the digest over everyone with saved searches, in batches of people, until done or out of
 * time (then `isComplete` is false and the next call goes on: people mailed today are skipped).
 */
export async function runAlertDigest({
  now = new Date(),
  budgetMs = DEFAULT_BUDGET_MS,
  batchSize = DEFAULT_BATCH,
}: { now?: Date; budgetMs?: number; batchSize?: number } = {}): Promise<TDigestRun> {
  const db = getDb();
  const started = Date.now();
  const day = dayOf(now);
  const until = new Date(now.getTime() - SETTLE_MS);
  const run: TDigestRun = { day: todayInIndia(now), users: 0, searches: 0, mailsSent: 0, pets: 0, failed: 0, isComplete: true };
  let after = "";
  for (;;) {
    // People with a search not yet checked up to `until`, whose account is not suspended, by id.
    const batch = await db.$queryRaw<{ userId: string }[]>`
      SELECT DISTINCT s."userId" FROM saved_searches s JOIN users u ON u.id = s."userId"
      WHERE s."userId" > ${after} AND s."checkedAt" < ${until} AND u."suspendedAt" IS NULL
      ORDER BY s."userId" LIMIT ${batchSize}`;
    if (!batch.length) break;
    after = batch[batch.length - 1].userId;
    const ids = batch.map((b) => b.userId);
    const mailedToday = new Set(
      (await db.alertDigest.findMany({ where: { day, userId: { in: ids } }, select: { userId: true } })).map((d) => d.userId),
    );
    for (const userId of ids) {
      if (mailedToday.has(userId)) continue;
      if (Date.now() - started > budgetMs) return { ...run, isComplete: false };
      try {
        const outcome = await digestForUser({ userId, day, until, now });
        run.users += 1;
        run.searches += outcome.searches;
        if (outcome.mailed) {
          run.mailsSent += 1;
          run.pets += outcome.pets;
        }
        if (outcome.failed) run.failed += 1;
      } catch (e) {
        // One person's trouble (a search the browse query refuses, a lost connection) does not stop the others.
        console.error(`[alerts] digest for user ${userId} failed: ${(e as Error).message}`);
        run.users += 1;
        run.failed += 1;
      }
    }
    if (batch.length < batchSize) break;
  }
  return run;
}
