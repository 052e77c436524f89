import "server-only";
import type { NextResponse } from "next/server";
import { ok } from "@/lib/http/json-response";
import { sessionCookieName, sessionCookieOptions, signedInHint } from "@/lib/session/cookie";
import type { TSessionUser } from "@/lib/session/responses";
import { knownDeviceCookie } from "./lockout";

/**
 * The login/register answer: the token for localStorage, the same session as an httpOnly cookie, and the
 * known-device cookie that lets this device past the account's guessing brake (lib/auth/lockout.ts).
 */
export function sessionAnswer({
  message,
  token,
  user,
  status = 200,
}: {
  message: string;
  token: string;
  user: TSessionUser;
  status?: number;
}) {
  const res = ok({ message, token, user }, { status });
  res.cookies.set(sessionCookieName(), token, sessionCookieOptions());
  const hint = signedInHint();
  res.cookies.set(hint.name, hint.value, hint.options);
  const device = knownDeviceCookie(user.id);
  res.cookies.set(device.name, device.value, device.options);
  return res;
}

export function clearSessionCookie(res: NextResponse) {
  res.cookies.set(sessionCookieName(), "", sessionCookieOptions(0));
  const hint = signedInHint(0);
  res.cookies.set(hint.name, hint.value, hint.options);
  return res;
}
