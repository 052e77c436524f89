import { endpoint } from "@/lib/api/contract";
import { ZMeAnswer } from "@/lib/auth/responses";

export const GET = endpoint({
  tag: "Accounts",
  summary: "The signed-in user",
  auth: "required",
  responses: [{ status: 200, description: "The user of this session.", schema: ZMeAnswer }],
});
