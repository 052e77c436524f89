import * as z from "zod";
import { endpoint, idParam } from "@/lib/api/contract";
import { okAnswer } from "@/lib/http/envelope";
import { ZSupportRequestDetail } from "@/lib/moderation/support-responses";

export const POST = endpoint({
  tag: "Moderation",
  summary: "Reopen a closed support request",
  description: "It becomes answered if it had a reply, open otherwise.",
  auth: "required",
  role: "moderator",
  notFound: "SUPPORT_REQUEST_NOT_FOUND",
  params: idParam("support request"),
  errors: ["SUPPORT_REQUEST_NOT_FOUND", "SUPPORT_NOT_CLOSED"],
  responses: [{ status: 200, description: "Open again.", schema: okAnswer({ message: z.string(), request: ZSupportRequestDetail }) }],
});
