import "server-only";
import { after } from "next/server";

/**
 * Runs work after the answer is sent (Vercel keeps the function alive for it). Outside a request
 * scope — a handler called directly by a test — it runs before returning instead.
 */
export async function runAfterResponse(work: () => Promise<unknown>) {
  const guarded = () => work().catch((e: unknown) => console.error(`[after] ${(e as Error).message}`));
  try {
    after(guarded);
  } catch {
    await guarded();
  }
}
