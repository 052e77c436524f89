import { endpoint } from "@/lib/api/contract";
import { ZMessageAnswer } from "@/lib/http/answers";
import { SUPPORT_RATE_LIMITS } from "@/lib/support/limits";
import { ZSupportRequest } from "@/lib/support/schemas";

export const POST = endpoint({
  tag: "Help",
  summary: "Send a support request",
  description: "Stored, then mailed to the support inbox.",
  auth: "optional",
  body: ZSupportRequest,
  rateLimit: ({ ip, body }) => [
    { rule: SUPPORT_RATE_LIMITS.supportPerIp, subject: ip },
    { rule: SUPPORT_RATE_LIMITS.supportPerEmail, subject: body.email },
  ],
  responses: [{ status: 201, description: "Received.", schema: ZMessageAnswer }],
});
