import type { TPetDetailDto } from "@/lib/pets/client";
import type { GENDERS, TListingMode } from "@/lib/pets/constants";
import { isCitesListing } from "@/lib/law/cites-hint";
import { isEmptyVaccination, type TVaccinationInput } from "@/lib/pets/pet-health";
import type { TPetInput } from "@/lib/pets/schemas";
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

export const TEXT_FIELDS = [
  "name",
  "breed",
  "age",
  "gender",
  "price",
  "location",
  "description",
  "features",
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
  "rehoming_questions",
  "rehoming_wishes",
] as const;

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

/** The multipart body of POST /server/pets and PUT /server/pets/{id} (features travel as JSON text). */
export function toFormData(values: TPetInput, photos: TPhoto[], isEdit: boolean): FormData {
  const form = new FormData();
  for (const key of ["name", "breed", "age", "gender", "location", "description"] as const) form.set(key, values[key]);
  form.set("price", String(values.price));
  form.set("available", String(values.available));
  // A sale sends no rehoming fields (the server clears them); a rehoming its questions as JSON, like the features.
  form.set("mode", values.mode);
  if (values.mode === "rehoming") {
    form.set("rehoming_questions", JSON.stringify(values.rehoming_questions));
    form.set("rehoming_wishes", values.rehoming_wishes ?? "");
  }
  form.set("features", JSON.stringify(values.features));
  const optional = {
    species: values.species,
    dateOfBirth: values.dateOfBirth,
    vaccinated: values.vaccinated,
    dewormed: values.dewormed,
    sterilised: values.sterilised,
    microchipNumber: values.microchipNumber,
    sellerType: values.sellerType,
    // Only a breeder has a registration number.
    registrationNumber: values.sellerType === "breeder" ? values.registrationNumber : undefined,
  };
  for (const [key, value] of Object.entries(optional)) form.set(key, value === undefined ? "" : String(value));
  // Health records: the rows filled in, the deworming day, a CITES species' registration (only asked for one).
  form.set("vaccinations", JSON.stringify(values.vaccinations.filter((v) => !isEmptyVaccination(v))));
  form.set("dewormedOn", values.dewormedOn ?? "");
  form.set("speciesRegistrationNumber", isCitesListing(values.breed, values.name) ? (values.speciesRegistrationNumber ?? "") : "");
  // The photos that show the litter with its mother, by their place in the listing's photos (kept ones, then new).
  form.set("withMother", JSON.stringify(photos.flatMap((p, i) => (p.withMother ? [i] : []))));
  // Edit: the existing photos kept, in order; new files follow them.
  if (isEdit) form.set("keepImageIds", JSON.stringify(photos.flatMap((p) => (p.kind === "existing" ? [p.id] : []))));
  for (const p of photos) if (p.kind === "new") form.append("images", p.file, p.file.name);
  return form;
}
