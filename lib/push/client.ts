// Typed calls to /server/push/* for the browser.
import { apiCall, type TBodyOf } from "@/lib/api-client/call";
// Types only: erased at build time, so zod never reaches the browser through them.
import type { ZMessageAnswer } from "@/lib/http/envelope";
import type { ZPushKeyAnswer, ZPushUnsubscribedAnswer } from "./responses";
import type { ZPushSubscription, ZPushUnsubscribe } from "./schemas";

export const pushApi = {
  /** The VAPID public key; PUSH_OFF (an ApiError) when the server sends no push. */
  key: async () => (await apiCall<typeof ZPushKeyAnswer>("/push/key")).publicKey,
  /**
   * The browser's PushSubscription.toJSON(), as it is: the DOM's type leaves each field optional, and the
   * server checks them (PUSH_ENDPOINT_INVALID, PUSH_KEYS_INVALID).
   */
  subscribe: (subscription: PushSubscriptionJSON) =>
    apiCall<typeof ZMessageAnswer, typeof ZPushSubscription>("/push/subscriptions", {
      method: "POST",
      body: subscription as TBodyOf<typeof ZPushSubscription>,
    }),
  unsubscribe: (endpoint: string) =>
    apiCall<typeof ZPushUnsubscribedAnswer, typeof ZPushUnsubscribe>("/push/subscriptions", { method: "DELETE", body: { endpoint } }),
};
