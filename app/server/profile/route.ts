// GET /server/profile — my profile and statistics; PUT /server/profile — save name, email, phone, location, bio;
// DELETE /server/profile — delete my account (password again), at once and for good
import { withRoute } from "@/lib/api/route";
import { deleteAccount } from "@/lib/account/deletion";
import { clearSessionCookie } from "@/lib/auth/session-answer";
import { ok } from "@/lib/http/json-response";
import { getProfile, updateProfile } from "@/lib/profile/service";
import * as contract from "./contract";

export const GET = withRoute(contract.GET, async ({ auth }) => getProfile({ userId: auth.user.id }));

export const PUT = withRoute(contract.PUT, async ({ auth, body }) => {
  const { profile, isEmailChanged, isVerificationSent } = await updateProfile({ userId: auth.user.id, input: body });
  return {
    message: isEmailChanged ? "Profile updated. Please verify your new email address." : "Profile updated successfully",
    profile,
    isEmailChanged,
    isVerificationSent,
  };
});

export const DELETE = withRoute(contract.DELETE, async ({ auth, body }) => {
  const result = await deleteAccount({ userId: auth.user.id, password: body.password });
  return clearSessionCookie(ok({ message: "Your account has been deleted", ...result }));
});
