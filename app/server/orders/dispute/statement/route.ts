// POST /server/orders/dispute/statement — the seller adds their side to an open dispute (a form with photos)
import { withRoute } from "@/lib/api/route";
import { answerDispute } from "@/lib/order-steps/service";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, body, form }) => {
  await answerDispute({ sellerId: auth.user.id, input: body, form });
  return { message: "Your statement has been added" };
});
