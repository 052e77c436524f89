import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";

export type TDb = PrismaClient;
/** A client or an interactive-transaction client: services accept either. */
export type TTx = Omit<PrismaClient, "$connect" | "$disconnect" | "$on" | "$transaction" | "$extends">;

const globalForDb = globalThis as unknown as { pawbazaarDb?: PrismaClient };

// A connection attempt that gets no answer (a database host that is down or unreachable, not one that
// refuses) gives up after this long, so a request fails fast with 503 instead of hanging.
const CONNECT_TIMEOUT_MS = 5_000;

/** A Prisma client on its own connection pool. */
function createDbClient(connectionString = env().DATABASE_URL) {
  const adapter = new PrismaPg({ connectionString, max: env().DATABASE_POOL_SIZE, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  return new PrismaClient({ adapter });
}

/** The one Prisma client of the process (kept across hot reloads in development). */
export function getDb(): PrismaClient {
  globalForDb.pawbazaarDb ??= createDbClient();
  return globalForDb.pawbazaarDb;
}

/** True when the database answers a trivial query within `timeoutMs` (the health check's question). */
export async function pingDatabase({ db = getDb(), timeoutMs = 2_000 }: { db?: TTx; timeoutMs?: number } = {}): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const query = db.$queryRaw`SELECT 1`.then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
