import { endpoint } from "@/lib/api/contract";
import { ZMessageAnswer } from "@/lib/http/answers";
import { SUPPORT_RATE_LIMITS } from "@/lib/support/limits";
import { ZContactMessage } from "@/lib/support/schemas";

export const POST = endpoint({
  tag: "Help",
  summary: "Send a contact message",
  description: "Stored, then mailed to the support inbox.",
  auth: "optional",
  body: ZContactMessage,
  rateLimit: ({ ip, body }) => [
    { rule: SUPPORT_RATE_LIMITS.contactPerIp, subject: ip },
    { rule: SUPPORT_RATE_LIMITS.contactPerEmail, subject: body.email },
  ],
  responses: [{ status: 201, description: "Received.", schema: ZMessageAnswer }],
});
