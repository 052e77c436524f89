// Typed calls to /server/push/* for the browser.
import { ApiError, apiFetch, INVALID_RESPONSE_MESSAGE } from "@/lib/api-client/fetch";

export const pushApi = {
  /** The VAPID public key; PUSH_OFF (an ApiError) when the server sends no push. */
  key: async (): Promise<string> => {
    const { publicKey } = await apiFetch<{ publicKey?: unknown }>("/push/key");
    if (typeof publicKey !== "string") throw new ApiError({ status: 200, code: "INVALID_RESPONSE", message: INVALID_RESPONSE_MESSAGE });
    return publicKey;
  },
  subscribe: (subscription: PushSubscriptionJSON) => apiFetch("/push/subscriptions", { method: "POST", body: subscription }),
  unsubscribe: (endpoint: string) => apiFetch("/push/subscriptions", { method: "DELETE", body: { endpoint } }),
};
