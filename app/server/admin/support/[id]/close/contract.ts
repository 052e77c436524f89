import * as z from "zod";
import { endpoint, idParam } from "@/lib/api/contract";
import { okAnswer } from "@/lib/http/envelope";
import { ZSupportRequestDetail } from "@/lib/moderation/support-responses";

export const POST = endpoint({
  tag: "Moderation",
  summary: "Close a support request",
  auth: "required",
  role: "moderator",
  notFound: "SUPPORT_REQUEST_NOT_FOUND",
  params: idParam("support request"),
  errors: ["SUPPORT_REQUEST_NOT_FOUND", "SUPPORT_ALREADY_CLOSED"],
  responses: [{ status: 200, description: "Closed.", schema: okAnswer({ message: z.string(), request: ZSupportRequestDetail }) }],
});
