import { endpoint } from "@/lib/api/contract";
import { PROFILE_LIMITS } from "@/lib/profile/limits";
import { ZProfileAnswer } from "@/lib/profile/responses";
import { ZNotifications } from "@/lib/profile/schemas";

export const PUT = endpoint({
  tag: "Profile",
  summary: "Choose which mails I get",
  description: "The three mail switches, and optionally `push`: the push switches to change (each optional; one left out stays as it is).",
  auth: "required",
  body: ZNotifications,
  rateLimit: ({ auth }) => [{ rule: PROFILE_LIMITS.settingsPerUser, subject: auth!.user.id }],
  responses: [{ status: 200, description: "Saved.", schema: ZProfileAnswer }],
});
