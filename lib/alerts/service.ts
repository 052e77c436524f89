import "server-only";
import { getDb, type TDb, type TTx } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { MAX_SAVED_SEARCHES } from "./constants";
import { searchHref, searchIdentity } from "./filters";
import { labelFor } from "./labels";
import type { TSavedSearchDto } from "./responses";
import { ZAlertFilters, type TAlertFilters } from "./schemas";
import { readUnsubscribeToken } from "./unsubscribe-token";

// Saved searches (saved_searches): a signed-in person keeps the filters of a browse page, and the daily
// digest (./digest.ts) mails them the pets listed since that match. Ownership is in every query's where.

const savedSearchSelect = { id: true, filters: true, createdAt: true, checkedAt: true } as const;
type TSavedSearchRow = { id: string; filters: Prisma.JsonValue; createdAt: Date; checkedAt: Date };

/**
 * The stored filters, read again with the schema they were saved with. A search saved under older
 * rules that no longer parses is null: it is listed (so it can be removed) but never mailed.
 */
export function readFilters(json: Prisma.JsonValue): TAlertFilters | null {
  const parsed = ZAlertFilters.safeParse(json);
  return parsed.success ? parsed.data : null;
}

function toDto(row: TSavedSearchRow, locale: string): TSavedSearchDto {
  const filters = readFilters(row.filters) ?? {};
  return {
    id: row.id,
    filters,
    label: labelFor(filters, locale),
    href: searchHref(filters),
    createdAt: row.createdAt.toISOString(),
    checkedAt: row.checkedAt.toISOString(),
  };
}

/** Only the filters that are set: the JSON kept in the database, in the order of the browse query. */
const storedFilters = (filters: TAlertFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)) as Prisma.InputJsonObject;

/**
 * Saves a search for its owner, or answers the one they already saved with the same filters (`isNew`
 * false). At most MAX_SAVED_SEARCHES each. The user's row is locked first, so two saves at once cannot
 * both pass the count or both create the same search.
 */
export async function saveSearch({
  userId,
  filters,
  locale,
  db = getDb(),
}: {
  userId: string;
  filters: TAlertFilters;
  locale: string;
  db?: TDb;
}) {
  const identity = searchIdentity(filters);
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`;
    const mine = await tx.savedSearch.findMany({ where: { userId }, select: savedSearchSelect, orderBy: { createdAt: "asc" } });
    const same = mine.find((row) => {
      const f = readFilters(row.filters);
      return f !== null && searchIdentity(f) === identity;
    });
    if (same) return { search: toDto(same, locale), isNew: false };
    if (mine.length >= MAX_SAVED_SEARCHES) throw new AppError("SAVED_SEARCHES_LIMIT", { params: { max: MAX_SAVED_SEARCHES } });
    const created = await tx.savedSearch.create({ data: { userId, filters: storedFilters(filters) }, select: savedSearchSelect });
    return { search: toDto(created, locale), isNew: true };
  });
}

/** The user's saved searches, newest first, each with its label in the reader's language. */
export async function listSavedSearches({
  userId,
  locale,
  db = getDb(),
}: {
  userId: string;
  locale: string;
  db?: TTx;
}): Promise<TSavedSearchDto[]> {
  const rows = await db.savedSearch.findMany({
    where: { userId },
    select: savedSearchSelect,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    // The save refuses more than this; the bound only keeps the answer small whatever the table holds.
    take: MAX_SAVED_SEARCHES * 2,
  });
  return rows.map((row) => toDto(row, locale));
}

/** Removes one of the user's searches; someone else's (or a missing) id is SAVED_SEARCH_NOT_FOUND. */
export async function deleteSavedSearch({ userId, id, db = getDb() }: { userId: string; id: string; db?: TTx }) {
  const { count } = await db.savedSearch.deleteMany({ where: { id, userId } });
  if (count === 0) throw new AppError("SAVED_SEARCH_NOT_FOUND");
}

/** Whom an unsubscribe link names, for its confirmation page; null when the link is not valid. */
export async function findUnsubscribeTarget({ token, db = getDb() }: { token: string; db?: TTx }) {
  const claim = readUnsubscribeToken(token);
  if (!claim) return null;
  const user = await db.user.findUnique({ where: { id: claim.userId }, select: { email: true, locale: true } });
  if (!user) return null;
  const searches = await db.savedSearch.count({ where: { userId: claim.userId, createdAt: { lte: lastSecondOf(claim.issuedAt) } } });
  return { email: user.email, locale: user.locale, searches };
}

// The token keeps whole seconds: a search saved in the second the mail was made counts as before it.
const lastSecondOf = (issuedAt: Date) => new Date(issuedAt.getTime() + 999);

/**
 * One-click unsubscribe: removes the saved searches the link's mail was about (those saved until it was
 * sent), so no digest follows. Idempotent: a second click removes nothing and still succeeds. The
 * language is the user's, for the confirmation page.
 */
export async function unsubscribe({ token, db = getDb() }: { token: string; db?: TTx }) {
  const claim = readUnsubscribeToken(token);
  if (!claim) throw new AppError("UNSUBSCRIBE_LINK_INVALID");
  const { count } = await db.savedSearch.deleteMany({ where: { userId: claim.userId, createdAt: { lte: lastSecondOf(claim.issuedAt) } } });
  const user = await db.user.findUnique({ where: { id: claim.userId }, select: { locale: true } });
  return { removed: count, locale: user?.locale ?? "en" };
}
