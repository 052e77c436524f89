// GET /server/profile — my profile and statistics; PUT /server/profile — save name, email, phone, location, bio;
// DELETE /server/profile — delete my account (password again), at once and for good
import { withRoute } from "@/lib/api/route";
import { deleteAccount } from "@/lib/account/deletion";
import { clearSessionCookie } from "@/lib/auth/respond";
import { ok } from "@/lib/http/respond";
import { PROFILE_LIMITS } from "@/lib/profile/limits";
import { ZDeleteAccount, ZProfile } from "@/lib/profile/schemas";
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
      profile,
      isEmailChanged,
      isVerificationSent,
    };
  },
});

export const DELETE = withRoute({
  auth: "required",
  body: ZDeleteAccount,
  // Every attempt counts, like a login: the password must not be guessable through this door.
  rateLimit: ({ auth }) => [{ rule: PROFILE_LIMITS.deletePerUser, subject: auth!.user.id }],
  handler: async ({ auth, body }) => {
    const result = await deleteAccount({ userId: auth.user.id, password: body.password });
    return clearSessionCookie(ok({ message: "Your account has been deleted", ...result }));
  },
});
