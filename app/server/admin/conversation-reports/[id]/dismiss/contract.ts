import { endpoint, idParam } from "@/lib/api/contract";
import { ZMessageAnswer } from "@/lib/http/envelope";
import { ZOptionalModerationReason } from "@/lib/moderation/reports-schemas";

export const POST = endpoint({
  tag: "Moderation",
  summary: "Dismiss a conversation report",
  auth: "required",
  role: "moderator",
  notFound: "CONVERSATION_REPORT_NOT_FOUND",
  body: ZOptionalModerationReason,
  params: idParam("conversation report"),
  errors: ["CONVERSATION_REPORT_NOT_FOUND", "CONVERSATION_REPORT_CLOSED"],
  responses: [{ status: 200, description: "Dismissed.", schema: ZMessageAnswer }],
});
