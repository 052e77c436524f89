// GET /server/applications/between/{id} — the applications between me and another member, for the chat's banner
import { withRoute } from "@/lib/api/route";
import { applicationsBetween } from "@/lib/applications/service";
import * as contract from "./contract";

export const GET = withRoute(contract.GET, async ({ auth, params }) => ({
  applications: await applicationsBetween({ userId: auth.user.id, otherUserId: params.id }),
}));
