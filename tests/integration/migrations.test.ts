import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { getDb } from "@/lib/db";
import { createPet, createUser } from "../helpers/fixtures";

// These run the real Prisma CLI through the project's offline schema engine (prisma/engine/schema-engine.mjs).
const root = path.resolve(__dirname, "../..");
const prisma = (args: string[], cwd = root, extraEnv: Record<string, string> = {}) =>
  spawnSync(path.join(root, "node_modules/.bin/prisma"), args, { cwd, env: { ...process.env, ...extraEnv }, encoding: "utf8" });

jest.setTimeout(120_000);
afterAll(() => getDb().$disconnect());

describe("prisma/migrations", () => {
  it("matches schema.prisma exactly (no drift)", () => {
    const r = prisma(["migrate", "diff", "--from-migrations", "prisma/migrations", "--to-schema", "prisma/schema.prisma", "--exit-code"]);
    // --exit-code: 0 = no difference, 2 = difference, 1 = error.
    expect({ status: r.status, stderr: r.status === 0 ? "" : r.stderr + r.stdout }).toEqual({ status: 0, stderr: "" });
  });

  it("reports drift when the schema changes without a migration, and `migrate dev` writes the migration", () => {
    // Inside the project (.data is git-ignored) so the copy resolves node_modules like the original.
    mkdirSync(path.join(root, ".data"), { recursive: true });
    const dir = mkdtempSync(path.join(root, ".data", "shim-test-"));
    try {
      cpSync(path.join(root, "prisma"), path.join(dir, "prisma"), { recursive: true });
      cpSync(path.join(root, "prisma.config.ts"), path.join(dir, "prisma.config.ts"));
      const schemaFile = path.join(dir, "prisma/schema.prisma");
      writeFileSync(
        schemaFile,
        readFileSync(schemaFile, "utf8").replace(
          "  bio                 String?\n",
          "  bio                 String?\n  nickname            String?\n",
        ),
      );
      const env = { PRISMA_SCHEMA_ENGINE_BINARY: path.join(dir, "prisma/engine/schema-engine.mjs") };

      const drift = prisma(
        ["migrate", "diff", "--from-migrations", "prisma/migrations", "--to-schema", "prisma/schema.prisma", "--exit-code"],
        dir,
        env,
      );
      expect(drift.status).toBe(2);

      const script = prisma(
        ["migrate", "diff", "--from-migrations", "prisma/migrations", "--to-schema", "prisma/schema.prisma", "--script"],
        dir,
        env,
      );
      expect(script.status).toBe(0);
      expect(script.stdout).toContain('ALTER TABLE "users" ADD COLUMN     "nickname" TEXT;');

      const created = prisma(["migrate", "dev", "--create-only", "--name", "add_nickname"], dir, env);
      expect(created.status).toBe(0);
      const folder = readdirSync(path.join(dir, "prisma/migrations")).find((f) => f.endsWith("_add_nickname"));
      expect(folder).toBeDefined();
      expect(readFileSync(path.join(dir, "prisma/migrations", folder!, "migration.sql"), "utf8")).toContain('"nickname" TEXT');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("leaves no shadow databases behind", () => {
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = "/postgres";
    const out = execFileSync(
      "node",
      [
        "-e",
        `
      const pg = require("pg"); const c = new pg.Client(${JSON.stringify(url.toString())});
      c.connect().then(() => c.query("select count(*)::int as n from pg_database where datname like 'prisma_shadow%'"))
       .then((r) => { console.log(r.rows[0].n); return c.end(); });`,
      ],
      { cwd: root, encoding: "utf8" },
    );
    expect(out.trim()).toBe("0");
  });

  it("20261202100000 backfills: a species from the breed, 0 left of a pet an accepted order sold, and the ages that read only now", async () => {
    const db = getDb();
    const sql = readFileSync(path.join(root, "prisma/migrations/20261202100000_pets_available_species_age/migration.sql"), "utf8");
    const statement = (start: string) => {
      const at = sql.indexOf(start);
      expect(at).toBeGreaterThanOrEqual(0);
      return sql.slice(at, sql.indexOf(";", at) + 1);
    };
    const seller = await createUser({ verified: true });
    const buyer = await createUser({ verified: true });
    const listed = async (breed: string, extra: { age?: string; species?: "cat" } = {}) => {
      const pet = await createPet(seller.id);
      return db.pet.update({ where: { id: pet.id }, data: { breed, breedKey: breed.trim().toLowerCase(), ...extra } });
    };
    const lab = await listed("Labrador Retriever");
    const gsd = await listed("GSD");
    const hindi = await listed("जर्मन शेफ़र्ड");
    const telugu = await listed("పర్షియన్");
    const mixed = await listed("Labrador mix");
    const kept = await listed("Labrador", { species: "cat" });
    await db.$executeRawUnsafe(statement('UPDATE "pets" AS p SET "species"'));
    const speciesOf = async (id: string) => (await db.pet.findUniqueOrThrow({ where: { id } })).species;
    expect(await Promise.all([lab, gsd, hindi, telugu, mixed, kept].map((p) => speciesOf(p.id)))).toEqual([
      "dog",
      "dog",
      "dog",
      "cat",
      null,
      "cat",
    ]);

    const sold = await createPet(seller.id, { status: "sold" });
    await db.order.create({
      data: { buyerId: buyer.id, sellerId: seller.id, petId: sold.id, unitPrice: sold.price, totalAmount: sold.price, status: "accepted" },
    });
    const markedSold = await createPet(seller.id, { status: "sold" });
    await db.$executeRawUnsafe(statement('UPDATE "pets" SET "available" = 0'));
    expect((await db.pet.findUniqueOrThrow({ where: { id: sold.id } })).available).toBe(0);
    expect((await db.pet.findUniqueOrThrow({ where: { id: markedSold.id } })).available).toBe(1);

    // An age the old reading missed: its bornOn was null, and is the listing day less the age now.
    const hafte = await listed("Beagle", { age: "6 hafte" });
    await db.$executeRaw`UPDATE pets SET "bornOn" = NULL WHERE id = ${hafte.id}`;
    await db.$executeRawUnsafe(statement('UPDATE "pets" SET "bornOn"'));
    const [row] = await db.$queryRaw<{ days: number }[]>`SELECT "createdAt"::date - "bornOn" AS days FROM pets WHERE id = ${hafte.id}`;
    expect(row.days).toBe(42);
  });
});
