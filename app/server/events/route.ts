// GET /server/events — the signed-in person's live events (Server-Sent Events; lib/live/stream.ts); as
// the stream ends (every 280 s while someone has the app open), the due new-message mails go in passing
import { withRoute } from "@/lib/api/route";
import { openLiveStream, resumeIdOf } from "@/lib/live/stream";
import * as contract from "./contract";

// The stream ends itself at 280 s (`event: reconnect`), before the platform's limit.
export const maxDuration = 300;
export const dynamic = "force-dynamic";

export const GET = withRoute(contract.GET, async ({ req, auth, query }) =>
  openLiveStream({
    userId: auth.user.id,
    sessionId: auth.sessionId,
    resumeFrom: resumeIdOf(req.headers.get("last-event-id"), query.lastEventId),
    signal: req.signal,
  }),
);
