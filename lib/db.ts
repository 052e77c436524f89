import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";

export type TDb = PrismaClient;
/** A client or an interactive-transaction client: services accept either. */
export type TTx = Omit<PrismaClient, "$connect" | "$disconnect" | "$on" | "$transaction" | "$extends">;

const globalForDb = globalThis as unknown as { pawbazaarDb?: PrismaClient };

/**
 * How long a query waits for a connection before it fails, which a request answers with 503 and
 * Retry-After (lib/http/json-response.ts): for one of the pool's to come free when all are busy (a burst
 * larger than the pool waits its turn up to this long), or for a new one's answer from a database host
 * that is down or out of reach (not one that refuses: that fails at once). A request then fails fast
 * instead of hanging. pg's pool has one limit for both. An interactive transaction waits the same
 * (Prisma's own maxWait would give up after 2 s, and the burst's transactions, sending a message or
 * placing an order, would fail where its plain queries wait their turn).
 */
const CONNECTION_WAIT_MS = 5_000;

/**
 * A Prisma client on its own connection pool: at most `poolSize` connections, each query waiting up to
 * `waitMs` for one. The app has one (getDb, with DATABASE_POOL_SIZE); a test builds its own to choose
 * the limits it means to check.
 */
export function createDbClient({
  connectionString = env().DATABASE_URL,
  poolSize = env().DATABASE_POOL_SIZE,
  waitMs = CONNECTION_WAIT_MS,
}: { connectionString?: string; poolSize?: number; waitMs?: number } = {}) {
  const adapter = new PrismaPg({ connectionString, max: poolSize, connectionTimeoutMillis: waitMs });
  return new PrismaClient({ adapter, transactionOptions: { maxWait: waitMs } });
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
