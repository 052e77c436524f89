import "server-only";
import { pingDatabase } from "@/lib/db";
import type { TDatabaseState } from "./responses";

/** How long the check waits for the database: a load balancer's probe must get an answer, not hang. */
const DATABASE_TIMEOUT_MS = 2_000;

/** Whether this instance can serve requests: today that is whether it reaches the database. */
export async function checkReadiness(): Promise<{ isReady: boolean; database: TDatabaseState }> {
  const isReady = await pingDatabase({ timeoutMs: DATABASE_TIMEOUT_MS });
  return { isReady, database: isReady ? "ok" : "unreachable" };
}
