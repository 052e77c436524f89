// What the push endpoints answer, as zod schemas (the API reference describes the answers with them).
import * as z from "zod";

export const ZPushKey = z
  .string()
  .meta({ description: "The server's VAPID public key (base64url): PushManager.subscribe's applicationServerKey." });
