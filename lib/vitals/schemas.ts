// The speed beacon's body (POST /server/vitals) and the Speed page's query (GET /server/admin/vitals).
// Only the browser's reporter sends the beacon, so its texts are the API's English, not form texts.
import * as z from "zod";
import "@/lib/zod";
import { PAGE_TYPES } from "@/lib/routes";
import { CONNECTION_TYPES, DEVICE_CLASSES, MAX_VALUES, METRICS, type TMetric } from "./metrics";

const value = (metric: TMetric, unit: string) =>
  z
    .number(`${metric} must be a number`)
    .min(0, `${metric} must not be negative`)
    .max(MAX_VALUES[metric], `${metric} must be at most ${MAX_VALUES[metric]}`)
    .optional()
    .meta({ description: `${unit}, 0 to ${MAX_VALUES[metric]}.` });

/** An object's own text, or which fields it does not take. */
const objectError = (text: string) => ({
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === "unrecognized_keys" ? `Unknown field: ${(issue.keys ?? []).join(", ")}` : text,
});

/** One page view's figures: the kind of page, the device and connection classes, and what was measured. */
export const ZVitalsBeacon = z
  .strictObject(
    {
      pageType: z
        .enum(PAGE_TYPES, `pageType must be one of ${PAGE_TYPES.join(", ")}`)
        .meta({ description: "The kind of page the visit landed on (never its address)." }),
      device: z
        .enum(DEVICE_CLASSES, `device must be one of ${DEVICE_CLASSES.join(", ")}`)
        .meta({ description: "From the screen's size and whether it is a touch screen." }),
      connection: z
        .enum(CONNECTION_TYPES, `connection must be one of ${CONNECTION_TYPES.join(", ")}`)
        .meta({ description: "The Network Information API's effectiveType, else unknown." }),
      metrics: z
        .strictObject(
          {
            LCP: value("LCP", "Largest Contentful Paint in milliseconds"),
            INP: value("INP", "Interaction to Next Paint in milliseconds"),
            CLS: value("CLS", "Cumulative Layout Shift, a score"),
            TTFB: value("TTFB", "Time to First Byte in milliseconds"),
          },
          objectError("metrics must be an object of LCP, INP, CLS and TTFB"),
        )
        .refine((m) => METRICS.some((name) => m[name] !== undefined), "metrics must hold at least one of LCP, INP, CLS and TTFB"),
    },
    objectError("The body must be an object of pageType, device, connection and metrics"),
  )
  .meta({
    id: "VitalsBeacon",
    description:
      "What one page view measured. No address, account or browser: the server keeps counts per day, kind of page, device and connection.",
  });
export type TVitalsBeacon = z.infer<typeof ZVitalsBeacon>;

export const DEVICE_FILTERS = ["all", ...DEVICE_CLASSES] as const;
export type TDeviceFilter = (typeof DEVICE_FILTERS)[number];

/** GET /server/admin/vitals: every device, or one class. */
export const ZSpeedQuery = z.object({
  device: z.preprocess(
    (x) => (x === "" ? undefined : x),
    z.enum(DEVICE_FILTERS, `device must be one of ${DEVICE_FILTERS.join(", ")}`).default("all"),
  ),
});
export type TSpeedQuery = z.infer<typeof ZSpeedQuery>;
