import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { listingPhotoFile } from "./data-export-files";
import { BATCH, day, list, oldestFirst, type TFileContents } from "./data-export-rows";

// The person's listings in the data export: listings.json (their photos are written by data-export-photos.ts).

export const petSelect = {
  id: true,
  name: true,
  species: true,
  breed: true,
  age: true,
  dateOfBirth: true,
  gender: true,
  price: true,
  location: true,
  description: true,
  features: true,
  status: true,
  available: true,
  views: true,
  vaccinated: true,
  dewormed: true,
  sterilised: true,
  microchipNumber: true,
  sellerType: true,
  registrationNumber: true,
  dewormedOn: true,
  speciesRegistrationNumber: true,
  vaccinations: { orderBy: { position: "asc" }, select: { vaccine: true, givenOn: true } },
  hiddenAt: true,
  hiddenCause: true,
  hiddenReason: true,
  appealedAt: true,
  createdAt: true,
  updatedAt: true,
  images: {
    orderBy: [{ position: "asc" }, { id: "asc" }],
    select: { key: true, width: true, height: true, withMother: true, createdAt: true },
  },
} satisfies Prisma.PetSelect;

export const listingsContents = {
  listings: ({ db, userId }) =>
    list(
      (where) => db.pet.findMany({ where: { AND: [{ sellerId: userId }, where] }, orderBy: oldestFirst, take: BATCH, select: petSelect }),
      (p) => ({
        id: p.id,
        name: p.name,
        species: p.species,
        breed: p.breed,
        age: p.age,
        dateOfBirth: day(p.dateOfBirth),
        gender: p.gender,
        priceRupees: p.price,
        location: p.location,
        description: p.description,
        features: p.features,
        status: p.status,
        available: p.available,
        views: p.views,
        vaccinated: p.vaccinated,
        dewormed: p.dewormed,
        sterilised: p.sterilised,
        microchipNumber: p.microchipNumber,
        sellerType: p.sellerType,
        registrationNumber: p.registrationNumber,
        vaccinations: p.vaccinations.map((v) => ({ vaccine: v.vaccine, date: day(v.givenOn) })),
        dewormedOn: day(p.dewormedOn),
        speciesRegistrationNumber: p.speciesRegistrationNumber,
        hiddenAt: p.hiddenAt,
        hiddenCause: p.hiddenCause,
        hiddenReason: p.hiddenReason,
        appealedAt: p.appealedAt,
        createdAt: p.createdAt,
        updatedAt: p.updatedAt,
        photos: p.images.map((img, i) => ({
          file: listingPhotoFile(p.id, i),
          width: img.width,
          height: img.height,
          withMother: img.withMother,
          addedAt: img.createdAt,
        })),
      }),
    ),
} satisfies TFileContents;
