// GET /server/transactions — the user's payments and refunds, newest first
import { withRoute } from "@/lib/api/route";
import { listTransactions } from "@/lib/payments/service";

export const GET = withRoute({
  auth: "required",
  handler: async ({ auth }) => ({ transactions: await listTransactions({ userId: auth.user.id }) }),
});
