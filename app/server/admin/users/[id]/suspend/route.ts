// POST /server/admin/users/{id}/suspend — moderators: suspend a member (sessions revoked, listings hidden, pending orders rejected)
import { withRoute } from "@/lib/api/route";
import { suspendUser } from "@/lib/moderation/users";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, params, body }) => ({
  message: "The account is suspended",
  ...(await suspendUser({ actor: { id: auth.user.id, email: auth.user.email }, userId: params.id, reason: body.reason })),
}));
