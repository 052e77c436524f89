// POST /server/orders/dispute — the buyer raises a dispute within the protection window (a form with photos); answer its ticket number
import { withRoute } from "@/lib/api/route";
import { openDispute } from "@/lib/disputes/service";
import { ZDisputeForm } from "@/lib/disputes/schemas";
import { AppError } from "@/lib/http/errors";
import { ok } from "@/lib/http/respond";
import { notifyProtectionStep } from "@/lib/notifications/protection";
import { formatTicket } from "@/lib/support/ticket";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, form }) => {
  const parsed = ZDisputeForm.safeParse(Object.fromEntries(["order_id", "reason", "details"].map((k) => [k, form.get(k) ?? undefined])));
  if (!parsed.success) throw AppError.fromZod(parsed.error);
  const { disputeId, ticket } = await openDispute({ buyerId: auth.user.id, input: parsed.data, form });
  await notifyProtectionStep({ orderId: parsed.data.order_id, step: "dispute_opened" });
  return ok({ message: "Your dispute has been received", dispute_id: disputeId, ticket: formatTicket(ticket) }, { status: 201 });
});
