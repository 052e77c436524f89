// GET /server/transactions — the user's payments and refunds, newest first
import { withRoute } from "@/lib/api/route";
import { listTransactions } from "@/lib/payments/service";
import * as contract from "./contract";

export const GET = withRoute(contract.GET, async ({ auth }) => ({ transactions: await listTransactions({ userId: auth.user.id }) }));
