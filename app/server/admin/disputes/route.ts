// GET /server/admin/disputes — moderators: the disputes queue, with its clocks
import { withRoute } from "@/lib/api/route";
import { listDisputes } from "@/lib/disputes/service";
import * as contract from "./contract";

export const GET = withRoute(contract.GET, async ({ query }) => ({ disputes: await listDisputes({ state: query.state }) }));
