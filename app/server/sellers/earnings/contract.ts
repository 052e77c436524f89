import { endpoint } from "@/lib/api/contract";
import { ZEarningsAnswer } from "@/lib/ledger/responses";
import { ZEarningsQuery } from "@/lib/ledger/schemas";

export const GET = endpoint({
  tag: "Payments",
  summary: "My earnings as a seller",
  description:
    "What the marketplace owes me for my sales: the pending balance and what was paid out, then each sale that earned (an order both paid and accepted: its amount, the platform's fee and the net; reversed when the order was refunded later) and each payout with its bank reference, newest first. Amounts are in paise. Keyset-paged: pass nextCursor as cursor for older lines; the summary is the same on every page.",
  auth: "required",
  query: ZEarningsQuery,
  errors: ["INVALID_CURSOR"],
  responses: [{ status: 200, description: "The balance and one page of lines.", schema: ZEarningsAnswer }],
});
