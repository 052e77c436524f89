import { endpoint } from "@/lib/api/contract";
import { PAYOUT_RATE_LIMITS } from "@/lib/payouts/limits";
import { ZPayoutsAnswer, ZRecordedPayoutAnswer } from "@/lib/payouts/responses";
import { ZPayoutsQuery, ZRecordPayout } from "@/lib/payouts/schemas";

export const GET = endpoint({
  tag: "Moderation",
  summary: "Sellers owed money",
  description:
    "Every seller whose pending balance (earned, less fees, reversals and payouts) is above zero, highest first, with what was paid out so far. Amounts are in paise. Keyset-paged: pass nextCursor as cursor.",
  auth: "required",
  role: "moderator",
  query: ZPayoutsQuery,
  errors: ["INVALID_CURSOR"],
  responses: [{ status: 200, description: "One page of sellers.", schema: ZPayoutsAnswer }],
});

export const POST = endpoint({
  tag: "Moderation",
  summary: "Record a payout to a seller",
  description:
    "Records money paid out to the seller outside PawBazaar (a bank transfer): a payout in the seller's ledger, with the transfer's reference and the moderator, and an audit entry, in one transaction. The amount is in rupees (at most two decimals) and cannot be more than the seller's pending balance; two payouts for the same seller take turns, so together they cannot pay out more than was pending. A reference is recorded once per seller, and a moderator cannot pay themself. With Razorpay it is refused (PAYOUTS_BY_ROUTE): Razorpay Route pays sellers, and each settled transfer is their payout.",
  auth: "required",
  role: "moderator",
  body: ZRecordPayout,
  rateLimit: ({ auth }) => [{ rule: PAYOUT_RATE_LIMITS.recordPerModerator, subject: auth!.user.id }],
  errors: [
    "USER_NOT_FOUND",
    "PAYOUT_AMOUNT_INVALID",
    "PAYOUT_REFERENCE_REQUIRED",
    "PAYOUT_REFERENCE_TOO_LONG",
    "PAYOUT_EXCEEDS_PENDING",
    "PAYOUT_REFERENCE_USED",
    "PAYOUT_SELF",
    "PAYOUTS_BY_ROUTE",
  ],
  responses: [{ status: 201, description: "The payout is recorded.", schema: ZRecordedPayoutAnswer }],
});
