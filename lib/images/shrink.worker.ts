// A Worker: turns a picked photo into a phone-sized upload off the page's thread. Decoded upright (EXIF
// orientation applied by createImageBitmap), scaled to at most `maxSide` px on its long side, re-encoded
// as JPEG. The canvas writes no metadata, so camera details and GPS position never leave the phone.
type TJob = { id: number; file: Blob; maxSide: number; quality: number };

const scope = self as unknown as { onmessage: ((e: MessageEvent<TJob>) => void) | null; postMessage: (message: unknown) => void };

scope.onmessage = async ({ data: { id, file, maxSide, quality } }) => {
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
    const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no 2d context");
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, width, height);
    bitmap.close();
    const blob = await canvas.convertToBlob({ type: "image/jpeg", quality });
    scope.postMessage({ id, blob, width, height });
  } catch (error) {
    scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
};
