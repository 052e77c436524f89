// GET /server/protection/run — the scheduler runs the protection job (Authorization: Bearer <CRON_SECRET>)
import { withRoute } from "@/lib/api/route";
import { assertCronRequest } from "@/lib/http/cron";
import { runProtectionJob } from "@/lib/protection/run";
import { runRegistrationJob } from "@/lib/sellers/registration-job";
import * as contract from "./contract";

export const maxDuration = 60;

export const GET = withRoute(contract.GET, async ({ req }) => {
  assertCronRequest(req);
  const run = await runProtectionJob();
  console.info(
    `[protection] lapsed ${run.lapsed}, expired ${run.expiredUnanswered} unanswered and ${run.expiredNotHandedOver} not handed over, released ${run.released}, check-ins ${run.checkInsSent}${run.isComplete ? "" : ", more due"}`,
  );
  // The sellers' registrations' dates and their dogs' ages, daily with the orders' deadlines (lib/sellers/registration-job.ts).
  const registrations = await runRegistrationJob();
  console.info(
    `[registrations] expired ${registrations.expired} (${registrations.heldListings} listings held), reminded ${registrations.reminded}, set aside ${registrations.setAsideListings} grown unsterilised`,
  );
  return { run, registrations };
});
