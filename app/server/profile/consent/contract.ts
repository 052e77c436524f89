import { endpoint } from "@/lib/api/contract";
import { ZMessageAnswer } from "@/lib/http/envelope";
import { PROFILE_LIMITS } from "@/lib/profile/limits";
import { ZConsent } from "@/lib/profile/schemas";

export const POST = endpoint({
  tag: "Profile",
  summary: "Accept the current terms and privacy policy",
  description:
    "Records the version accepted and when. The session's user says whether the current version is accepted (`hasAcceptedTerms`); `version` must be the current one, as the site shows it.",
  auth: "required",
  body: ZConsent,
  rateLimit: ({ auth }) => [{ rule: PROFILE_LIMITS.settingsPerUser, subject: auth!.user.id }],
  responses: [{ status: 200, description: "Recorded.", schema: ZMessageAnswer }],
});
