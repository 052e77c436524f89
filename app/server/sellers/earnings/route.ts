// GET /server/sellers/earnings — the signed-in seller's balance, sales that earned and payouts (lib/ledger)
import { withRoute } from "@/lib/api/route";
import { getSellerEarnings } from "@/lib/ledger/get-seller-earnings";
import * as contract from "./contract";

export const GET = withRoute(contract.GET, async ({ auth, query }) => getSellerEarnings({ sellerId: auth.user.id, ...query }));
