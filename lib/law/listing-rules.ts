import { knownBreed } from "@/lib/search/parse";
import { lookupWords } from "@/lib/search/normalize";
import { readLawWords, type TLawSpecies, type TSpeciesMention } from "./species";

// What the law asks of a listing, as a pure rule (lib/law/assert-listing-law.ts applies it in the write): no
// animal of India's own wildlife (Wild Life (Protection) Act, 1972, as amended in 2022: species.json "protected";
// a bare "tota" is asked its kind, as it is the protected rose-ringed parakeet); a CITES species only with its
// registration (Living Animal Species (Reporting and Registration) Rules, 2024); a breeder's or pet shop's dog
// microchipped (15 digits, ISO 11784: Dog Breeding and Marketing Rules 2017, Pet Shop Rules 2018) and, a
// breeder's over 6 months, sterilised. It reads the breed and a name of two words or more, never the
// description ("not a myna" would refuse honest listings). docs/trust.md, "What a listing must carry".

/** A listing as the rules read it (as stored: its species is the seller's or its breed's). */
export type TListingLawInput = {
  species: string | null;
  breed: string;
  name: string;
  sellerType: string | null;
  microchipNumber: string | null;
  sterilised: boolean | null;
  /** Older than six calendar months today (from the date of birth, or the age the listing gave); null when unknown. */
  isOverSixMonths: boolean | null;
  speciesRegistrationNumber: string | null;
};

export type TLawProblem =
  | { rule: "protected"; field: "breed" | "name"; mention: TSpeciesMention }
  | { rule: "unclear"; field: "breed"; kind: string }
  | { rule: "registration"; field: "speciesRegistrationNumber"; mention: TSpeciesMention }
  | { rule: "microchip"; field: "microchipNumber" }
  | { rule: "sterilised"; field: "sterilised" };

/** The sellers the dog rules bind: those the Dog Breeding and Marketing Rules and the Pet Shop Rules register. */
export const COMMERCIAL_SELLER_TYPES = ["breeder", "pet_shop"] as const;
/** An ISO 11784 animal microchip number as it is read out: 15 digits. */
export const MICROCHIP_ISO_11784 = /^[0-9]{15}$/;
/** Names (of the pet) are read for a species only when they have at least this many words. */
export const NAME_MIN_WORDS = 2;

const isCommercial = (sellerType: string | null) => (COMMERCIAL_SELLER_TYPES as readonly string[]).includes(sellerType ?? "");

/** True when some stretch of the text is a breed the search knows ("cockatiel parrot", "australian parrot"). */
function hasKnownBreed(text: string): boolean {
  const words = lookupWords(text);
  for (let from = 0; from < words.length; from++) {
    for (let to = words.length; to > from; to--) if (knownBreed(words.slice(from, to).join(" "))) return true;
  }
  return false;
}

const firstProtected = (mentions: TSpeciesMention[]) => mentions.find((m) => m.species.status === "protected");
const firstCites = (mentions: TSpeciesMention[]) => mentions.find((m) => m.species.status === "cites");

/**
 * What is wrong with a listing under the law, or an empty list. A protected species is the one problem
 * named when there is one (nothing else matters then); the others are all named, each on its field.
 */
export function listingLawProblems(listing: TListingLawInput): TLawProblem[] {
  const breed = readLawWords(listing.breed);
  const name = readLawWords(listing.name, { minWords: NAME_MIN_WORDS });
  const protectedInBreed = firstProtected(breed.mentions);
  if (protectedInBreed) return [{ rule: "protected", field: "breed", mention: protectedInBreed }];
  const protectedInName = firstProtected(name.mentions);
  if (protectedInName) return [{ rule: "protected", field: "name", mention: protectedInName }];

  const problems: TLawProblem[] = [];
  const cites = firstCites(breed.mentions) ?? firstCites(name.mentions);
  if (cites && !listing.speciesRegistrationNumber?.trim())
    problems.push({ rule: "registration", field: "speciesRegistrationNumber", mention: cites });
  else if (!cites && breed.unclear.length && !hasKnownBreed(listing.breed))
    problems.push({ rule: "unclear", field: "breed", kind: breed.unclear[0] });

  if (listing.species === "dog" && isCommercial(listing.sellerType) && !MICROCHIP_ISO_11784.test(listing.microchipNumber ?? ""))
    problems.push({ rule: "microchip", field: "microchipNumber" });
  if (listing.species === "dog" && listing.sellerType === "breeder" && listing.isOverSixMonths === true && listing.sterilised !== true)
    problems.push({ rule: "sterilised", field: "sterilised" });
  return problems;
}

/** The species of the catalogue a breed names (the listing form shows the registration field for a CITES one). */
export const lawSpeciesOfBreed = (breed: string): TLawSpecies | null => {
  const { mentions } = readLawWords(breed);
  return (firstProtected(mentions) ?? mentions[0])?.species ?? null;
};
