// GET /server/admin/flags — moderators: listings that look like scams (photo matches, low prices), newest first
import { withRoute } from "@/lib/api/route";
import { listFlags } from "@/lib/moderation/flags-queue";
import * as contract from "./contract";

export const GET = withRoute(contract.GET, async ({ query }) => listFlags(query));
