import "server-only";
import { cache } from "react";
import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import { redirect } from "@/lib/i18n/navigation";
import type { TLocale } from "@/lib/i18n/routing";
import { sessionCookieName } from "./cookie";
import { authenticate, isModerator, type TAuth, type TSessionUser } from "./service";

/**
 * The signed-in user of this request from the session cookie, checked against the sessions table
 * (so a revoked session is no session). Cached per request: the layout and the page share one lookup.
 */
export const getCurrentAuth = cache(async (): Promise<TAuth | null> => {
  const token = (await cookies()).get(sessionCookieName())?.value;
  if (!token) return null;
  return authenticate(token);
});

export const getCurrentUser = cache(async (): Promise<TSessionUser | null> => (await getCurrentAuth())?.user ?? null);

/**
 * The server guard of every /admin page: a moderator or admin, or the 404 page for anyone else (signed
 * out included), so the console's existence is not revealed.
 */
export async function requireModerator(): Promise<TAuth> {
  const auth = await getCurrentAuth();
  if (!auth || !isModerator(auth.role)) notFound();
  return auth;
}

/**
 * The server half of a signed-in page (each page of app/[locale]/(site)/(account) calls it with its own
 * return path): the signed-in user, or a redirect to /login?next=…. The proxy has already sent a
 * visitor without a session there; this holds for every render of the page, and hands it the user.
 */
export async function requireUser({ locale, next }: { locale: TLocale; next: string }): Promise<TSessionUser> {
  const user = await getCurrentUser();
  if (!user) return redirect({ href: `/login?next=${encodeURIComponent(next)}`, locale });
  return user;
}
