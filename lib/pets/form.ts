import "server-only";
import { AppError } from "@/lib/http/errors";
import { MAX_IMAGES_PER_LISTING, processImage, type TProcessedImage } from "@/lib/images/process";

// The listing form's photos; its text fields are parsed by `withRoute` with the listing schema
// (lib/pets/listing-form.ts names it in the endpoints' contracts).

/** The uploaded photos, each decoded and re-encoded; anything that is not a real image is refused. */
export async function processUploads(form: FormData, alreadyKept = 0): Promise<TProcessedImage[]> {
  const entries = form.getAll("images");
  const files = entries.filter((e): e is File => typeof e !== "string" && e.size > 0);
  if (entries.length > files.length && entries.some((e) => typeof e === "string" && e !== "")) {
    throw new AppError("VALIDATION", { fields: { images: ["PHOTOS_NOT_FILES"] } });
  }
  if (files.length + alreadyKept > MAX_IMAGES_PER_LISTING) {
    throw new AppError("VALIDATION", { fields: { images: ["tooManyImages"] } });
  }
  const out: TProcessedImage[] = [];
  // One at a time: memory stays bounded by the largest photo, not the sum.
  for (const file of files) out.push(await processImage(Buffer.from(await file.arrayBuffer())));
  return out;
}
