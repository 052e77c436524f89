import { endpoint } from "@/lib/api/contract";
import { ZPushKeyAnswer } from "@/lib/push/responses";

export const GET = endpoint({
  tag: "Push",
  summary: "The key browsers subscribe with",
  description:
    "The VAPID public key, for PushManager.subscribe({ applicationServerKey }). PUSH_OFF (404) when this server sends no push notifications.",
  auth: "none",
  errors: ["PUSH_OFF"],
  responses: [{ status: 200, description: "Push is on.", schema: ZPushKeyAnswer }],
});
