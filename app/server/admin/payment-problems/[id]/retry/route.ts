// POST /server/admin/payment-problems/{id}/retry — moderators: ask Razorpay again, handle the event again, or resolve
import { withRoute } from "@/lib/api/route";
import { recordAudit } from "@/lib/moderation/audit";
import { retryPaymentProblem } from "@/lib/payments/problems-actions";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, params, body }) =>
  retryPaymentProblem({ actor: { id: auth.user.id, email: auth.user.email }, id: params.id, note: body.note, audit: recordAudit }),
);
