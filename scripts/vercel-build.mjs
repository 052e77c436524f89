// node scripts/vercel-build.mjs — Vercel's build command (vercel.json): migrates the deployment's own
// database, then builds the app.
//
// - Production (VERCEL_ENV=production): `prisma migrate deploy`, then marks the database as production's
//   (the deployment_marks table: its direct address), then `next build`.
// - Preview (VERCEL_ENV=preview): migrates its database only when that is not the one production marked,
//   so a preview whose environment still points at production's database fails its build instead of
//   changing production's schema. Give previews a database of their own: a Neon or Supabase branch per
//   preview (their Vercel integrations set DATABASE_URL and the direct URL for each preview). A branch
//   copies the mark but has an address of its own, so its build migrates it.
// - Anything else (a local `vercel build`): as a preview.
//
// Migrations use DIRECT_URL when it is set, else DATABASE_URL (prisma.config.ts); so does the check.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";

const root = path.resolve(import.meta.dirname, "..");

/** A database's identity as an address: host, port and name, without the credentials or options. */
export function databaseIdentity(url) {
  const u = new URL(url);
  return `${u.hostname.toLowerCase()}:${u.port || "5432"}/${decodeURIComponent(u.pathname.slice(1)) || "postgres"}`;
}

/** The database production marked, or null (no mark yet, or no migrations yet). */
async function productionDatabase(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT to_regclass('public.deployment_marks') IS NOT NULL AS "exists"`);
    if (!rows[0].exists) return null;
    const mark = await client.query(`SELECT database FROM deployment_marks WHERE environment = 'production'`);
    return mark.rows[0]?.database ?? null;
  } finally {
    await client.end();
  }
}

async function markProduction(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO deployment_marks (environment, database) VALUES ('production', $1)
       ON CONFLICT (environment) DO UPDATE SET database = EXCLUDED.database, "markedAt" = CURRENT_TIMESTAMP`,
      [databaseIdentity(url)],
    );
  } finally {
    await client.end();
  }
}

function run(cmd, args, env) {
  const r = spawnSync(cmd, args, { cwd: root, env, stdio: "inherit" });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed (exit ${r.status ?? r.signal})`);
}

/**
 * Migrates the database of a deployment of the given environment, refusing, for anything but
 * production, the database that production marked. Returns what it did.
 */
export async function migrateFor(environment, env = process.env) {
  const url = env.DIRECT_URL || env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set for this deployment: set it (and DIRECT_URL) in the project's environment variables.");
  const isProduction = environment === "production";
  if (!isProduction) {
    const marked = await productionDatabase(url);
    if (marked === databaseIdentity(url)) {
      throw new Error(
        `This ${environment} build's database (${marked}) is production's: refusing to migrate it. ` +
          "Give previews a database of their own (a Neon or Supabase branch per preview, set as DATABASE_URL and DIRECT_URL for the Preview environment).",
      );
    }
  }
  run(path.join(root, "node_modules/.bin/prisma"), ["migrate", "deploy"], env);
  if (isProduction) await markProduction(url);
  return isProduction ? "migrated and marked production's database" : "migrated the preview's own database";
}

async function main() {
  try {
    const environment = process.env.VERCEL_ENV ?? "preview";
    console.log(`[vercel-build] ${environment}: ${await migrateFor(environment)}`);
    run(path.join(root, "node_modules/.bin/next"), ["build"], process.env);
  } catch (e) {
    console.error(`[vercel-build] ${e instanceof Error ? e.message : e}`);
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) main();
