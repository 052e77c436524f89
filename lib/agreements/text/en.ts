import type { TAgreementDocument, TAgreementSection, TAgreementTerms } from "../terms";
import { writeDay, writeRupees } from "./shared";

// The agreement in English (version 2026-12-06). Every sentence has its equal in te.ts and hi.ts, in
// the same order: the three are one agreement, and each has equal force.

const SPECIES = { dog: "Dog", cat: "Cat", bird: "Bird", fish: "Fish", rabbit: "Rabbit", other: "Other" } as const;
const yesNo = (v: boolean | null) => (v === null ? "not stated" : v ? "yes" : "no");

export function agreementEn(t: TAgreementTerms): TAgreementDocument {
  const rehoming = t.mode === "rehoming";
  const pet = t.pet.name;
  const owner = t.seller.name;
  const day = (iso: string) => writeDay(iso, "en");
  const party = (p: { name: string; town: string | null }) => (p.town ? `${p.name}, of ${p.town}` : p.name);
  const sections: TAgreementSection[] = [
    {
      key: "parties",
      heading: "The parties",
      paragraphs: [
        `${rehoming ? "Owner" : "Seller"}: ${party(t.seller)}.`,
        `${rehoming ? "Adopter" : "Buyer"}: ${party(t.buyer)}.`,
        `Made on ${day(t.date)} through PawBazaar, for order ${t.order_id}.`,
      ],
    },
    {
      key: "pet",
      heading: "The pet",
      paragraphs: [
        `Name: ${pet}.`,
        `Species: ${t.pet.species ? SPECIES[t.pet.species] : "not stated"}. Breed: ${t.pet.breed}.`,
        `Sex: ${t.pet.gender === "male" ? "male" : "female"}.`,
        t.pet.date_of_birth ? `Date of birth: ${day(t.pet.date_of_birth)}.` : `Age, as listed: ${t.pet.age}.`,
        t.pet.microchip_number ? `Microchip number: ${t.pet.microchip_number}.` : "Microchip number: none declared.",
        `Sterilised: ${yesNo(t.pet.sterilised)}.`,
        ...(t.quantity > 1 ? [`This agreement covers ${t.quantity} animals of the litter listed as ${pet}.`] : []),
      ],
    },
    {
      key: "health",
      heading: `Health, as declared by the ${rehoming ? "owner" : "seller"}`,
      paragraphs: [
        `Vaccinated: ${yesNo(t.pet.vaccinated)}.`,
        t.pet.vaccinations.length
          ? `Vaccinations: ${t.pet.vaccinations.map((v) => `${v.vaccine} (given on ${day(v.date)})`).join("; ")}.`
          : "Vaccinations: none recorded.",
        t.pet.dewormed_on ? `Dewormed: yes, last on ${day(t.pet.dewormed_on)}.` : `Dewormed: ${yesNo(t.pet.dewormed)}.`,
        `Description, in the ${rehoming ? "owner" : "seller"}'s own words: “${t.pet.description}”`,
        `These are the ${rehoming ? "owner" : "seller"}'s declarations. PawBazaar has not examined the pet.`,
      ],
    },
    {
      key: "fee",
      heading: rehoming ? "The adoption fee" : "The price",
      paragraphs: [
        rehoming
          ? `Adoption fee: ${writeRupees(t.total)}. It is not a price for ${pet}: it shows that the adopter means to keep ${pet}.`
          : t.quantity > 1
            ? `Price: ${writeRupees(t.unit_price)} each, for ${t.quantity}: ${writeRupees(t.total)} in all.`
            : `Price: ${writeRupees(t.total)}.`,
        `It is paid through PawBazaar, which holds it until ${pet} is handed over.`,
      ],
    },
    {
      key: "terms",
      heading: "What each party agrees",
      paragraphs: rehoming
        ? [
            `${owner} declares that the facts above are true, that ${pet} is theirs to give, and that they have not hidden any illness or condition of ${pet} that they know of.`,
            `The adopter will keep ${pet} in their home as a companion, and give ${pet} enough food, water, shelter and care from a vet.`,
            `The adopter will not sell ${pet}, or breed ${pet} for sale.`,
            `${owner} hands ${pet} over in person; the adopter confirms the handover with the code PawBazaar gives them.`,
          ]
        : [
            `${owner} declares that the facts above are true, that ${pet} is theirs to sell, and that they have not hidden any illness or condition of ${pet} that they know of.`,
            `${owner} hands ${pet} over in person; the buyer confirms the handover with the code PawBazaar gives them.`,
            `The buyer will give ${pet} enough food, water, shelter and care from a vet.`,
            `If ${pet} is not as declared, the buyer may raise a dispute on PawBazaar within the protection window after the handover.`,
          ],
    },
    ...(rehoming
      ? [
          {
            key: "return" as const,
            heading: `If ${pet} needs a new home`,
            paragraphs: [
              `If the adopter can no longer keep ${pet}, they will first offer ${pet} back to ${owner} before rehoming it to anyone else, and will never sell it, abandon it or give it to a shelter without asking ${owner} first.`,
            ],
          },
        ]
      : []),
    {
      key: "law",
      heading: "The law",
      paragraphs: [
        "This agreement is made and accepted electronically. A contract is not unenforceable only because it was made by electronic means (Information Technology Act, 2000, section 10A).",
        "It is a contract under the Indian Contract Act, 1872: the parties agree to it freely, for a lawful purpose, for the price or fee above (section 10).",
        "Abandoning an animal where it is likely to suffer is cruelty under the Prevention of Cruelty to Animals Act, 1960 (section 11(1)(i)), and so is an owner not giving it enough food, water or shelter (section 11(1)(h)).",
        `Where the Consumer Protection Act, 2019 applies, the ${rehoming ? "owner" : "seller"}'s declarations in this agreement may be shown as evidence before a consumer commission.`,
      ],
    },
    {
      key: "platform",
      heading: "What PawBazaar is",
      paragraphs: [
        "PawBazaar is the marketplace where the parties met. This agreement is a record of what each party declared and accepted. It is not a guarantee by PawBazaar of the pet, of its health or of either party.",
        "PawBazaar keeps this agreement and its signatures for both parties.",
      ],
    },
    {
      key: "signing",
      heading: "Signing",
      paragraphs: [
        "Each party signs by typing their full name in the app. PawBazaar records the name, the time, the language the party read and a fingerprint (SHA-256) of the exact text shown.",
        "This agreement is written in English, Telugu and Hindi. Each version says the same and has equal force.",
      ],
    },
  ];
  return { title: rehoming ? "Rehoming agreement" : "Agreement for the sale of a pet", sections };
}
