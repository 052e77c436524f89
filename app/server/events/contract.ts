import { endpoint } from "@/lib/api/contract";
import { LIVE_EVENT_KINDS } from "@/lib/live/kinds";
import { LIVE_LIMITS, MAX_OPEN_STREAMS_PER_USER } from "@/lib/live/limits";
import { ZEventsQuery } from "@/lib/live/schemas";
import { deliverDueMessageMailsAfterResponse } from "@/lib/notifications/service";

// Listed with Messages: their live updates are most of these events.
export const GET = endpoint({
  inPassing: deliverDueMessageMailsAfterResponse,
  tag: "Messages",
  summary: "My live events (Server-Sent Events)",
  description:
    `A text/event-stream for EventSource. Each event is \`id: <id>\`, \`event: <kind>\` (${LIVE_EVENT_KINDS.join(", ")}) and \`data:\` a JSON object \`{ id, kind, data, createdAt }\` whose \`data\` holds ids and names only (orderId, petId, petName, otherUserId, otherUserName, messageId, status…), never a message's text. ` +
    "The stream starts with `retry: 3000`; with a `Last-Event-ID` header (a reconnecting EventSource sends it) or `?lastEventId=` it first sends again, without `id:`, the events up to that id written in the last 30 s (one may have committed late, after a higher id was sent: skip those you have, by `data.id`), then replays the events after it; else it starts from now. Then `event: ready` with `{ lastEventId }`. An event that commits late while the stream is open also comes without `id:`. A comment `: ping` comes every 20 s. " +
    'At 280 s the stream ends with `event: reconnect` (EventSource reconnects by itself and misses nothing). When the session is revoked or the account suspended it ends with `event: end` and `{ reason: "signed-out" | "suspended" }`: the client must close its EventSource then. ' +
    `A person keeps at most ${MAX_OPEN_STREAMS_PER_USER} streams open (on all servers together): a new one beyond that ends the oldest with \`event: end\` and \`{ reason: "replaced" }\`, after which that client should close its EventSource and open a new one only later (when its tab is shown again, or minutes later), not at once. At most 30 new connections a minute per person.`,
  auth: "required",
  query: ZEventsQuery,
  rateLimit: ({ auth }) => [{ rule: LIVE_LIMITS.connectPerUser, subject: auth!.user.id }],
  responses: [
    {
      status: 200,
      description: "The event stream (open until it ends itself or the client goes).",
      media: "text/event-stream",
      headers: { "Cache-Control": "no-store, no-transform", "X-Accel-Buffering": "no" },
    },
  ],
});
