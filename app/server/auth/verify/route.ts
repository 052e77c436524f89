// GET /server/auth/verify?token= — mark the email verified with a mailed single-use token
import { verifyEmail } from "@/lib/auth/service";
import { AppError } from "@/lib/http/errors";
import { withRoute } from "@/lib/api/route";
import * as contract from "./contract";

export const GET = withRoute(contract.GET, async ({ query }) => {
  if (!query.token) throw new AppError("VERIFY_TOKEN_MISSING");
  await verifyEmail({ token: query.token });
  return { message: "Email verified successfully" };
});
