// GET /server/auth/me — the signed-in user
import { sessionCookieName, sessionCookieOptions, signedInHint } from "@/lib/session/cookie";
import { tokenFromRequest } from "@/lib/session/service";
import { ok } from "@/lib/http/json-response";
import { withRoute } from "@/lib/api/route";
import * as contract from "./contract";

export const GET = withRoute(contract.GET, async ({ req, auth }) => {
  const res = ok({ user: auth.user });
  // A device that kept its bearer token but lost the cookie (cleared, expired) gets it back, so
  // server-rendered pages and the proxy know the session too.
  const { token, via } = tokenFromRequest(req);
  if (via === "bearer" && token && !req.cookies.get(sessionCookieName()))
    res.cookies.set(sessionCookieName(), token, sessionCookieOptions());
  const hint = signedInHint();
  if (!req.cookies.get(hint.name)) res.cookies.set(hint.name, hint.value, hint.options);
  return res;
});
