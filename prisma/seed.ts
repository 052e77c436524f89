// Demo data for a fresh database: runs on every `npm run dev`/`npm start`, and does nothing once users exist.
import { Algorithm, hash } from "@node-rs/argon2";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../lib/generated/prisma/client";

export const DEMO_PASSWORD = "PawBazaar@123";
export const DEMO_USERS = [
  { name: "Lakshmi Reddy", email: "seller@pawbazaar.in", isEmailVerified: true, location: "Hyderabad", phone: "+91 98480 12345", locale: "te" as const,
    bio: "Registered Labrador and Golden Retriever breeder in Hyderabad. Every puppy is vaccinated, dewormed and microchipped." },
  { name: "Arjun Mehta", email: "buyer@pawbazaar.in", isEmailVerified: true, location: "Bengaluru", phone: "+91 99000 54321", locale: "en" as const,
    bio: "Looking for a friendly companion for my family." },
  { name: "Meera Iyer", email: "new@pawbazaar.in", isEmailVerified: false, location: "Chennai", phone: null, locale: "hi" as const, bio: null },
];

async function main() {
  const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL! }) });
  try {
    if ((await db.user.count()) > 0) {
      console.log("[seed] the database already has users: nothing to do");
      return;
    }
    const passwordHash = await hash(DEMO_PASSWORD, { algorithm: Algorithm.Argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 });
    for (const u of DEMO_USERS) {
      await db.user.create({ data: { ...u, passwordHash, emailVerifiedAt: u.isEmailVerified ? new Date() : null } });
    }
    console.log(`[seed] demo users created (password ${DEMO_PASSWORD}): ${DEMO_USERS.map((u) => u.email).join(", ")}`);
  } finally {
    await db.$disconnect();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
