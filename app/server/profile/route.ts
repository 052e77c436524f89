// GET /server/profile — my profile and statistics; PUT /server/profile — save name, email, phone, location, bio
import { withRoute } from "@/lib/api/route";
import { PROFILE_LIMITS } from "@/lib/profile/limits";
import { ZProfile } from "@/lib/profile/schemas";
import { getProfile, updateProfile } from "@/lib/profile/service";

export const GET = withRoute({
  auth: "required",
  handler: async ({ auth }) => getProfile({ userId: auth.user.id }),
});

export const PUT = withRoute({
  auth: "required",
  body: ZProfile,
  rateLimit: ({ auth }) => [{ rule: PROFILE_LIMITS.updatePerUser, subject: auth!.user.id }],
  handler: async ({ auth, body }) => {
    const { profile, isEmailChanged, isVerificationSent } = await updateProfile({ userId: auth.user.id, input: body });
    return {
      message: isEmailChanged ? "Profile updated. Please verify your new email address." : "Profile updated successfully",
      profile, isEmailChanged, isVerificationSent,
    };
  },
});
