// POST /server/vitals — one page view's speed figures (LCP, INP, CLS, TTFB), sent by the browser when the
// page is hidden: counted per day, kind of page, device and connection; nothing of the visit is kept.
import { withRoute } from "@/lib/api/route";
import { recordVitals } from "@/lib/vitals/service";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ body }) => {
  await recordVitals({ beacon: body });
  // A beacon's answer is never read.
  return new Response(null, { status: 204 });
});
