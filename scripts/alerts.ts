// Runs the daily alert digest once, as the scheduler does (GET /server/alerts/run), until everyone is done.
//   npm run alerts
// Runs against DATABASE_URL, or the embedded development database when none is set (scripts/with-db.mjs).
// Without RESEND_API_KEY the mails stay in the development outbox (the mail_outbox table).
// It runs under tsx with scripts/server-context.cjs preloaded (see there why not --conditions=react-server).
// Running it again the same day mails nobody twice (one digest per user and day).
import "dotenv/config";
import { runJob } from "./run-job";
import { runAlertDigest } from "../lib/alerts/digest";

const MAX_ROUNDS = 100;

async function main(): Promise<number> {
  const total = { users: 0, searches: 0, mailsSent: 0, pets: 0, failed: 0 };
  let day = "";
  // Each round stops within its time budget; the next goes on where it stopped (people mailed today are skipped).
  for (let round = 1; round <= MAX_ROUNDS; round++) {
    const run = await runAlertDigest();
    day = run.day;
    for (const k of Object.keys(total) as (keyof typeof total)[]) total[k] += run[k];
    if (run.isComplete) {
      console.log(
        `Alert digest for ${day}: ${total.users} users, ${total.searches} searches looked at, ${total.mailsSent} mails sent with ${total.pets} pets, ${total.failed} failed.`,
      );
      return total.failed ? 1 : 0;
    }
  }
  console.error(`Alert digest for ${day}: not done after ${MAX_ROUNDS} rounds (${total.mailsSent} mails sent so far). Run it again.`);
  return 1;
}

runJob(main);
