// GET /server/auth/me — the signed-in user
import { withRoute } from "@/lib/http/route";

export const GET = withRoute({
  auth: "required",
  handler: async ({ auth }) => ({ user: auth.user }),
});
