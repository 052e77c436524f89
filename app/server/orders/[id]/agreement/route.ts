// GET /server/orders/{id}/agreement — the order's agreement in a language, its hash and its signatures
import { withRoute } from "@/lib/api/route";
import { getAgreement } from "@/lib/agreements/service";
import * as contract from "./contract";

export const GET = withRoute(contract.GET, async ({ auth, params, query }) => ({
  agreement: await getAgreement({ orderId: params.id, userId: auth.user.id, role: auth.role, lang: query.lang }),
}));
