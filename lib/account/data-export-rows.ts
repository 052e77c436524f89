import "server-only";
import type { TTx } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { TJsonFile } from "./data-export-files";

// Reading: every row of a query, a batch at a time; and what the data export's files read from (the
// person's row, the context, another person's display name).

export const BATCH = 200;

type TKeyset = { createdAt: Date; id: string };
export const oldestFirst = [{ createdAt: "asc" as const }, { id: "asc" as const }];
const after = (c: TKeyset | null) => (c ? { OR: [{ createdAt: { gt: c.createdAt } }, { createdAt: c.createdAt, id: { gt: c.id } }] } : {});

/** Pages of `BATCH` rows, oldest first; `page` gets the keyset condition to AND with its own. */
export async function* everyRow<T extends TKeyset>(page: (where: ReturnType<typeof after>) => Promise<T[]>): AsyncGenerator<T[]> {
  let cursor: TKeyset | null = null;
  for (;;) {
    const rows = await page(after(cursor));
    if (rows.length) yield rows;
    if (rows.length < BATCH) return;
    cursor = rows[rows.length - 1];
  }
}

/** A JSON array written as its pages are read. */
export class StreamedList {
  constructor(readonly pages: AsyncIterable<unknown[]>) {}
}

export function list<T extends TKeyset>(page: (where: ReturnType<typeof after>) => Promise<T[]>, map: (row: T) => unknown) {
  return new StreamedList(
    (async function* () {
      for await (const rows of everyRow(page)) yield rows.map(map);
    })(),
  );
}

export function concat(...lists: StreamedList[]) {
  return new StreamedList(
    (async function* () {
      for (const l of lists) yield* l.pages;
    })(),
  );
}

export const userSelect = {
  name: true,
  email: true,
  phone: true,
  phoneVerifiedAt: true,
  location: true,
  bio: true,
  locale: true,
  avatarKey: true,
  role: true,
  isEmailVerified: true,
  emailVerifiedAt: true,
  termsVersion: true,
  termsAcceptedAt: true,
  suspendedAt: true,
  suspendedReason: true,
  createdAt: true,
  updatedAt: true,
  notifyNewMessage: true,
  notifyNewOrder: true,
  notifyOrderDecision: true,
  pushNewMessage: true,
  pushNewOrder: true,
  pushOrderDecision: true,
  pushPaymentReceived: true,
  pushSearchMatches: true,
} satisfies Prisma.UserSelect;

export type TUserRow = Prisma.UserGetPayload<{ select: typeof userSelect }>;

export type TContext = { db: TTx; userId: string; sessionId: string | null; user: TUserRow };

/** What some of the JSON files hold (data-export-contents.ts gathers them into every file's). */
export type TFileContents = { [K in TJsonFile["key"]]?: (ctx: TContext) => unknown };

/** Only ever the display name of another person. */
export const nameOnly = { select: { name: true } } as const;
export const petName = { select: { name: true } } as const;
/** A calendar date (a pet's date of birth) as YYYY-MM-DD. */
export const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);
