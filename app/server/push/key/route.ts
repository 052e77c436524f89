// GET /server/push/key — the VAPID public key browsers subscribe with (PUSH_OFF when push is off)
import { withRoute } from "@/lib/api/route";
import { getPushPublicKey } from "@/lib/push/service";

export const GET = withRoute({
  auth: "none",
  handler: async () => ({ publicKey: getPushPublicKey() }),
});
