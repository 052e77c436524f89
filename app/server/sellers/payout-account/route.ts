// GET /server/sellers/payout-account — who pays sellers, and my bank account linked through Razorpay Route
// POST /server/sellers/payout-account — link my bank account (lib/payouts/linked-account.ts)
// PATCH /server/sellers/payout-account — send its details again (to finish, or to clarify)
import { withRoute } from "@/lib/api/route";
import { ok } from "@/lib/http/json-response";
import { getPayoutAccount, linkPayoutAccount, resendPayoutAccount } from "@/lib/payouts/linked-account";
import * as contract from "./contract";

export const GET = withRoute(contract.GET, async ({ auth }) => getPayoutAccount({ userId: auth.user.id }));

export const POST = withRoute(contract.POST, async ({ auth, body }) => {
  const account = await linkPayoutAccount({ userId: auth.user.id, input: body });
  return ok({ account }, { status: 201 });
});

export const PATCH = withRoute(contract.PATCH, async ({ auth, body }) => {
  return { account: await resendPayoutAccount({ userId: auth.user.id, input: body }) };
});
