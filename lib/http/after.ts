import "server-only";
import { after } from "next/server";

/** The after-work of runAfterResponse running in this process now, for runLastAfterResponse to wait for. */
const running = new Set<Promise<unknown>>();

/** The longest runLastAfterResponse waits for the other after-work (a mail or a push that hangs). */
const LAST_WAIT_MS = 15_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const guard = (work: () => Promise<unknown>) => () => work().catch((e: unknown) => console.error(`[after] ${(e as Error).message}`));

/**
 * Runs work after the answer is sent (Vercel keeps the function alive for it). Outside a request
 * scope — a handler called directly by a test — it runs before returning instead.
 */
export async function runAfterResponse(work: () => Promise<unknown>) {
  const guarded = guard(work);
  const tracked = () => {
    const run = guarded();
    running.add(run);
    void run.finally(() => running.delete(run));
    return run;
  };
  try {
    after(tracked);
  } catch {
    await guarded();
  }
}

/**
 * Runs `work` `delayMs` after the answer, once the after-work running then (runAfterResponse's) has
 * ended too, or LAST_WAIT_MS later at most. Why last: Next.js applies a revalidation made in after-work
 * only when all of its request's after-work has ended, so work that must coincide with one (purging the
 * page cache in front of the app as Next.js revalidates the same pages) ends the request's after-work.
 * It waits for every request's after-work, not only its own: this process cannot tell them apart, and
 * waiting longer is safe. Outside a request scope (a service called by a test or a script) there is no
 * answer to come after, and nothing runs.
 */
export function runLastAfterResponse(work: () => Promise<unknown>, { delayMs }: { delayMs: number }) {
  const guarded = guard(work);
  try {
    after(async () => {
      await sleep(delayMs);
      let timer: NodeJS.Timeout | undefined;
      const cap = new Promise((resolve) => (timer = setTimeout(resolve, LAST_WAIT_MS)));
      await Promise.race([Promise.allSettled([...running]), cap]);
      clearTimeout(timer);
      await guarded();
    });
  } catch {
    // Outside a request scope.
  }
}
