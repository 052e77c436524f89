// POST /server/vitals — one page view's speed figures (LCP, INP, CLS, TTFB), sent by the browser when the
// page is hidden: counted per day, kind of page, device and connection; nothing of the visit is kept.
import { withRoute } from "@/lib/api/route";
import { MAX_BEACON_BYTES, VITALS_LIMITS } from "@/lib/vitals/limits";
import { ZVitalsBeacon } from "@/lib/vitals/schemas";
import { recordVitals } from "@/lib/vitals/service";

export const POST = withRoute({
  auth: "none",
  body: ZVitalsBeacon,
  maxBodyBytes: MAX_BEACON_BYTES,
  rateLimit: ({ ip }) => [{ rule: VITALS_LIMITS.beaconsPerIp, subject: ip }],
  handler: async ({ body }) => {
    await recordVitals({ beacon: body });
    // A beacon's answer is never read.
    return new Response(null, { status: 204 });
  },
});
