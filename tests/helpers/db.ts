import { getDb } from "@/lib/db";

/** Empties every table (not the migrations record), so each test file starts from nothing. */
export async function resetDb() {
  const db = getDb();
  const tables = await db.$queryRaw<{ tablename: string }[]>`
    SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'`;
  if (tables.length) await db.$executeRawUnsafe(`TRUNCATE ${tables.map((t) => `"${t.tablename}"`).join(", ")} RESTART IDENTITY CASCADE`);
}

export async function closeDb() {
  await getDb().$disconnect();
}
