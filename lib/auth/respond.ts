import "server-only";
import type { NextResponse } from "next/server";
import { ok } from "@/lib/http/respond";
import { sessionCookieName, sessionCookieOptions } from "./cookie";
import type { TSessionUser } from "./session";

/** The login/register answer: the token for localStorage, and the same session as an httpOnly cookie. */
export function sessionAnswer({ message, token, user, status = 200 }: { message: string; token: string; user: TSessionUser; status?: number }) {
  const res = ok({ message, token, user }, { status });
  res.cookies.set(sessionCookieName(), token, sessionCookieOptions());
  return res;
}

export function clearSessionCookie(res: NextResponse) {
  res.cookies.set(sessionCookieName(), "", sessionCookieOptions(0));
  return res;
}
