// GET /server/admin/vitals — real visitors' speed: the 75th percentile per kind of page, last 7 and 28 days
import { withRoute } from "@/lib/api/route";
import { getSpeedReport } from "@/lib/vitals/service";
import * as contract from "./contract";

export const GET = withRoute(contract.GET, async ({ query }) => ({ report: await getSpeedReport({ device: query.device }) }));
