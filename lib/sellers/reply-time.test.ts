import { replyBucket } from "./reply-time";

describe("replyBucket", () => {
  it.each([
    [0, "hour"],
    [60, "hour"],
    [61, "hours"],
    [6 * 60, "hours"],
    [6 * 60 + 1, "day"],
    [24 * 60, "day"],
    [24 * 60 + 1, "days"],
    [30 * 24 * 60, "days"],
  ] as const)("%i minutes → %s", (minutes, bucket) => expect(replyBucket(minutes)).toBe(bucket));
});
