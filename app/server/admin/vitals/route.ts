// GET /server/admin/vitals — real visitors' speed: the 75th percentile per kind of page, last 7 and 28 days
import { withRoute } from "@/lib/api/route";
import { ZSpeedQuery } from "@/lib/vitals/schemas";
import { getSpeedReport } from "@/lib/vitals/service";

export const GET = withRoute({
  auth: "required",
  role: "moderator",
  query: ZSpeedQuery,
  handler: async ({ query }) => ({ report: await getSpeedReport({ device: query.device }) }),
});
