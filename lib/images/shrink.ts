"use client";
// Phone photos are 3–8 MB; a serverless function takes at most 4.5 MB a request, and Indian mobile data
// is slow and metered. So each picked photo is made phone-sized in the browser first (lib/images/shrink.worker.ts):
// 2048 px on its long side, JPEG at quality 0.82 (about 0.3–0.8 MB for a 12-megapixel photo), upright.
// The canvas is the tool: the browser's own decoder and scaler, with no library to download. pica
// (Lanczos in WebAssembly) resizes a little sharper, but adds tens of KB to the listing form's script
// and a slower path on low-end phones, for detail the server then mostly discards: it renders its own
// 1200 and 480 px sizes from this upload (lib/images/process.ts). A photo already small
// enough is sent as it is; where the browser cannot do this (no Worker or OffscreenCanvas), the
// original is sent and the server still refuses a request over the limit with a clear message.
export const PHOTO_MAX_SIDE = 2048;
const QUALITY = 0.82;
// Smaller than this and in a format every decoder reads: sent as picked.
const KEEP_AS_IS_BYTES = 500 * 1024;

type TResult = { id: number; blob?: Blob; error?: string };

let worker: Worker | null = null;
let nextId = 0;
const waiting = new Map<number, (r: TResult) => void>();

function getWorker(): Worker | null {
  if (typeof Worker === "undefined" || typeof OffscreenCanvas === "undefined") return null;
  if (!worker) {
    worker = new Worker(new URL("./shrink.worker.ts", import.meta.url), { type: "module" });
    worker.onmessage = (e: MessageEvent<TResult>) => {
      waiting.get(e.data.id)?.(e.data);
      waiting.delete(e.data.id);
    };
  }
  return worker;
}

const jpegName = (name: string) => `${name.replace(/\.[^./\\]*$/, "") || "photo"}.jpg`;

/** The photo to upload for a picked file: phone-sized and upright, or the file itself when that is no bigger. */
export async function shrinkPhoto(file: File): Promise<File> {
  if (file.size <= KEEP_AS_IS_BYTES && /^image\/(jpeg|webp)$/.test(file.type)) return file;
  const w = getWorker();
  if (!w) return file;
  const id = ++nextId;
  const result = await new Promise<TResult>((resolve) => {
    waiting.set(id, resolve);
    w.postMessage({ id, file, maxSide: PHOTO_MAX_SIDE, quality: QUALITY });
  });
  if (!result.blob || result.blob.size >= file.size) return file;
  return new File([result.blob], jpegName(file.name), { type: "image/jpeg", lastModified: file.lastModified });
}
