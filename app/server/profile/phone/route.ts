// POST /server/profile/phone — send a 6-digit code by SMS to my mobile number; DELETE — remove my number
import { withRoute } from "@/lib/api/route";
import { removePhone, startPhoneVerification } from "@/lib/phone/service";
import { getProfile } from "@/lib/profile/service";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, body }) => ({
  message: "We sent a code to your mobile number",
  ...(await startPhoneVerification({ userId: auth.user.id, phone: body.phone })),
}));

export const DELETE = withRoute(contract.DELETE, async ({ auth }) => {
  await removePhone({ userId: auth.user.id });
  const { profile } = await getProfile({ userId: auth.user.id });
  return { message: "Mobile number removed", profile };
});
