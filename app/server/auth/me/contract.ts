import { endpoint } from "@/lib/api/contract";
import { ZSessionUser } from "@/lib/auth/responses";
import { okAnswer } from "@/lib/http/answers";

export const GET = endpoint({
  tag: "Accounts",
  summary: "The signed-in user",
  auth: "required",
  responses: [{ status: 200, description: "The user of this session.", schema: okAnswer({ user: ZSessionUser }) }],
});
