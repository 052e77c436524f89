import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { imageUrl } from "@/lib/images/process";
import type { TPetDto } from "./responses";

// A listing as the lists read it (one row per listing) and as the answers give it: shared by the
// listings' reads and the seller's writes in lib/pets.

type TGender = "male" | "female";
export type TStatus = TPetDto["status"];

export type TPetRow = {
  id: string;
  name: string;
  breed: string;
  age: string;
  price: number;
  location: string;
  description: string;
  gender: TGender;
  features: string[];
  status: TStatus;
  views: number;
  species: TPetDto["species"];
  /** pets.bornOn (a date: midnight UTC of the day). */
  bornOn: Date | null;
  createdAt: Date;
  mode: TPetDto["mode"];
  likes: number;
  imageIds: string[];
  /** The seller's approved registration of the listing's seller type (REGISTERED_COLUMN). */
  registered: TPetDto["registered"];
};

export const keyOf = (s: string) => s.trim().toLowerCase();

export function toDto(
  row: Omit<TPetRow, "imageIds" | "registered"> & Partial<Pick<TPetRow, "registered">>,
  images: { id: string }[],
): TPetDto {
  return {
    id: row.id,
    name: row.name,
    breed: row.breed,
    age: row.age,
    price: row.price,
    location: row.location,
    description: row.description,
    gender: row.gender,
    features: row.features,
    status: row.status,
    views: row.views,
    likes: row.likes,
    species: row.species,
    bornOn: row.bornOn ? row.bornOn.toISOString().slice(0, 10) : null,
    createdAt: row.createdAt.toISOString(),
    mode: row.mode,
    registered: row.registered ?? null,
    images: images.map((i) => imageUrl(i.id, "lg")),
    thumbnails: images.map((i) => imageUrl(i.id, "sm")),
  };
}

/**
 * The seller's registration `r` counts for listing `p`: approved, valid today in India (its validUntil day
 * included: isRegistrationCurrent in lib/pets/seller-rules.ts, so a lapsed one loses its mark before the
 * daily job marks it expired) and of the listing's seller type.
 */
export const REGISTRATION_COUNTS = Prisma.sql`r."userId" = p."sellerId" AND r.status = 'approved' AND r.type = p."sellerType"
  AND (r."validUntil" IS NULL OR r."validUntil" >= (now() AT TIME ZONE 'Asia/Kolkata')::date)`;

/**
 * The listing's registration mark: the seller's registration (one per account, its unique index on
 * userId) when it counts for the listing (REGISTRATION_COUNTS). One index probe a row.
 */
export const REGISTERED_COLUMN = Prisma.sql`(SELECT json_build_object('type', r.type, 'state', r.state) FROM seller_registrations r
  WHERE ${REGISTRATION_COUNTS}) AS registered`;

// One round trip per list: the likes count and the photo ids come from indexed subqueries.
export const LIST_COLUMNS = Prisma.sql`p.id, p.name, p.breed, p.age, p.price, p.location, p.description, p.gender, p.features, p.status,
  p.views, p.species, p."bornOn", p."createdAt", p.mode::text AS mode, (SELECT count(*)::int FROM wishlist_items w WHERE w."petId" = p.id) AS likes,
  ARRAY(SELECT i.id FROM pet_images i WHERE i."petId" = p.id ORDER BY i.position) AS "imageIds",
  ${REGISTERED_COLUMN}`;

export const fromRow = ({ imageIds, ...row }: TPetRow) =>
  toDto(
    row,
    imageIds.map((id) => ({ id })),
  );
