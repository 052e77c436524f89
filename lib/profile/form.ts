import "server-only";
import { AppError } from "@/lib/http/errors";
import { processImage, type TProcessedImage } from "@/lib/images/process";

const NOT_AN_IMAGE = "This file is not an image we can read. Please upload a JPEG, PNG or WebP photo.";

/** The one photo of an avatar upload (any field name), decoded and re-encoded by the image pipeline. */
export async function processAvatarUpload(form: FormData): Promise<TProcessedImage> {
  const files = [...form.values()].filter((e): e is File => typeof e !== "string" && e.size > 0);
  if (files.length !== 1) throw new AppError("VALIDATION", "Please choose one photo.", { fieldErrors: { avatar: ["Please choose one photo."] } });
  try {
    return await processImage(Buffer.from(await files[0].arrayBuffer()));
  } catch (e) {
    // The pipeline names its field "images" (listings); here the field is the avatar.
    if (e instanceof AppError && e.fieldErrors) throw new AppError(e.code, e.message, { fieldErrors: { avatar: [e.message] } });
    if (e instanceof AppError) throw e;
    throw new AppError("VALIDATION", NOT_AN_IMAGE, { fieldErrors: { avatar: [NOT_AN_IMAGE] } });
  }
}
