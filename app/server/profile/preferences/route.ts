// PUT /server/profile/preferences — my language (en, te, hi): the site's and my mails'
import { withRoute } from "@/lib/api/route";
import { PROFILE_LIMITS } from "@/lib/profile/limits";
import { ZPreferences } from "@/lib/profile/schemas";
import { updatePreferences } from "@/lib/profile/service";

export const PUT = withRoute({
  auth: "required",
  body: ZPreferences,
  rateLimit: ({ auth }) => [{ rule: PROFILE_LIMITS.settingsPerUser, subject: auth!.user.id }],
  handler: async ({ auth, body }) => ({
    message: "Preferences saved",
    profile: await updatePreferences({ userId: auth.user.id, locale: body.locale }),
  }),
});
