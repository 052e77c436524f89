import "server-only";
import { AppError } from "@/lib/http/errors";
import { processImage, type TProcessedImage } from "@/lib/images/process";

/** The one photo of an avatar upload (any field name), decoded and re-encoded by the image pipeline. */
export async function processAvatarUpload(form: FormData): Promise<TProcessedImage> {
  const files = [...form.values()].filter((e): e is File => typeof e !== "string" && e.size > 0);
  if (files.length !== 1) throw new AppError("VALIDATION", { fields: { avatar: ["AVATAR_ONE_PHOTO"] } });
  try {
    return await processImage(Buffer.from(await files[0].arrayBuffer()));
  } catch (e) {
    // The pipeline names its field "images" (listings); here the field is the avatar.
    if (e instanceof AppError) throw e.onField("avatar");
    throw new AppError("VALIDATION", { fields: { avatar: ["PHOTO_UNREADABLE"] } });
  }
}
