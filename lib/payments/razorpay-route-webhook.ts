import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import * as z from "zod";
import { AppError } from "@/lib/http/errors";
import { refreshLinkedAccount } from "./razorpay-route-accounts";
import { RouteGatewayError, toTransfer } from "./razorpay-route-gateway";
import { recordSettlement, recordTransferFailed, recordTransferState } from "./razorpay-route-transfers";

// Razorpay Route's webhooks, handed over by the payments webhook (./razorpay-webhook.ts) once it has
// checked the signature and the event's id: the events of linked accounts (`product.route.under_review`,
// `product.route.needs_clarification`, `product.route.activated`; `account.*`, such as
// `account.suspended`), of transfers (`transfer.processed`, `transfer.failed`) and of the settlements
// that pay transfers out (`settlement.processed`). An account's event only says that it changed: its
// state is read from Razorpay (./razorpay-route-accounts.ts). Every effect moves a row only forward, so
// a replay changes nothing.

export type TRouteWebhookOutcome = "handled" | "ignored" | "unmatched";

const ZId = z.string().min(1).max(100);
const ZMerchantProduct = z.object({ merchant_product: z.object({ entity: z.object({ merchant_id: ZId }) }) });
const ZAccount = z.object({ account: z.object({ entity: z.object({ id: ZId }) }) });
const ZTransfer = z.object({
  transfer: z.object({ entity: z.looseObject({ id: ZId, status: z.string().max(40), amount: z.number().int() }) }),
});
const ZSettlement = z.object({ settlement: z.object({ entity: z.object({ id: ZId }) }) });

/** The event's `payload`; its whole envelope ({ event, payload, … }) is read as its payload too. */
function payloadOf(value: unknown): unknown {
  if (value && typeof value === "object" && "event" in value && "payload" in value) return (value as { payload: unknown }).payload;
  return value;
}

/** Razorpay names an account `acc_…` in its envelope and sometimes without the prefix in the entity. */
const accountId = (id: string) => (id.startsWith("acc_") ? id : `acc_${id}`);

/** Razorpay did not answer a read the event needs: the webhook fails (503), and Razorpay delivers it again. */
async function orRetry<T>(run: () => Promise<T>, unmatched: T): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (!(e instanceof RouteGatewayError)) throw e;
    if (e.refused) return unmatched;
    throw new AppError("UNAVAILABLE");
  }
}

/**
 * Handles one of Route's events: "handled" when it was ours and is applied, "ignored" when it is not one
 * Route acts on (or a settlement of none of our transfers), "unmatched" when it should be ours and is not
 * (an unknown account or transfer, an unreadable payload). Throws UNAVAILABLE (503) when Razorpay, asked
 * for what the event is about, did not answer.
 */
export async function handleRouteWebhook(event: string, payload: unknown): Promise<TRouteWebhookOutcome> {
  const body = payloadOf(payload);
  if (event.startsWith("product.route.")) {
    const parsed = ZMerchantProduct.safeParse(body);
    if (!parsed.success) return "unmatched";
    return orRetry(() => refreshLinkedAccount(accountId(parsed.data.merchant_product.entity.merchant_id)), "unmatched");
  }
  if (event.startsWith("account.")) {
    const parsed = ZAccount.safeParse(body);
    if (!parsed.success) return "unmatched";
    return orRetry(() => refreshLinkedAccount(accountId(parsed.data.account.entity.id)), "unmatched");
  }
  // Razorpay's Route page names the failure `transfers.failed` in one place and `transfer.failed` in another.
  if (event === "transfer.processed" || event === "transfer.failed" || event === "transfers.failed") {
    const parsed = ZTransfer.safeParse(body);
    if (!parsed.success) return "unmatched";
    const transfer = toTransfer(parsed.data.transfer.entity);
    const isOurs =
      event === "transfer.processed"
        ? await recordTransferState(transfer)
        : await recordTransferFailed(transfer, parsed.data.transfer.entity as Prisma.InputJsonValue);
    return isOurs ? "handled" : "unmatched";
  }
  if (event === "settlement.processed") {
    const parsed = ZSettlement.safeParse(body);
    if (!parsed.success) return "unmatched";
    // Our own account's settlements come too: they pay out none of our transfers.
    return orRetry(async () => ((await recordSettlement(parsed.data.settlement.entity.id)) > 0 ? "handled" : "ignored"), "ignored");
  }
  return "ignored";
}
