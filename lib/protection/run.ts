import "server-only";
// What the protection of an order takes from several domains at once: the job with its mails, pushes,
// refunds and page rebuilds, and the order page's read with the seller's reply time. Its own folder, so
// lib/orders never imports the domains that import it (tests/unit/layers.test.ts).
import { runCheckIns } from "@/lib/notifications/check-ins";
import { notifyProtectionStep } from "@/lib/notifications/protection";
import { askRefundsAfterResponse } from "@/lib/payments/providers";
import { refreshPetPages, refreshSellerPages } from "@/lib/pets/revalidate";
import { pushProtectionEvents, runProtection, type TProtectionRun } from "@/lib/orders/protection";

/**
 * The protection job with what follows its moves: the pushes and mails to both people, the refunds asked
 * of the provider, and the cached pages of the pets listed again and the sellers whose sales completed.
 * Then the due check-ins of rehomed pets. What the scheduler's GET /server/protection/run and `npm run
 * protection` both run.
 */
export async function runProtectionJob({ now = new Date(), limit }: { now?: Date; limit?: number } = {}): Promise<
  TProtectionRun & { checkInsSent: number }
> {
  const { run, events, petIds, sellerIds } = await runProtection({ now, limit });
  await pushProtectionEvents(events);
  const steps = new Map<string, string>();
  for (const e of events) if (typeof e.data.orderId === "string" && typeof e.data.step === "string") steps.set(e.data.orderId, e.data.step);
  for (const [orderId, step] of steps) await notifyProtectionStep({ orderId, step: step as "released" | "expired" | "lapsed" });
  await askRefundsAfterResponse();
  if (petIds.length) await refreshPetPages(petIds);
  for (const sellerId of sellerIds) await refreshSellerPages(sellerId);
  // A rehoming's check-ins a week and a month after the handover (lib/notifications/check-ins.ts): after
  // the moves above, so an order refunded in this very run is not asked about.
  const checkIns = await runCheckIns({ now, limit });
  return { ...run, checkInsSent: checkIns.sent, isComplete: run.isComplete && checkIns.isComplete };
}
