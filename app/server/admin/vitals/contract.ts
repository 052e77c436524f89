import { endpoint } from "@/lib/api/contract";
import { okAnswer } from "@/lib/http/envelope";
import { ZSpeedReport } from "@/lib/vitals/responses";
import { ZSpeedQuery } from "@/lib/vitals/schemas";

export const GET = endpoint({
  tag: "Moderation",
  summary: "Real visitors' speed",
  description:
    "The 75th percentile of LCP, INP, CLS and TTFB per kind of page, over the last 7 and the last 28 days (India's calendar, today included), with the number of samples and the Core Web Vitals rating; `device` narrows it to phones, tablets or computers.",
  auth: "required",
  role: "moderator",
  query: ZSpeedQuery,
  responses: [{ status: 200, description: "The figures.", schema: okAnswer({ report: ZSpeedReport }) }],
});
