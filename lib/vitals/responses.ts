// What the Speed figures endpoint answers, as zod schemas: the report's type is inferred from them, and
// the API reference (lib/openapi) describes GET /server/admin/vitals with them.
import * as z from "zod";
import { PAGE_TYPES } from "@/lib/routes";
import { METRICS, RATINGS } from "./metrics";
import { DEVICE_FILTERS } from "./schemas";

export const ZSpeedFigure = z
  .object({
    samples: z.number().int().meta({ description: "Page views that measured the metric." }),
    p75: z
      .number()
      .nullable()
      .meta({ description: "The 75th percentile: milliseconds (CLS: a score); within 5% of the exact value. Null without samples." }),
    rating: z
      .enum(RATINGS)
      .nullable()
      .meta({ description: "The 75th percentile against the Core Web Vitals thresholds. Null without samples." }),
  })
  .meta({ id: "SpeedFigure" });
export type TSpeedFigure = z.infer<typeof ZSpeedFigure>;

export const ZSpeedReport = z
  .object({
    device: z.enum(DEVICE_FILTERS).meta({ description: "The device class the figures are for, or all." }),
    today: z.iso.date().meta({ description: "The last day counted (India's calendar)." }),
    last7From: z.iso.date().meta({ description: "The first day of the last 7 days." }),
    last28From: z.iso.date().meta({ description: "The first day of the last 28 days." }),
    pages: z
      .array(
        z.object({
          pageType: z.enum(PAGE_TYPES),
          metrics: z
            .array(z.object({ metric: z.enum(METRICS), last7: ZSpeedFigure, last28: ZSpeedFigure }))
            .meta({ description: "LCP, INP, CLS and TTFB, in that order." }),
        }),
      )
      .meta({ description: "The kinds of page with samples in the last 28 days, in a fixed order." }),
  })
  .meta({ id: "SpeedReport", description: "Real visitors' speed: the 75th percentile per kind of page." });
export type TSpeedReport = z.infer<typeof ZSpeedReport>;
