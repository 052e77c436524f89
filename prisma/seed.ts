// Demo data for a fresh database: runs on every `npm run dev` / `npm start` and does nothing once users
// exist. It goes through the product's own services (password hashing, image pipeline, listings), so
// the demo is what a real user would have produced. Run with `--require ./scripts/server-context.cjs` (server-only).
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { getDb } from "../lib/db";
import { hashPassword } from "../lib/auth/password";
import { LEGAL_VERSION } from "../lib/legal/version";
import { processImage } from "../lib/images/process";
import { blobStore } from "../lib/images/store";
import { makePetSchema } from "../lib/pets/schemas";
import { createPet } from "../lib/pets/create-pet";

export const DEMO_PASSWORD = "PawBazaar@123";
const DEMO_USERS = {
  seller: {
    name: "Lakshmi Reddy",
    email: "seller@pawbazaar.in",
    isEmailVerified: true,
    location: "Hyderabad",
    phone: "+91 98480 12345",
    locale: "te" as const,
    bio: "Registered Labrador and Golden Retriever breeder in Hyderabad. Every puppy is vaccinated, dewormed and microchipped.",
  },
  buyer: {
    name: "Arjun Mehta",
    email: "buyer@pawbazaar.in",
    isEmailVerified: true,
    location: "Bengaluru",
    phone: "+91 99000 54321",
    locale: "en" as const,
    bio: "Looking for a friendly companion for my family.",
  },
  unverified: {
    name: "Meera Iyer",
    email: "new@pawbazaar.in",
    isEmailVerified: false,
    location: "Chennai",
    phone: null,
    locale: "hi" as const,
    bio: null,
  },
  // The demo's moderator (the console at /admin). On a real deployment roles come from `npm run admin`.
  moderator: {
    name: "Farah Khan",
    email: "moderator@pawbazaar.in",
    isEmailVerified: true,
    location: "Mumbai",
    phone: null,
    locale: "en" as const,
    bio: null,
    role: "moderator" as const,
  },
};

type TDemoPet = {
  name: string;
  breed: string;
  species: string;
  age: string;
  dateOfBirthDaysAgo: number;
  gender: string;
  price: number;
  location: string;
  description: string;
  features: string[];
  vaccinated: boolean | null;
  dewormed: boolean | null;
  sterilised: boolean | null;
  microchipNumber: string | null;
  sellerType: string;
  registrationNumber: string | null;
  photos: string[];
  seller: keyof typeof DEMO_USERS;
  status: "active" | "inactive" | "sold";
  daysAgo: number;
  vaccinations?: { vaccine: string; daysAgo: number }[];
  dewormedDaysAgo?: number;
  speciesRegistrationNumber?: string;
};

const demoDir = path.join(__dirname, "demo");
const dateDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

