// What the push endpoints answer, as zod schemas (the API reference describes the answers with them).
import * as z from "zod";
import { okAnswer } from "@/lib/http/envelope";

export const ZPushKey = z
  .string()
  .meta({ description: "The server's VAPID public key (base64url): PushManager.subscribe's applicationServerKey." });

/** GET /server/push/key. */
export const ZPushKeyAnswer = okAnswer({ publicKey: ZPushKey });
/** DELETE /server/push/subscriptions. */
export const ZPushUnsubscribedAnswer = okAnswer({
  message: z.string(),
  removed: z.number().int().meta({ description: "Subscriptions removed: 0 or 1." }),
});
