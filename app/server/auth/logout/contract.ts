import { endpoint } from "@/lib/api/contract";
import { ZMessageAnswer } from "@/lib/http/envelope";

export const POST = endpoint({
  tag: "Accounts",
  summary: "Sign out",
  description: "Revokes this session on the server (the token stops working at once) and clears the cookie.",
  auth: "optional",
  responses: [{ status: 200, description: "Signed out.", schema: ZMessageAnswer }],
});
