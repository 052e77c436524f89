import "server-only";
import { Prisma, type LinkedAccountState } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { razorpay } from "./payment-settings";
import { RouteGatewayError, type TLinkedAccountDetails, type TRouteRequirement, type TSettlementAccount } from "./razorpay-route-gateway";
import { reconcileRouteTransfers, recordMissingTransfers, type TRouteSync } from "./razorpay-route-transfers";

// Sellers' linked accounts at Razorpay Route (docs/payments.md, "Razorpay Route"). Onboarding is four
// calls, each kept as it succeeds (the account's, the stakeholder's and the Route product's ids on our
// row), so a seller who sends their details again after a failure continues where it stopped:
//   POST /v2/accounts (type "route") → POST /v2/accounts/:id/stakeholders →
//   POST /v2/accounts/:id/products {product_name: "route", tnc_accepted: true} →
//   PATCH /v2/accounts/:id/products/:pid {settlements: {account_number, ifsc_code, beneficiary_name}}.
// Razorpay then reviews the KYC and the bank account; its webhooks (product.route.*, account.*) only say
// that something changed, and the state is read from Razorpay itself (the account and its Route product),
// so an event delivered late or twice never moves a state backwards.

/** Our state of a linked account from Razorpay's: the account's status, then its Route product's. */
export function linkedStateOf(accountStatus: string | null, productStatus: string | null): LinkedAccountState {
  if (accountStatus === "suspended" || accountStatus === "rejected") return "suspended";
  switch (productStatus) {
    case "activated":
      return "activated";
    case "under_review":
      return "under_review";
    case "needs_clarification":
      return "needs_clarification";
    case "suspended":
    case "rejected":
      return "suspended";
    default:
      return "created";
  }
}

function gatewayOrFail() {
  const gateway = razorpay();
  if (!gateway) throw new AppError("PAYMENT_GATEWAY_ERROR");
  return gateway;
}

/**
 * Keeps Razorpay's state on our row: what it still asks for (only while it needs a clarification), and,
 * when the account has just been activated, the transfers of the seller's paid orders that waited for it.
 */
async function keepState(id: string, state: LinkedAccountState, requirements: TRouteRequirement[]) {
  const db = getDb();
  const before = await db.linkedAccount.findUniqueOrThrow({ where: { id }, select: { state: true, userId: true } });
  await db.linkedAccount.update({
    where: { id },
    data: { state, requirements: state === "needs_clarification" && requirements.length ? requirements : Prisma.DbNull },
  });
  if (state === "activated" && before.state !== "activated") await recordMissingTransfers({ limit: 500, sellerId: before.userId });
}

/**
 * Sends a seller's details to Razorpay for their linked account `linkedAccountId`: the steps not yet
 * done, and the details of those done before again (a clarification, or a retry after a failure).
 * Throws RouteGatewayError when Razorpay refuses (`refused`) or does not answer; what was done is kept.
 */
export async function sendLinkedAccount({
  linkedAccountId,
  details,
  settlement,
}: {
  linkedAccountId: string;
  details: TLinkedAccountDetails;
  settlement: TSettlementAccount;
}): Promise<LinkedAccountState> {
  const route = gatewayOrFail().route;
  const db = getDb();
  const row = await db.linkedAccount.findUniqueOrThrow({
    where: { id: linkedAccountId },
    select: { gatewayAccountId: true, stakeholderId: true, productId: true },
  });
  let accountId = row.gatewayAccountId;
  if (accountId) await route.editAccount(accountId, details);
  else {
    const made = await route.createAccount(details);
    const kept = await db.linkedAccount.updateMany({
      where: { id: linkedAccountId, gatewayAccountId: null },
      data: { gatewayAccountId: made.id },
    });
    // Another send made one first (two tabs): that one is the seller's.
    accountId =
      kept.count === 1 ? made.id : (await db.linkedAccount.findUniqueOrThrow({ where: { id: linkedAccountId } })).gatewayAccountId!;
  }
  if (row.stakeholderId) await route.editStakeholder(accountId, row.stakeholderId, details);
  else {
    const made = await route.createStakeholder(accountId, details);
    await db.linkedAccount.updateMany({ where: { id: linkedAccountId, stakeholderId: null }, data: { stakeholderId: made.id } });
  }
  let productId = row.productId;
  if (!productId) {
    const made = await route.requestRoute(accountId);
    const kept = await db.linkedAccount.updateMany({ where: { id: linkedAccountId, productId: null }, data: { productId: made.id } });
    productId = kept.count === 1 ? made.id : (await db.linkedAccount.findUniqueOrThrow({ where: { id: linkedAccountId } })).productId!;
  }
  const product = await route.configureSettlements(accountId, productId, settlement);
  const account = await route.fetchAccount(accountId);
  const state = linkedStateOf(account.status, product.activationStatus);
  await keepState(linkedAccountId, state, product.requirements);
  return state;
}

/**
 * Reads a linked account's state from Razorpay (after one of its webhooks, or in the reconciliation) and
 * keeps it. "unmatched" when it is not one of ours. Throws when Razorpay does not answer, so that the
 * webhook is delivered again.
 */
export async function refreshLinkedAccount(gatewayAccountId: string): Promise<"handled" | "unmatched"> {
  const route = gatewayOrFail().route;
  const row = await getDb().linkedAccount.findUnique({ where: { gatewayAccountId }, select: { id: true, productId: true } });
  if (!row) return "unmatched";
  const account = await route.fetchAccount(gatewayAccountId);
  const product = row.productId ? await route.fetchRouteProduct(gatewayAccountId, row.productId) : null;
  await keepState(row.id, linkedStateOf(account.status, product?.activationStatus ?? null), product?.requirements ?? []);
  return "handled";
}

/**
 * The reconciliation's part for Route (lib/payments/razorpay-reconcile.ts): linked accounts waiting on
 * Razorpay whose state has not changed for half an hour are read again (a lost webhook would leave a
 * seller unable to accept a paid order), then the transfers are reconciled and synced.
 */
export async function reconcileRoute({ now = new Date(), limit = 200 }: { now?: Date; limit?: number } = {}): Promise<TRouteSync> {
  if (!razorpay()) return { recorded: 0, asked: 0, reversed: 0, released: 0 };
  const waiting = await getDb().linkedAccount.findMany({
    where: {
      state: { in: ["created", "under_review", "needs_clarification", "activated"] },
      gatewayAccountId: { not: null },
      productId: { not: null },
      updatedAt: { lt: new Date(now.getTime() - 30 * 60_000) },
    },
    orderBy: { updatedAt: "asc" },
    take: limit,
    select: { gatewayAccountId: true },
  });
  for (const { gatewayAccountId } of waiting) {
    try {
      await refreshLinkedAccount(gatewayAccountId!);
    } catch (e) {
      if (!(e instanceof RouteGatewayError)) throw e; // Logged by the gateway; the next run reads it again.
    }
  }
  return reconcileRouteTransfers({ now, limit });
}
