import { endpoint } from "@/lib/api/contract";
import { LIMITS } from "@/lib/auth/limits";
import { ZMessageAnswer } from "@/lib/http/envelope";

export const POST = endpoint({
  tag: "Accounts",
  summary: "Mail a new verification link",
  auth: "required",
  rateLimit: ({ auth }) => [{ rule: LIMITS.verifyMailPerUser, subject: auth!.user.id }],
  errors: ["ALREADY_VERIFIED", "MAIL_FAILED"],
  responses: [{ status: 200, description: "The mail is on its way.", schema: ZMessageAnswer }],
});
