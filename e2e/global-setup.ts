import { execFileSync } from "node:child_process";
import path from "node:path";
import pg from "pg";

/** The journeys start from the demo data (the README's accounts), on the throwaway test database. */
export default async function globalSetup() {
  const url = process.env.DATABASE_URL;
  if (!url || !/_test\b/.test(url)) throw new Error("Run the Playwright journeys through `npm test` (a throwaway test database).");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ tablename: string }>(
      `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'`,
    );
    await client.query(`TRUNCATE ${rows.map((r) => `"${r.tablename}"`).join(", ")} RESTART IDENTITY CASCADE`);
  } finally {
    await client.end();
  }
  const root = path.resolve(__dirname, "..");
  execFileSync(path.join(root, "node_modules/.bin/tsx"), ["--require", "./scripts/server-context.cjs", "prisma/seed.ts"], {
    cwd: root,
    stdio: "inherit",
    env: process.env,
  });
}
