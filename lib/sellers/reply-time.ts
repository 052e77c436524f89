// How quickly a seller usually answers, in words a buyer reads at a glance. A pure module: the service
// computes the median, the pages only word it.

/** Fewer answered conversations than this in the window say too little: no figure is shown. */
export const MIN_REPLY_SAMPLES = 3;
/** The window the median looks at. */
export const REPLY_WINDOW_DAYS = 90;

export const REPLY_BUCKETS = ["hour", "hours", "day", "days"] as const;
export type TReplyBucket = (typeof REPLY_BUCKETS)[number];

/** "usually replies within an hour / a few hours / a day", or "after more than a day". */
export function replyBucket(medianMinutes: number): TReplyBucket {
  if (medianMinutes <= 60) return "hour";
  if (medianMinutes <= 6 * 60) return "hours";
  if (medianMinutes <= 24 * 60) return "day";
  return "days";
}
