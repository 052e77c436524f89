// POST /server/admin/conversation-reports/{id}/dismiss — a moderator closes a conversation report: nothing wrong
import { withRoute } from "@/lib/api/route";
import { resolveConversationReport } from "@/lib/moderation/resolve-conversation-report";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, params, body }) => {
  await resolveConversationReport({ reportId: params.id, actor: auth.user, outcome: "dismissed", reason: body.reason });
  return { message: "The report is dismissed." };
});
