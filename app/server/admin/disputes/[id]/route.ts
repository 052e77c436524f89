// GET /server/admin/disputes/{id} — moderators: one dispute with everything to weigh
import { withRoute } from "@/lib/api/route";
import { getDisputeForModerator } from "@/lib/disputes/service";
import * as contract from "./contract";

export const GET = withRoute(contract.GET, async ({ params }) => ({ dispute: await getDisputeForModerator({ disputeId: params.id }) }));
