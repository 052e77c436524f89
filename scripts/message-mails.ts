// Delivers the due new-message mails (lib/notifications/message-mails.ts) as the scheduler does (GET
// /server/messages/mails/run), until none is due, and prints what it did. Off Vercel, run it every minute
// or few from the machine's cron, or leave it to the requests that deliver due mails in passing.
//   npm run message-mails
// Runs against DATABASE_URL, or the embedded development database when none is set (scripts/with-db.mjs).
// Safe to stop and run again, or to run beside the scheduler: a conversation's mail is claimed and
// recorded in one transaction, so nothing is mailed twice.
import "dotenv/config";
import { runJob } from "./run-job";
import { deliverDueMessageMails } from "../lib/notifications/message-mails";

const MAX_ROUNDS = 100;

async function main(): Promise<number> {
  const total = { conversations: 0, mailed: 0, postponed: 0, skipped: 0 };
  for (let round = 1; round <= MAX_ROUNDS; round++) {
    const run = await deliverDueMessageMails();
    for (const k of Object.keys(total) as (keyof typeof total)[]) total[k] += run[k];
    if (run.isComplete) {
      console.log(
        `Message mails: ${total.mailed} mailed, ${total.postponed} postponed to their conversation's next window, ${total.skipped} skipped (mail off or account deleted), of ${total.conversations} conversations.`,
      );
      return 0;
    }
  }
  console.error(`Message mails: more were still due after ${MAX_ROUNDS} rounds. Run it again.`);
  return 1;
}

runJob(main);
