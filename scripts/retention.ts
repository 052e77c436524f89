// Runs the retention job (lib/retention/run.ts) as the scheduler does (GET /server/retention/run), until
// nothing past its period is left, and prints what it deleted.
//   npm run retention
// Runs against DATABASE_URL, or the embedded development database when none is set (scripts/with-db.mjs).
// It runs under tsx with scripts/server-context.cjs preloaded (see there why not --conditions=react-server).
// Safe to stop and run again: each batch commits on its own, and a second run the same day deletes nothing.
import "dotenv/config";
import { runJob } from "./run-job";
import { runRetention } from "../lib/retention/run";

const MAX_ROUNDS = 100;

async function main(): Promise<number> {
  const total = new Map<string, number>();
  // Each round stops within its time budget; the next goes on where it stopped.
  for (let round = 1; round <= MAX_ROUNDS; round++) {
    const run = await runRetention();
    for (const r of run.rules) total.set(r.table, (total.get(r.table) ?? 0) + r.deleted);
    if (run.isComplete) {
      const width = Math.max(...[...total.keys()].map((t) => t.length));
      console.log(`Retention (periods counted back from ${run.at}):`);
      for (const [table, deleted] of total) console.log(`  ${table.padEnd(width)}  ${deleted} deleted`);
      console.log(
        `  ${"in all".padEnd(width)}  ${[...total.values()].reduce((a, b) => a + b, 0)} deleted, in ${round} round${round === 1 ? "" : "s"}.`,
      );
      return 0;
    }
  }
  console.error(
    `Retention: not done after ${MAX_ROUNDS} rounds (${[...total.values()].reduce((a, b) => a + b, 0)} rows deleted so far). Run it again.`,
  );
  return 1;
}

runJob(main);
