// GET /server/sellers/payout-account — who pays sellers, and my bank account linked through Razorpay Route
// POST /server/sellers/payout-account — link my bank account (lib/payouts/linked-account.ts)
// PATCH /server/sellers/payout-account — send its details again (to finish, or to clarify)
import { withRoute } from "@/lib/api/route";
import { ok } from "@/lib/http/json-response";
import { askRefundsAfterResponse } from "@/lib/payments/providers";
import { getPayoutAccount, linkPayoutAccount, resendPayoutAccount } from "@/lib/payouts/linked-account";
import * as contract from "./contract";

export const GET = withRoute(contract.GET, async ({ auth }) => getPayoutAccount({ userId: auth.user.id }));

// An account Razorpay activates at once (its test mode does) makes the seller's paid orders' transfers
// due: they are asked after the answer.
export const POST = withRoute(contract.POST, async ({ auth, body }) => {
  const account = await linkPayoutAccount({ userId: auth.user.id, input: body });
  await askRefundsAfterResponse();
  return ok({ account }, { status: 201 });
});

export const PATCH = withRoute(contract.PATCH, async ({ auth, body }) => {
  const account = await resendPayoutAccount({ userId: auth.user.id, input: body });
  await askRefundsAfterResponse();
  return { account };
});
