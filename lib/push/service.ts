import "server-only";
import type { TLiveEventInput } from "@/lib/live/events";

/**
 * Sends the Web Push notifications that a committed change calls for (implemented in this module by
 * the push work of issue 34). Called after the response, with the events the change recorded.
 */
export async function pushForEvents(events: TLiveEventInput[]): Promise<void> {
  void events;
}
