// POST /server/orders/dispute — the buyer raises a dispute within the protection window (a form with photos); answer its ticket number
import { withRoute } from "@/lib/api/route";
import { ok } from "@/lib/http/json-response";
import { dispute } from "@/lib/order-steps/service";
import { formatTicket } from "@/lib/support/ticket";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, body, form }) => {
  const { disputeId, ticket } = await dispute({ buyerId: auth.user.id, input: body, form });
  return ok({ message: "Your dispute has been received", dispute_id: disputeId, ticket: formatTicket(ticket) }, { status: 201 });
});
