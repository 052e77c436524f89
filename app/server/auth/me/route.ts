// GET /server/auth/me — the signed-in user
import { sessionCookieName, sessionCookieOptions } from "@/lib/auth/cookie";
import { tokenFromRequest } from "@/lib/auth/session";
import { ok } from "@/lib/http/respond";
import { withRoute } from "@/lib/http/route";

export const GET = withRoute({
  auth: "required",
  handler: async ({ req, auth }) => {
    const res = ok({ user: auth.user });
    // A device that kept its bearer token but lost the cookie (cleared, expired) gets it back, so
    // server-rendered pages and the proxy know the session too.
    const { token, via } = tokenFromRequest(req);
    if (via === "bearer" && token && !req.cookies.get(sessionCookieName())) res.cookies.set(sessionCookieName(), token, sessionCookieOptions());
    return res;
  },
});
