import { endpoint } from "@/lib/api/contract";
import { ZMessageAnswer } from "@/lib/http/envelope";
import { PROFILE_LIMITS } from "@/lib/profile/limits";
import { ZChangePassword } from "@/lib/profile/schemas";

export const POST = endpoint({
  tag: "Profile",
  summary: "Change my password",
  description: "Needs the current password. Every other session is signed out; this one stays.",
  auth: "required",
  body: ZChangePassword,
  // Every attempt counts, like a login: the current password must not be guessable through this door.
  rateLimit: ({ auth }) => [{ rule: PROFILE_LIMITS.passwordPerUser, subject: auth!.user.id }],
  errors: ["WRONG_PASSWORD"],
  responses: [{ status: 200, description: "Changed.", schema: ZMessageAnswer }],
});
