import sharp from "sharp";
import { AppError } from "@/lib/http/errors";
import { decodeLoad, MAX_CONCURRENT_DECODES, MAX_QUEUED_DECODES, processImage } from "./process";

/** A flat PNG: tiny on disk, expensive to decode — the shape of a decompression-bomb upload. */
const flatPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .png({ compressionLevel: 9 })
    .toBuffer();

describe("processImage bounds the work an upload can cause", () => {
  it("refuses a picture over the pixel cap from its header, before decoding it", async () => {
    const bomb = await flatPng(7000, 7000); // 49 MP in ~150 KB
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const error = await processImage(bomb).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(422);
    expect((error as AppError).fieldErrors?.images).toEqual([
      "This photo is too large to process (over 40 megapixels). Please choose a smaller one.",
    ]);
    expect(decodeLoad()).toEqual({ active: 0, queued: 0 });
  });

  it("decodes at most two at a time, queues a few, and answers 503 with Retry-After beyond that", async () => {
    const photo = await flatPng(3000, 3000);
    let maxActive = 0;
    const sampler = setInterval(() => (maxActive = Math.max(maxActive, decodeLoad().active)), 5);
    const burst = MAX_CONCURRENT_DECODES + MAX_QUEUED_DECODES + 3;
    const results = await Promise.allSettled(Array.from({ length: burst }, () => processImage(photo)));
    clearInterval(sampler);

    const done = results.filter((r) => r.status === "fulfilled");
    const refused = results.flatMap((r) => (r.status === "rejected" ? [r.reason as AppError] : []));
    expect(done).toHaveLength(MAX_CONCURRENT_DECODES + MAX_QUEUED_DECODES);
    expect(refused).toHaveLength(3);
    for (const e of refused) {
      expect(e).toBeInstanceOf(AppError);
      expect(e.code).toBe("IMAGES_BUSY");
      expect(e.status).toBe(503);
      expect(Number(e.headers?.["Retry-After"])).toBeGreaterThan(0);
    }
    expect(maxActive).toBe(MAX_CONCURRENT_DECODES);
    expect(decodeLoad()).toEqual({ active: 0, queued: 0 });
    // Once the burst has passed, uploads are taken again.
    const after = await processImage(photo);
    expect(after.renditions.lg.length).toBeGreaterThan(0);
    expect(after.width).toBe(1200);
  }, 60_000);
});
