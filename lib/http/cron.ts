import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";
import { AppError, type TErrorCode } from "@/lib/http/errors";

const digest = (s: string) => createHash("sha256").update(s).digest();

/**
 * The scheduler's call to a job's endpoint (the alert digest, the retention job; Vercel Cron sends
 * `Authorization: Bearer <CRON_SECRET>`). Without a configured secret the endpoint does not exist
 * (NOT_FOUND), so it never runs unprotected; a missing or wrong secret is CRON_SECRET_INVALID. Compared in constant time, as hashes of equal length.
 */
export function assertCronRequest(req: Request) {
  const secret = env().CRON_SECRET;
  if (!secret) throw new AppError("NOT_FOUND");
  const given = /^Bearer (.+)$/.exec(req.headers.get("authorization") ?? "")?.[1] ?? "";
  if (!timingSafeEqual(digest(given), digest(secret))) throw new AppError("CRON_SECRET_INVALID");
}

/** How a job's endpoint tells of the scheduler's call in the API reference, and what `assertCronRequest` answers. */
export const CRON_CALL: { note: string; errors: TErrorCode[] } = {
  note: "For the scheduler only: `Authorization: Bearer <CRON_SECRET>` (Vercel Cron sends exactly that). Without CRON_SECRET configured the endpoint answers 404.",
  errors: ["NOT_FOUND", "CRON_SECRET_INVALID"],
};
