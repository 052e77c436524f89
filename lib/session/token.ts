import { decode, encode } from "next-auth/jwt";
import { env } from "@/lib/env";
import { SESSION_MAX_AGE_SECONDS } from "./cookie";

// The session token is a next-auth JWT (encrypted with a key derived from NEXTAUTH_SECRET) that
// names the user (`sub`) and the server-side session row (`sid`).

export function encodeSessionToken({ userId, sessionId }: { userId: string; sessionId: string }) {
  return encode({ token: { sub: userId, sid: sessionId }, secret: env().NEXTAUTH_SECRET, maxAge: SESSION_MAX_AGE_SECONDS });
}

/** The token's claims when it decrypts and has not expired; null otherwise. No database access. */
export async function readTokenClaims(token: string | null | undefined): Promise<{ sub: string; sid: string } | null> {
  if (!token || token.length > 4096) return null;
  try {
    const claims = await decode({ token, secret: env().NEXTAUTH_SECRET });
    if (claims && typeof claims.sub === "string" && typeof claims.sid === "string") return { sub: claims.sub, sid: claims.sid };
  } catch {
    // A token that does not decrypt is the same as no token.
  }
  return null;
}
