import type { TPetDetailDto } from "@/lib/pets/client";
import type { GENDERS, TListingMode } from "@/lib/pets/constants";
import { isCitesListing } from "@/lib/law/cites-hint";
import { isEmptyVaccination, type TVaccinationInput } from "@/lib/pets/pet-health";
import { ZPet, type TPetInput } from "@/lib/pets/schemas";
import type { TPhoto } from "./photo-picker";

/** What the fields hold while editing (text as typed); the schema turns it into TPetInput. */
export type TFormValues = {
  name: string;
  breed: string;
  age: string;
  gender: "" | (typeof GENDERS)[number];
  price: string;
  location: string;
  description: string;
  features: string[];
  species: string;
  dateOfBirth: string;
  vaccinated: "" | "true" | "false";
  dewormed: "" | "true" | "false";
  sterilised: "" | "true" | "false";
  microchipNumber: string;
  sellerType: string;
  registrationNumber: string;
  available: string;
  /** Health records (lib/pets/pet-health.ts; components/listings/health-records-fields.tsx). */
  vaccinations: TVaccinationInput[];
  dewormedOn: string;
  speciesRegistrationNumber: string;
  /** Sale or rehoming; for a rehoming, the owner's questions and wishes (components/listings/rehoming-fields.tsx). */
  mode: TListingMode;
  rehoming_questions: string[];
  rehoming_wishes: string;
};

/** A field of the listing schema (lib/pets/schemas.ts), which POST and PUT /server/pets parse the form with. */
export type TPetField = keyof TPetInput;

/**
 * The listing's fields by name, from the schema's shape: what the form sends, and what the server's field
 * errors are looked for under, so a field added to the schema needs no list of its own here. (The form
 * checks its values with that schema in the browser already, so reading its shape loads nothing more.)
 */
export const PET_FIELDS = Object.keys(ZPet.shape) as TPetField[];

/** The fields the form's inputs hold (TFormValues): all but withMother, which the photos hold (photo-picker.tsx). */
export const FORM_FIELDS = PET_FIELDS.filter((f): f is Exclude<TPetField, "withMother"> => f !== "withMother");

// TFormValues holds each of those fields as typed, and no other: a field added to the schema fails the
// type check here until the form has it.
type TSameKeys<A, B extends PropertyKey> = [Exclude<keyof A, B>, Exclude<B, keyof A>] extends [never, never] ? true : false;
const formHoldsTheSchemasFields: TSameKeys<TFormValues, (typeof FORM_FIELDS)[number]> = true;
void formHoldsTheSchemasFields;

/** Only a rehoming sends these; a sale leaves them out, and the server clears them. */
const REHOMING_ONLY: ReadonlySet<TPetField> = new Set(["rehoming_questions", "rehoming_wishes"]);

const triState = (v: boolean | null | undefined): "" | "true" | "false" => (v === true ? "true" : v === false ? "false" : "");

export function defaultsFrom(pet?: TPetDetailDto): TFormValues {
  return {
    name: pet?.name ?? "",
    breed: pet?.breed ?? "",
    age: pet?.age ?? "",
    gender: pet?.gender ?? "",
    price: pet ? String(pet.price) : "",
    location: pet?.location ?? "",
    description: pet?.description ?? "",
    features: pet?.features ?? [],
    species: pet?.species ?? "",
    dateOfBirth: pet?.dateOfBirth ?? "",
    vaccinated: triState(pet?.vaccinated),
    dewormed: triState(pet?.dewormed),
    sterilised: triState(pet?.sterilised),
    microchipNumber: pet?.microchipNumber ?? "",
    sellerType: pet?.sellerType ?? "",
    registrationNumber: pet?.registrationNumber ?? "",
    // A listing sold out has 0 left, which its edit keeps (the form does not show the field then).
    available: String(Math.max(pet?.available ?? 1, 1)),
    vaccinations: pet?.vaccinations.map((v) => ({ vaccine: v.vaccine, date: v.date })) ?? [],
    dewormedOn: pet?.dewormedOn ?? "",
    speciesRegistrationNumber: pet?.speciesRegistrationNumber ?? "",
    // A new listing is a sale unless its seller chooses rehoming; an edit keeps the listing's mode.
    mode: pet?.mode ?? "sale",
    rehoming_questions: pet?.rehoming_questions ?? [],
    rehoming_wishes: pet?.rehoming_wishes ?? "",
  };
}

/**
 * The multipart body of POST /server/pets and PUT /server/pets/{id}: each field of the schema by its name,
 * a list as JSON text (the lists that lib/pets/listing-form.ts declares so), anything else as text, a field
 * left empty as "".
 */
export function toFormData(values: TPetInput, photos: TPhoto[], isEdit: boolean): FormData {
  const sent: Partial<TPetInput> = {
    ...values,
    // Only a breeder has a registration number.
    registrationNumber: values.sellerType === "breeder" ? values.registrationNumber : undefined,
    // Health records: the rows filled in, and a CITES species' registration only where it is asked for.
    vaccinations: values.vaccinations.filter((v) => !isEmptyVaccination(v)),
    speciesRegistrationNumber: isCitesListing(values.breed, values.name) ? values.speciesRegistrationNumber : undefined,
    // The photos that show the litter with its mother, by their place in the listing's photos (kept ones, then new).
    withMother: photos.flatMap((p, i) => (p.withMother ? [i] : [])),
  };
  const form = new FormData();
  for (const key of PET_FIELDS) {
    if (values.mode !== "rehoming" && REHOMING_ONLY.has(key)) continue;
    const value = sent[key];
    form.set(key, Array.isArray(value) ? JSON.stringify(value) : value === undefined ? "" : String(value));
  }
  // Edit: the existing photos kept, in order; new files follow them.
  if (isEdit) form.set("keepImageIds", JSON.stringify(photos.flatMap((p) => (p.kind === "existing" ? [p.id] : []))));
  for (const p of photos) if (p.kind === "new") form.append("images", p.file, p.file.name);
  return form;
}
