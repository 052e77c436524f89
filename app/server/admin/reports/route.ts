// GET /server/admin/reports — the moderators' queue: listings with open reports, and open conversation reports
import { withRoute } from "@/lib/api/route";
import { getReportsQueue } from "@/lib/moderation/get-reports-queue";
import * as contract from "./contract";

export const GET = withRoute(contract.GET, async () => getReportsQueue());
