import pg from "pg";
import { databaseIdentity, migrateFor } from "../../scripts/vercel-build.mjs";

// Vercel's build command migrates the deployment's own database: production's, which it then marks, or
// a preview's own branch; never production's from a preview build.
jest.setTimeout(120_000);

const base = process.env.DIRECT_URL || process.env.DATABASE_URL!;
const urlOf = (name: string) => {
  const u = new URL(base);
  u.pathname = `/${name}`;
  return u.toString();
};
const PRODUCTION = "pawbazaar_test_deploy_production";
const BRANCH = "pawbazaar_test_deploy_branch";

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: urlOf("postgres") });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
async function markOf(url: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<{ database: string }>(`SELECT database FROM deployment_marks WHERE environment = 'production'`)).rows[0]
      ?.database;
  } finally {
    await c.end();
  }
}
const tables = (url: string) =>
  (async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      return (await c.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`)).rows[0].n;
    } finally {
      await c.end();
    }
  })();

beforeAll(async () => {
  await admin(async (c) => {
    for (const db of [PRODUCTION, BRANCH]) await c.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${PRODUCTION}`);
  });
});
afterAll(async () => {
  await admin(async (c) => {
    for (const db of [PRODUCTION, BRANCH]) await c.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
  });
});

it("names a database by host, port and name, without credentials", () => {
  expect(databaseIdentity("postgresql://user:secret@EP-Cool-1.neon.tech/neondb?sslmode=require")).toBe("ep-cool-1.neon.tech:5432/neondb");
  expect(databaseIdentity("postgres://u:p@127.0.0.1:6543/app")).toBe("127.0.0.1:6543/app");
});

it("production migrates and marks its database; a preview pointed at it is refused; a branch of it migrates", async () => {
  const production = urlOf(PRODUCTION);
  const env = (url: string) => ({ ...process.env, DATABASE_URL: url, DIRECT_URL: url });

  await expect(migrateFor("production", env(production))).resolves.toMatch(/marked production/);
  expect(await tables(production)).toBeGreaterThan(10);
  expect(await markOf(production)).toBe(databaseIdentity(production));

  // A preview whose environment still names production's database.
  await expect(migrateFor("preview", env(production))).rejects.toThrow(/is production's: refusing to migrate it/);
  // Not even through the pooled URL when the direct one is production's.
  await expect(migrateFor("preview", { ...env(production), DATABASE_URL: urlOf("some_pooled_name") })).rejects.toThrow(/refusing/);

  // A branch: a copy of production's data (the mark included) at an address of its own.
  await admin((c) => c.query(`CREATE DATABASE ${BRANCH} TEMPLATE ${PRODUCTION}`));
  await expect(migrateFor("preview", env(urlOf(BRANCH)))).resolves.toMatch(/preview's own database/);
});

it("a deployment without a database fails with what to set", async () => {
  await expect(migrateFor("preview", { PATH: process.env.PATH } as unknown as NodeJS.ProcessEnv)).rejects.toThrow(
    /DATABASE_URL is not set/,
  );
});
