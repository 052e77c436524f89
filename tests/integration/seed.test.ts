import { execFileSync } from "node:child_process";
import path from "node:path";
import sharp from "sharp";
import { POST as login } from "@/app/server/auth/login/route";
import { GET as listPets } from "@/app/server/pets/route";
import robots from "@/app/robots";
import { getDb } from "@/lib/db";
import { closeDb, resetDb } from "../helpers/db";
import { call } from "../helpers/http";
import { sitemapEntries } from "../helpers/sitemap";

const root = path.resolve(__dirname, "../..");
const seed = () =>
  execFileSync(path.join(root, "node_modules/.bin/tsx"), ["--require", "./scripts/server-context.cjs", "prisma/seed.ts"], {
    cwd: root,
    env: process.env,
    encoding: "utf8",
  });
const db = getDb();
jest.setTimeout(120_000);

beforeAll(async () => {
  await resetDb();
  seed();
});
afterAll(closeDb);

describe("demo data (prisma/seed.ts)", () => {
  it("creates the README's accounts: a verified seller, a verified buyer, an unverified user and a moderator", async () => {
    for (const [email, verified] of [
      ["seller@pawbazaar.in", true],
      ["buyer@pawbazaar.in", true],
      ["new@pawbazaar.in", false],
      ["moderator@pawbazaar.in", true],
    ] as const) {
      const res = await call(login, "POST", "/server/auth/login", { body: { email, password: "PawBazaar@123" } });
      expect(res.status).toBe(200);
      expect(res.json.user.isEmailVerified).toBe(verified);
    }
  });

  it("lists at least 24 pets across species, cities and prices, each with real photos", async () => {
    const res = await call(listPets, "GET", "/server/pets", { query: { limit: "100" } });
    const pets = res.json.pets as { species: string; location: string; price: number; images: string[]; thumbnails: string[] }[];
    expect(pets.length).toBeGreaterThanOrEqual(24);
    expect(new Set(pets.map((p) => p.species)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(pets.map((p) => p.location)).size).toBeGreaterThanOrEqual(8);
    expect(Math.max(...pets.map((p) => p.price)) / Math.min(...pets.map((p) => p.price))).toBeGreaterThan(50);
    for (const p of pets) expect(p.images.length).toBeGreaterThanOrEqual(1);
    const blob = await db.storedBlob.findUniqueOrThrow({ where: { key: pets[0].images[0].replace("/server/images/", "") } });
    const meta = await sharp(Buffer.from(blob.data)).metadata();
    expect([meta.format, meta.width]).toEqual(["webp", 1200]);
  });

  it("does nothing the second time", async () => {
    const before = await db.pet.count();
    expect(seed()).toContain("nothing to do");
    expect(await db.pet.count()).toBe(before);
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("lists home, browse, the info pages and every active pet in all three languages, with alternates", async () => {
    const entries = await sitemapEntries();
    const urls = entries.map((e) => e.url);
    for (const u of [
      "http://localhost:3000/",
      "http://localhost:3000/te",
      "http://localhost:3000/hi",
      "http://localhost:3000/pets",
      "http://localhost:3000/te/pets",
      "http://localhost:3000/hi/about",
    ]) {
      expect(urls).toContain(u);
    }
    // Every information page, in every language, each entry with all three alternates.
    for (const page of ["/about", "/contact", "/support", "/process", "/privacy-policy", "/terms-and-conditions", "/grievance-officer"]) {
      const languages = {
        en: `http://localhost:3000${page}`,
        te: `http://localhost:3000/te${page}`,
        hi: `http://localhost:3000/hi${page}`,
      };
      for (const url of Object.values(languages)) expect(entries.find((e) => e.url === url)?.alternates?.languages).toEqual(languages);
    }
    const active = await db.pet.findMany({ where: { status: "active" }, select: { id: true } });
    const inactive = await db.pet.findFirstOrThrow({ where: { status: { not: "active" } } });
    for (const p of active) expect(urls).toContain(`http://localhost:3000/hi/pets/${p.id}`);
    expect(urls.some((u) => u.endsWith(inactive.id))).toBe(false);
    const one = entries.find((e) => e.url === `http://localhost:3000/pets/${active[0].id}`)!;
    expect(one.alternates?.languages).toEqual({
      en: `http://localhost:3000/pets/${active[0].id}`,
      te: `http://localhost:3000/te/pets/${active[0].id}`,
      hi: `http://localhost:3000/hi/pets/${active[0].id}`,
    });
  });

  it("keeps crawlers out of private pages and points them at the sitemap", () => {
    const r = robots();
    expect(r.sitemap).toBe("http://localhost:3000/sitemap.xml");
    const rule = Array.isArray(r.rules) ? r.rules[0] : r.rules;
    expect(rule.disallow).toEqual(expect.arrayContaining(["/dashboard", "/te/cart", "/server/"]));
  });
});
