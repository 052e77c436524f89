// GET /server/events — the signed-in person's live events (Server-Sent Events; lib/live/stream.ts)
import { withRoute } from "@/lib/api/route";
import { LIVE_LIMITS } from "@/lib/live/limits";
import { ZEventsQuery } from "@/lib/live/schemas";
import { openLiveStream, resumeIdOf } from "@/lib/live/stream";

// The stream ends itself at 280 s (`event: reconnect`), before the platform's limit.
export const maxDuration = 300;
export const dynamic = "force-dynamic";

export const GET = withRoute({
  auth: "required",
  query: ZEventsQuery,
  rateLimit: ({ auth }) => [{ rule: LIVE_LIMITS.connectPerUser, subject: auth!.user.id }],
  handler: ({ req, auth, query }) =>
    openLiveStream({
      userId: auth.user.id,
      sessionId: auth.sessionId,
      resumeFrom: resumeIdOf(req.headers.get("last-event-id"), query.lastEventId),
      signal: req.signal,
    }),
});
