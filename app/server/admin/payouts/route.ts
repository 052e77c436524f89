// GET /server/admin/payouts — moderators: sellers owed money, highest balance first
// POST /server/admin/payouts — moderators: record a payout to a seller (with its bank reference)
import { withRoute } from "@/lib/api/route";
import { ok } from "@/lib/http/json-response";
import { listSellersOwed } from "@/lib/payouts/list-sellers-owed";
import { recordPayout } from "@/lib/payouts/record-payout";
import * as contract from "./contract";

export const GET = withRoute(contract.GET, async ({ query }) => listSellersOwed(query));

export const POST = withRoute(contract.POST, async ({ auth, body }) =>
  ok(await recordPayout({ actor: { id: auth.user.id, email: auth.user.email }, ...body }), { status: 201 }),
);
