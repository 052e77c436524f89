// /server/push/subscriptions — POST keep this browser's push subscription, DELETE forget it
import { withRoute } from "@/lib/api/route";
import { PUSH_LIMITS } from "@/lib/push/limits";
import { ZPushSubscription, ZPushUnsubscribe } from "@/lib/push/schemas";
import { deletePushSubscription, savePushSubscription } from "@/lib/push/service";

export const POST = withRoute({
  auth: "required",
  body: ZPushSubscription,
  rateLimit: ({ auth }) => [{ rule: PUSH_LIMITS.subscribePerUser, subject: auth!.user.id }],
  handler: async ({ req, auth, body }) => {
    await savePushSubscription({ userId: auth.user.id, input: body, userAgent: req.headers.get("user-agent") });
    return { message: "Push subscription saved" };
  },
});

export const DELETE = withRoute({
  auth: "required",
  body: ZPushUnsubscribe,
  handler: async ({ auth, body }) => ({
    message: "Push subscription removed",
    removed: await deletePushSubscription({ userId: auth.user.id, endpoint: body.endpoint }),
  }),
});
