import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";

export type TDb = PrismaClient;
/** A client or an interactive-transaction client: services accept either. */
export type TTx = Omit<PrismaClient, "$connect" | "$disconnect" | "$on" | "$transaction" | "$extends">;

const globalForDb = globalThis as unknown as { pawbazaarDb?: PrismaClient };

function createClient() {
  const adapter = new PrismaPg({ connectionString: env().DATABASE_URL, max: env().DATABASE_POOL_SIZE });
  return new PrismaClient({ adapter });
}

/** The one Prisma client of the process (kept across hot reloads in development). */
export function getDb(): PrismaClient {
  globalForDb.pawbazaarDb ??= createClient();
  return globalForDb.pawbazaarDb;
}
