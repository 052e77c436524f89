import { endpoint, idParam } from "@/lib/api/contract";
import { okAnswer } from "@/lib/http/envelope";
import { ZSupportRequestDetail } from "@/lib/moderation/support-responses";

export const GET = endpoint({
  tag: "Moderation",
  summary: "One support request",
  auth: "required",
  role: "moderator",
  notFound: "SUPPORT_REQUEST_NOT_FOUND",
  params: idParam("support request"),
  errors: ["SUPPORT_REQUEST_NOT_FOUND"],
  responses: [{ status: 200, description: "The request with its replies.", schema: okAnswer({ request: ZSupportRequestDetail }) }],
});
