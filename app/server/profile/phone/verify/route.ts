// POST /server/profile/phone/verify — enter the code sent by SMS: my mobile number is then verified
import { withRoute } from "@/lib/api/route";
import { verifyPhoneCode } from "@/lib/phone/service";
import { getProfile } from "@/lib/profile/service";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, body }) => {
  const { phone } = await verifyPhoneCode({ userId: auth.user.id, code: body.code });
  const { profile } = await getProfile({ userId: auth.user.id });
  return { message: "Your mobile number is verified", phone, profile };
});
