import { endpoint } from "@/lib/api/contract";
import { ZMessageAnswer } from "@/lib/http/envelope";

export const DELETE = endpoint({
  tag: "Profile",
  summary: "Sign out everywhere",
  description: "Every session of the account, this one included, and the cookie.",
  auth: "required",
  responses: [{ status: 200, description: "Signed out on every device.", schema: ZMessageAnswer }],
});
