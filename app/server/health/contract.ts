import * as z from "zod";
import { endpoint } from "@/lib/api/contract";
import { ZHealthReady, ZHealthUnavailable } from "@/lib/health/responses";
import { ZErrorAnswer } from "@/lib/http/envelope";

export const GET = endpoint({
  tag: "Service",
  summary: "Readiness",
  description:
    "200 when this instance reaches the database; 503 with Retry-After when it does not (for load balancers and monitors). HEAD answers the same, without the body.",
  auth: "none",
  // A monitor may ask with HEAD; the check only reads.
  answersHead: true,
  responses: [
    { status: 200, description: "Ready.", schema: ZHealthReady },
    {
      status: 503,
      description: "Not ready: the database cannot be reached.",
      schema: z.union([ZHealthUnavailable, ZErrorAnswer]),
      headers: { "Retry-After": "Seconds to wait before asking again." },
    },
  ],
});
