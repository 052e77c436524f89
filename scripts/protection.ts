// Runs the protection job (lib/orders/protection.ts) as the scheduler does (GET /server/protection/run),
// until nothing due is left, and prints what it did.
//   npm run protection
// Runs against DATABASE_URL, or the embedded development database when none is set (scripts/with-db.mjs).
// Safe to stop and run again: each order moves in its own transaction, only from the state it leaves.
import "dotenv/config";
import { runJob } from "./run-job";
import { runProtectionJob } from "../lib/protection/run";
import { runRegistrationJob } from "../lib/sellers/registration-job";

const MAX_ROUNDS = 100;

async function main(): Promise<number> {
  const total = { lapsed: 0, expiredUnanswered: 0, expiredNotHandedOver: 0, released: 0, checkInsSent: 0 };
  for (let round = 1; round <= MAX_ROUNDS; round++) {
    const run = await runProtectionJob();
    for (const k of Object.keys(total) as (keyof typeof total)[]) total[k] += run[k];
    if (run.isComplete) {
      const registrations = await runRegistrationJob();
      console.log(
        `Registrations: ${registrations.expired} expired (${registrations.heldListings} listings held), ${registrations.reminded} reminded; ${registrations.setAsideListings} breeders' dogs set aside, over six months unsterilised.`,
      );
      console.log(
        `Protection: ${total.lapsed} lapsed unpaid, ${total.expiredUnanswered} expired unanswered and refunded, ${total.expiredNotHandedOver} expired not handed over and refunded, ${total.released} released to sellers, ${total.checkInsSent} check-ins sent.`,
      );
      return 0;
    }
  }
  console.error(`Protection: more was still due after ${MAX_ROUNDS} rounds. Run it again.`);
  return 1;
}

runJob(main);
