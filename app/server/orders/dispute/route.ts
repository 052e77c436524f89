// POST /server/orders/dispute — the buyer raises a dispute within the protection window (a form with photos); answer its ticket number
import { withRoute } from "@/lib/api/route";
import { openDispute } from "@/lib/disputes/service";
import { ok } from "@/lib/http/respond";
import { notifyProtectionStep } from "@/lib/notifications/protection";
import { formatTicket } from "@/lib/support/ticket";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, body, form }) => {
  const { disputeId, ticket } = await openDispute({ buyerId: auth.user.id, input: body, form });
  await notifyProtectionStep({ orderId: body.order_id, step: "dispute_opened" });
  return ok({ message: "Your dispute has been received", dispute_id: disputeId, ticket: formatTicket(ticket) }, { status: 201 });
});
