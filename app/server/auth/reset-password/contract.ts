import { endpoint } from "@/lib/api/contract";
import { ZResetPassword } from "@/lib/auth/schemas";
import { ZMessageAnswer } from "@/lib/http/envelope";

export const POST = endpoint({
  tag: "Accounts",
  summary: "Set a new password with a reset link",
  description: "Every session of the account is signed out.",
  auth: "none",
  body: ZResetPassword,
  errors: ["RESET_LINK_INVALID"],
  responses: [{ status: 200, description: "The password is changed.", schema: ZMessageAnswer }],
});
