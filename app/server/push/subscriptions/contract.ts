import { endpoint } from "@/lib/api/contract";
import { ZMessageAnswer } from "@/lib/http/envelope";
import { PUSH_LIMITS } from "@/lib/push/limits";
import { ZPushUnsubscribedAnswer } from "@/lib/push/responses";
import { ZPushSubscription, ZPushUnsubscribe } from "@/lib/push/schemas";

export const POST = endpoint({
  tag: "Push",
  summary: "Keep this browser's push subscription",
  description:
    "The body is PushSubscription.toJSON(). The endpoint must be an https address of a browser's push service (FCM, Mozilla's, Apple's, Microsoft's), exactly as PushSubscription.endpoint gives it: a lowercase host name (no IP address, port, user-info or fragment) that every URL parser reads alike; `keys.p256dh` an uncompressed P-256 point on the curve, `keys.auth` 16 bytes. A subscription already kept for that endpoint moves to this user. Which notifications are sent is chosen with the push switches (PUT /server/profile/notifications). A push goes only when the user has no page of the site open with live updates, and says who and which pet, never a message's text.",
  auth: "required",
  body: ZPushSubscription,
  rateLimit: ({ auth }) => [{ rule: PUSH_LIMITS.subscribePerUser, subject: auth!.user.id }],
  responses: [{ status: 200, description: "Kept.", schema: ZMessageAnswer }],
});

export const DELETE = endpoint({
  tag: "Push",
  summary: "Forget this browser's push subscription",
  description: "Only the user's own: another user's subscription with that endpoint stays (`removed: 0`).",
  auth: "required",
  body: ZPushUnsubscribe,
  responses: [
    {
      status: 200,
      description: "Done.",
      schema: ZPushUnsubscribedAnswer,
    },
  ],
});
