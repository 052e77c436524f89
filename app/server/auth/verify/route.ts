// GET /server/auth/verify?token= — mark the email verified with a mailed single-use token
import { ZVerifyQuery } from "@/lib/auth/schemas";
import { verifyEmail } from "@/lib/auth/service";
import { AppError } from "@/lib/http/errors";
import { withRoute } from "@/lib/api/route";

export const GET = withRoute({
  auth: "none",
  query: ZVerifyQuery,
  handler: async ({ query }) => {
    if (!query.token) throw new AppError("VERIFY_TOKEN_MISSING");
    await verifyEmail({ token: query.token });
    return { message: "Email verified successfully" };
  },
});
