// GET /server/admin/payment-problems — moderators: what the payment handling could not settle, newest first
import { withRoute } from "@/lib/api/route";
import { listPaymentProblems } from "@/lib/payments/problems";
import * as contract from "./contract";

export const GET = withRoute(contract.GET, async ({ query }) => listPaymentProblems(query));
