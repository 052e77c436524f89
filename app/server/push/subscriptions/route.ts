// /server/push/subscriptions — POST keep this browser's push subscription, DELETE forget it
import { withRoute } from "@/lib/api/route";
import { deletePushSubscription, savePushSubscription } from "@/lib/push/service";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ req, auth, body }) => {
  await savePushSubscription({ userId: auth.user.id, input: body, userAgent: req.headers.get("user-agent") });
  return { message: "Push subscription saved" };
});

export const DELETE = withRoute(contract.DELETE, async ({ auth, body }) => ({
  message: "Push subscription removed",
  removed: await deletePushSubscription({ userId: auth.user.id, endpoint: body.endpoint }),
}));
