// GET /server/admin/support/{id} — moderators: one support request with its replies
import { withRoute } from "@/lib/api/route";
import { getSupportRequest } from "@/lib/moderation/support-inbox";
import * as contract from "./contract";

export const GET = withRoute(contract.GET, async ({ params }) => ({ request: await getSupportRequest({ id: params.id }) }));
