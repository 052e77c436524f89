// GET /server/health — liveness check; no database work (also the benchmarks' ceiling)
import { withRoute } from "@/lib/http/route";

export const GET = withRoute({
  auth: "none",
  handler: async () => ({ status: "ok" }),
});
