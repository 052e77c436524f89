// POST /server/admin/payment-problems/{id}/resolve — moderators: mark a payment problem resolved, with a note
import { withRoute } from "@/lib/api/route";
import { recordAudit } from "@/lib/moderation/audit";
import { resolvePaymentProblem } from "@/lib/payments/problems-actions";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, params, body }) =>
  resolvePaymentProblem({ actor: { id: auth.user.id, email: auth.user.email }, id: params.id, note: body.note, audit: recordAudit }),
);
