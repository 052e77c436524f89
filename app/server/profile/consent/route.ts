// POST /server/profile/consent — I accept the current terms and privacy policy (the version the site showed me)
import { withRoute } from "@/lib/api/route";
import { acceptTerms } from "@/lib/profile/service";
import { PROFILE_LIMITS } from "@/lib/profile/limits";
import { ZConsent } from "@/lib/profile/schemas";

export const POST = withRoute({
  auth: "required",
  body: ZConsent,
  rateLimit: ({ auth }) => [{ rule: PROFILE_LIMITS.settingsPerUser, subject: auth!.user.id }],
  handler: async ({ auth }) => {
    await acceptTerms({ userId: auth.user.id });
    return { message: "Thank you" };
  },
});
