// GET /server/push/key — the VAPID public key browsers subscribe with (PUSH_OFF when push is off)
import { withRoute } from "@/lib/api/route";
import { getPushPublicKey } from "@/lib/push/service";
import * as contract from "./contract";

export const GET = withRoute(contract.GET, async () => ({ publicKey: getPushPublicKey() }));
