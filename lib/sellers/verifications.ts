import "server-only";
import { getDb, type TTx } from "@/lib/db";
import { isId } from "@/lib/http/input";
import type { TSellerVerifications } from "./verifications-responses";

export type { TSellerVerifications };

// Whether a seller's email and phone are verified, for the pages that show it beside the seller (the pet
// page's seller block, the seller page, cards). Only the two facts: the number itself is never shown to
// other members (lib/phone). A deleted account has neither (lib/account/deletion.ts clears both).

const select = { id: true, isEmailVerified: true, phoneVerifiedAt: true } as const;
const toVerifications = (u: { isEmailVerified: boolean; phoneVerifiedAt: Date | null }): TSellerVerifications => ({
  email: u.isEmailVerified,
  phone: u.phoneVerifiedAt !== null,
});

/** One seller's verifications, or null for an unknown id. One probe of the users' primary key. */
export async function getSellerVerifications({
  sellerId,
  db = getDb(),
}: {
  sellerId: string;
  db?: TTx;
}): Promise<TSellerVerifications | null> {
  if (!isId(sellerId)) return null;
  const user = await db.user.findUnique({ where: { id: sellerId }, select });
  return user ? toVerifications(user) : null;
}

/**
 * Many sellers' verifications at once (a page of cards), in one query: by seller id; an unknown id is
 * left out. At most a page's worth of ids is expected (duplicates are read once).
 */
export async function getSellersVerifications({
  sellerIds,
  db = getDb(),
}: {
  sellerIds: string[];
  db?: TTx;
}): Promise<Map<string, TSellerVerifications>> {
  const ids = [...new Set(sellerIds.filter(isId))];
  if (!ids.length) return new Map();
  const users = await db.user.findMany({ where: { id: { in: ids } }, select });
  return new Map(users.map((u) => [u.id, toVerifications(u)]));
}
