import { endpoint, idParam } from "@/lib/api/contract";
import { ZMessageAnswer } from "@/lib/http/envelope";
import { ZModerationReason } from "@/lib/moderation/reports-schemas";

export const POST = endpoint({
  tag: "Moderation",
  summary: "Uphold a conversation report",
  description: "The reported user is warned by mail, with the reason.",
  auth: "required",
  role: "moderator",
  notFound: "CONVERSATION_REPORT_NOT_FOUND",
  body: ZModerationReason,
  params: idParam("conversation report"),
  errors: ["CONVERSATION_REPORT_NOT_FOUND", "CONVERSATION_REPORT_CLOSED"],
  responses: [{ status: 200, description: "Upheld.", schema: ZMessageAnswer }],
});