async function main() {
  const db = getDb();
  if ((await db.user.count()) > 0) {
    console.log("[seed] the database already has users: nothing to do");
    return;
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ids = {} as Record<keyof typeof DEMO_USERS, string>;
  for (const [key, u] of Object.entries(DEMO_USERS) as [keyof typeof DEMO_USERS, (typeof DEMO_USERS)[keyof typeof DEMO_USERS]][]) {
    const user = await db.user.create({
      data: {
        ...u,
        passwordHash,
        emailVerifiedAt: u.isEmailVerified ? new Date() : null,
        termsVersion: LEGAL_VERSION,
        termsAcceptedAt: new Date(),
        createdAt: new Date(Date.now() - 200 * 86_400_000),
      },
    });
    ids[key] = user.id;
  }

  // The demo seller is a registered breeder whose registration a moderator checked (lib/sellers): their
  // listings as a breeder carry "Registered breeder · checked by PawBazaar".
  await seedRegistration(ids.seller);

  const pets = JSON.parse(readFileSync(path.join(demoDir, "pets.json"), "utf8")) as TDemoPet[];
  const schema = makePetSchema();
  for (const p of pets) {
    const input = schema.parse({
      ...p,
      price: String(p.price),
      dateOfBirth: dateDaysAgo(p.dateOfBirthDaysAgo),
      // Health records are days ago in the data, so the demo's pets stay as old as their records.
      vaccinations: (p.vaccinations ?? []).map((v) => ({ vaccine: v.vaccine, date: dateDaysAgo(v.daysAgo) })),
      dewormedOn: p.dewormedDaysAgo === undefined ? undefined : dateDaysAgo(p.dewormedDaysAgo),
    });
    const images = [];
    for (const photo of p.photos) images.push(await processImage(readFileSync(path.join(demoDir, "photos", photo))));
    // The demo's shelter listings are the same seller's (the journeys buy them from that account), and an
    // account has one registration, a breeder's here: they are listed as an individual's and given their
    // seller type after, as listings from before registrations were checked keep theirs (without the mark).
    const isOtherType = p.seller === "seller" && input.sellerType === "shelter";
    const pet = await createPet({ sellerId: ids[p.seller], input: isOtherType ? { ...input, sellerType: "individual" } : input, images });
    const createdAt = new Date(Date.now() - p.daysAgo * 86_400_000 - Math.floor(Math.random() * 86_400_000));
    await db.pet.update({
      where: { id: pet.id },
      data: {
        status: p.status,
        createdAt,
        views: Math.floor(Math.random() * 400),
        ...(isOtherType ? { sellerType: "shelter" as const } : {}),
      },
    });
  }
  const rehomings = await seedRehomings(ids.buyer);
  console.log(
    `[seed] demo users (password ${DEMO_PASSWORD}): ${Object.values(DEMO_USERS)
      .map((u) => u.email)
      .join(", ")}; ${pets.length + rehomings} listings`,
  );
}

/** The demo seller's registration with the Telangana State Animal Welfare Board, approved, and its certificate (a one-page PDF). */
/**
 * Two rehomings (docs/rehoming.md), a dog and a cat, with their owner's questions and wishes: apart from
 * prisma/demo/pets.json, which the search's tests read as the demo's sales.
 */
const DEMO_REHOMINGS = [
  {
    name: "Sheru",
    breed: "Dachshund",
    species: "dog",
    age: "4 years",
    gender: "male",
    price: "2000",
    location: "Nagpur",
    description:
      "Sheru is a gentle four-year-old dachshund who loves long naps in the sun and short, sniffy walks. We are moving abroad and cannot take him; we want him to go to a family who will keep him for life. He is house-trained, neutered, vaccinated and used to children.",
    features: ["House-trained", "Neutered", "Good with children"],
    vaccinated: "true",
    dewormed: "true",
    sterilised: "true",
    sellerType: "individual",
    mode: "rehoming",
    rehoming_questions: ["Who will be at home with him during the day?", "Have you had a dog before? Tell us about it."],
    rehoming_wishes: "A home without stairs (his back), someone at home for most of the day, and no other male dog.",
    photo: "dachshund-2.webp",
  },
  {
    name: "Billu",
    breed: "Siamese",
    species: "cat",
    age: "3 years",
    gender: "male",
    price: "1000",
    location: "Warangal",
    description:
      "Billu is a talkative Siamese who follows you from room to room. My new job has me travelling most of the month, and he deserves company. He is sterilised, vaccinated and uses a litter box; his carrier and scratching post go with him.",
    features: ["Litter-trained", "Sterilised", "Indoor cat"],
    vaccinated: "true",
    dewormed: "true",
    sterilised: "true",
    sellerType: "individual",
    mode: "rehoming",
    rehoming_questions: ["Are your windows and balcony netted?", "Do you have other cats?"],
    rehoming_wishes: "An indoor home with netted windows and no other cats: he wants to be the only one.",
    photo: "siamese-2.webp",
  },
];

async function seedRehomings(ownerId: string) {
  const schema = makePetSchema();
  for (const { photo, ...fields } of DEMO_REHOMINGS) {
    const input = schema.parse(fields);
    await createPet({ sellerId: ownerId, input, images: [await processImage(readFileSync(path.join(demoDir, "photos", photo)))] });
  }
  return DEMO_REHOMINGS.length;
}

async function seedRegistration(userId: string) {
  const key = `certificates/${randomUUID()}.pdf`;
  const certificate = Buffer.from(
    "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
  );
  await blobStore().put([{ key, contentType: "application/pdf", data: certificate }]);
  await getDb().sellerRegistration.create({
    data: {
      userId,
      type: "breeder",
      state: "TS",
      number: "TSAWB/BR/2025/0117",
      validUntil: new Date(Date.now() + 300 * 86_400_000),
      certificateKey: key,
      certificateType: "application/pdf",
      status: "approved",
      decidedAt: new Date(Date.now() - 150 * 86_400_000),
      submittedAt: new Date(Date.now() - 152 * 86_400_000),
    },
  });
}

main()
  .then(() => getDb().$disconnect())
  .catch((e) => {
    console.error(e);
    process.exit(1);
  });
