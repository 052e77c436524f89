import { CONNECTION_TYPES, type TConnectionType, type TDeviceClass } from "./metrics";

// What a beacon says of the visitor's device and network: a class each, never the browser's own words
// (no user agent, no screen size).

/** A phone (the browser says so, or a touch screen under 600 px on its short side), a tablet (a larger touch screen) or a computer. */
export function deviceClassOf({ isMobile, isTouch, shortSide }: { isMobile: boolean; isTouch: boolean; shortSide: number }): TDeviceClass {
  if (isMobile || (isTouch && shortSide < 600)) return "phone";
  return isTouch ? "tablet" : "desktop";
}

/** The Network Information API's `effectiveType` as one of ours: "unknown" when the browser has none (Safari, Firefox). */
export function connectionTypeOf(effectiveType: unknown): TConnectionType {
  return (CONNECTION_TYPES as readonly unknown[]).includes(effectiveType) && effectiveType !== "unknown"
    ? (effectiveType as TConnectionType)
    : "unknown";
}
