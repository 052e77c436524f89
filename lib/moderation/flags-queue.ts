import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/db";
import { decodeTimeCursor, encodeTimeCursor } from "@/lib/http/cursor";
import { imageUrl } from "@/lib/images/process";
import { FRAUD_HIDDEN } from "@/lib/trust/photo-match";
import type { TFlagsPage, TListingFlag } from "./flags-responses";

// The console's Flags (/admin/flags, GET /server/admin/flags): what lib/trust saw in listings, newest
// first. A photo match is stored once per listing of the pair (each names the other); the console shows
// the pair once, from the row whose petId sorts first, with the newer listing first.

const listingSelect = {
  id: true,
  name: true,
  breed: true,
  location: true,
  price: true,
  status: true,
  hiddenCause: true,
  createdAt: true,
  seller: { select: { id: true, name: true, email: true } },
  images: { orderBy: { position: "asc" }, take: 1, select: { id: true } },
} satisfies Prisma.PetSelect;
type TListingRow = Prisma.PetGetPayload<{ select: typeof listingSelect }>;

type TDetail = { distance?: number; imageId?: string; otherImageId?: string; price?: number; typical?: number };
const int = (v: unknown) => (typeof v === "number" && Number.isInteger(v) ? v : null);

/** One page of flags: open ones (or resolved ones), newest first, keyset-paged by (createdAt, id). */
export async function listFlags({
  state = "open",
  limit,
  cursor,
}: {
  state?: "open" | "resolved";
  limit: number;
  cursor?: string;
}): Promise<TFlagsPage> {
  const after = cursor ? decodeTimeCursor(cursor) : undefined;
  const db = getDb();
  const ids = await db.$queryRaw<{ id: string }[]>`
    SELECT f.id FROM listing_flags f
    WHERE ${state === "open" ? Prisma.sql`f."resolvedAt" IS NULL` : Prisma.sql`f."resolvedAt" IS NOT NULL`}
      AND (f.kind = 'low_price' OR f."petId" < f."otherPetId")
      ${after ? Prisma.sql`AND (f."createdAt", f.id) < (${after.createdAt}::timestamp(3), ${after.id})` : Prisma.empty}
    ORDER BY f."createdAt" DESC, f.id DESC LIMIT ${limit + 1}`;
  const page = ids.slice(0, limit).map((r) => r.id);
  const rows = await db.listingFlag.findMany({
    where: { id: { in: page } },
    select: {
      id: true,
      kind: true,
      createdAt: true,
      resolvedAt: true,
      resolvedById: true,
      detail: true,
      pet: { select: listingSelect },
      otherPet: { select: listingSelect },
    },
  });
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ordered = page.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));

  const details = new Map(ordered.map((r) => [r.id, (r.detail ?? {}) as TDetail]));
  const photoIds = [...details.values()].flatMap((d) => [d.imageId, d.otherImageId].filter((x): x is string => typeof x === "string"));
  const petIds = [...new Set(ordered.flatMap((r) => [r.pet.id, ...(r.otherPet ? [r.otherPet.id] : [])]))];
  const resolverIds = [...new Set(ordered.flatMap((r) => (r.resolvedById ? [r.resolvedById] : [])))];
  const [photos, fraud, resolvers] = await Promise.all([
    photoIds.length ? db.petImage.findMany({ where: { id: { in: photoIds } }, select: { id: true } }) : [],
    petIds.length ? db.$queryRaw<{ id: string }[]>`SELECT op.id FROM pets op WHERE op.id = ANY(${petIds}::text[]) AND ${FRAUD_HIDDEN}` : [],
    resolverIds.length ? db.user.findMany({ where: { id: { in: resolverIds } }, select: { id: true, email: true } }) : [],
  ]);
  const photoExists = new Set(photos.map((p) => p.id));
  const isFraud = new Set(fraud.map((p) => p.id));
  const emailOf = new Map(resolvers.map((u) => [u.id, u.email]));

  const listing = (pet: TListingRow, photoId: string | undefined): TListingFlag["pet"] => {
    const photo = photoId && photoExists.has(photoId) ? photoId : pet.images[0]?.id;
    return {
      id: pet.id,
      name: pet.name,
      breed: pet.breed,
      location: pet.location,
      price: pet.price,
      status: pet.status,
      hiddenCause: pet.hiddenCause,
      isHeld: pet.status === "hidden" && pet.hiddenCause === "review",
      isFraud: isFraud.has(pet.id),
      createdAt: pet.createdAt.toISOString(),
      photo: photo ? imageUrl(photo, "sm") : null,
      seller: pet.seller,
    };
  };

  const flags = ordered.map((r): TListingFlag => {
    const d = details.get(r.id)!;
    // The newer listing first: the one whose photo came second.
    const isSwapped = r.otherPet !== null && r.otherPet.createdAt > r.pet.createdAt;
    const [pet, petPhoto, other, otherPhoto] = isSwapped
      ? [r.otherPet!, d.otherImageId, r.pet, d.imageId]
      : [r.pet, d.imageId, r.otherPet, d.otherImageId];
    return {
      id: r.id,
      kind: r.kind,
      createdAt: r.createdAt.toISOString(),
      resolvedAt: r.resolvedAt?.toISOString() ?? null,
      resolvedBy: r.resolvedById ? (emailOf.get(r.resolvedById) ?? null) : null,
      pet: listing(pet, petPhoto),
      otherPet: other ? listing(other, otherPhoto) : null,
      distance: int(d.distance),
      price: int(d.price),
      typical: int(d.typical),
    };
  });
  const last = ordered.at(-1);
  return { flags, nextCursor: ids.length > limit && last ? encodeTimeCursor(last) : null };
}
