import "server-only";
import { AppError } from "@/lib/http/errors";
import { MAX_IMAGES_PER_LISTING, processImage, type TProcessedImage } from "@/lib/images/process";
import { HEALTH_TEXT_FIELDS, readHealthJsonFields } from "./pet-health-form";
import { makePetSchema, type TPetInput } from "./schemas";

const TEXT_FIELDS = [
  "name",
  "breed",
  "age",
  "gender",
  "price",
  "location",
  "description",
  "species",
  "dateOfBirth",
  "vaccinated",
  "dewormed",
  "sterilised",
  "microchipNumber",
  "sellerType",
  "registrationNumber",
  "available",
  "mode",
  "rehoming_wishes",
  ...HEALTH_TEXT_FIELDS,
] as const;

/** The listing fields of a multipart form, parsed with the same schema as the form in the browser. */
export function parsePetFields(form: FormData): TPetInput {
  const raw: Record<string, unknown> = {};
  for (const f of TEXT_FIELDS) {
    const value = form.get(f);
    if (value !== null) raw[f] = value;
  }
  // JSON lists of short texts: the features, and a rehoming's own questions.
  for (const [field, invalid] of [
    ["features", "featuresInvalid"],
    ["rehoming_questions", "rehomingQuestionsInvalid"],
  ] as const) {
    const value = form.get(field);
    if (typeof value === "string" && value.trim()) {
      try {
        raw[field] = JSON.parse(value);
      } catch {
        throw new AppError("VALIDATION", { fields: { [field]: [invalid] } });
      }
    } else if (value !== null && typeof value !== "string") {
      raw[field] = "not-a-list";
    }
  }
  Object.assign(raw, readHealthJsonFields(form));
  const parsed = makePetSchema().safeParse(raw);
  if (!parsed.success) throw AppError.fromZod(parsed.error);
  return parsed.data;
}

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
