import { endpoint } from "@/lib/api/contract";
import { SUPPORT_RATE_LIMITS } from "@/lib/support/limits";
import { ZTicketAnswer } from "@/lib/support/responses";
import { ZSupportRequest } from "@/lib/support/schemas";

export const POST = endpoint({
  tag: "Help",
  summary: "Send a support request",
  description:
    "Stored, then mailed to the support inbox; the sender gets a receipt by mail with its ticket number, which the answer gives too (Consumer Protection (E-Commerce) Rules 2020, rule 5(3)(b)).",
  auth: "optional",
  body: ZSupportRequest,
  rateLimit: ({ ip, body }) => [
    { rule: SUPPORT_RATE_LIMITS.supportPerIp, subject: ip },
    { rule: SUPPORT_RATE_LIMITS.supportPerEmail, subject: body.email },
  ],
  responses: [{ status: 201, description: "Received.", schema: ZTicketAnswer }],
});
