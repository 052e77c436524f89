import "server-only";
import { randomUUID } from "node:crypto";
import { IMAGE_SIZES, imageKey, type TImageSize, type TProcessedImage } from "@/lib/images/process";

// A listing's photos in the blob store: a new photo's id, the renditions written under it, and the keys
// they are stored under.

export const newImageId = () => randomUUID().replaceAll("-", "");

export function blobsOf(imageId: string, processed: TProcessedImage) {
  return (Object.keys(IMAGE_SIZES) as TImageSize[]).map((size) => ({
    key: imageKey(imageId, size),
    contentType: "image/webp",
    data: processed.renditions[size],
  }));
}
/** The stored renditions of these photos (what deleting a listing removes from the blob store). */
export const photoKeysOf = (imageIds: string[]) =>
  imageIds.flatMap((id) => (Object.keys(IMAGE_SIZES) as TImageSize[]).map((s) => imageKey(id, s)));
