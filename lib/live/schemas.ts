import * as z from "zod";
import "@/lib/zod";

/** A live event id as the stream sends it (a bigint in decimal). */
export const LIVE_EVENT_ID = /^\d{1,18}$/;

/** GET /server/events: the last event a page already has, for its first connection (later ones send Last-Event-ID). */
export const ZEventsQuery = z.object({
  lastEventId: z.string("lastEventId must be text").regex(LIVE_EVENT_ID, "lastEventId must be an event id (digits)").optional(),
});
export type TEventsQuery = z.infer<typeof ZEventsQuery>;
