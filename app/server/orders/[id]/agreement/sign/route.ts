// POST /server/orders/{id}/agreement/sign — the buyer or the seller signs with their typed full name
import { withRoute } from "@/lib/api/route";
import { signAgreement } from "@/lib/agreements/service";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, params, body }) => ({
  agreement: await signAgreement({
    orderId: params.id,
    userId: auth.user.id,
    typedName: body.typed_name,
    lang: body.lang,
    textHash: body.text_hash,
  }),
}));
