import { endpoint } from "@/lib/api/contract";
import { PROFILE_LIMITS } from "@/lib/profile/limits";
import { ZProfileAnswer } from "@/lib/profile/responses";
import { ZPreferences } from "@/lib/profile/schemas";

export const PUT = endpoint({
  tag: "Profile",
  summary: "Choose my language",
  description: "The language of the site and of the mails.",
  auth: "required",
  body: ZPreferences,
  rateLimit: ({ auth }) => [{ rule: PROFILE_LIMITS.settingsPerUser, subject: auth!.user.id }],
  responses: [{ status: 200, description: "Saved.", schema: ZProfileAnswer }],
});
