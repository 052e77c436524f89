// What a pet card shows. Lists hand the browser only this, not descriptions, features and galleries:
// the server-rendered grid's props travel inside the page's HTML, so every field here costs bytes.
// The card's words in the reader's language (breed, town, age) are made from these at render time
// (lib/pets/card-words.ts), not carried as more fields.
import type { TPetDto } from "./responses";

export type TPetCardDto = Pick<TPetDto, "id" | "name" | "breed" | "age" | "price" | "location" | "gender" | "status"> & {
  /** The first photo's small version (or the photo itself); null when the listing has none. */
  thumbnail: string | null;
  /** The species' art stands in for a missing photo; absent or null: a paw. */
  species?: TPetDto["species"];
  /** The age is put into words from it (YYYY-MM-DD); absent or null: the seller's `age` text is shown. */
  bornOn?: TPetDto["bornOn"];
  /** The mark "Registered breeder · checked by PawBazaar" (ZPetDto's `registered`); absent where a list does not read it. */
  registered?: TPetDto["registered"];
  /** "rehoming": the card says Rehoming and "Adoption fee" before its price; absent or "sale": a sale. */
  mode?: TPetDto["mode"];
};
export type TPetCardPage = { pets: TPetCardDto[]; nextCursor: string | null };

export function toPetCard(pet: TPetDto): TPetCardDto {
  const { id, name, breed, age, price, location, gender, status, species, bornOn, mode } = pet;
  return {
    id,
    name,
    breed,
    age,
    price,
    location,
    gender,
    status,
    thumbnail: pet.thumbnails[0] ?? pet.images[0] ?? null,
    species,
    bornOn,
    registered: pet.registered,
    mode,
  };
}

export function toPetCardPage(page: { pets: TPetDto[]; nextCursor: string | null }): TPetCardPage {
  return { pets: page.pets.map(toPetCard), nextCursor: page.nextCursor };
}
