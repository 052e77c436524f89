// POST /server/profile/consent — I accept the current terms and privacy policy (the version the site showed me)
import { withRoute } from "@/lib/api/route";
import { acceptTerms } from "@/lib/profile/service";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth }) => {
  await acceptTerms({ userId: auth.user.id });
  return { message: "Thank you" };
});
