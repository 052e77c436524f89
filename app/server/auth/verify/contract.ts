import { endpoint } from "@/lib/api/contract";
import { ZVerifyQuery } from "@/lib/auth/schemas";
import { ZMessageAnswer } from "@/lib/http/envelope";

export const GET = endpoint({
  tag: "Accounts",
  summary: "Verify an email address",
  description: "With the single-use token from the verification mail.",
  auth: "none",
  query: ZVerifyQuery,
  errors: ["VERIFY_TOKEN_MISSING", "VERIFY_LINK_INVALID"],
  responses: [{ status: 200, description: "The address is verified.", schema: ZMessageAnswer }],
});
