// POST /server/admin/conversation-reports/{id}/action — a moderator upholds a conversation report: the reported user is warned by mail
import { withRoute } from "@/lib/api/route";
import { resolveConversationReport } from "@/lib/moderation/resolve-conversation-report";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, params, body }) => {
  await resolveConversationReport({ reportId: params.id, actor: auth.user, outcome: "actioned", reason: body.reason });
  return { message: "The report is upheld and the user is warned." };
});
