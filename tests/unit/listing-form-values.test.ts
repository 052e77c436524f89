import { defaultsFrom, FORM_FIELDS, PET_FIELDS, toFormData } from "@/components/listings/listing-form-values";
import type { TPhoto } from "@/components/listings/photo-picker";
import { parseFormFields } from "@/lib/http/multipart";
import { LISTING_EDIT_FORM, NEW_LISTING_FORM } from "@/lib/pets/listing-form";
import { ZPet, type TPetInput } from "@/lib/pets/schemas";

// The listing form in the browser sends what POST and PUT /server/pets read: the fields of one schema
// (lib/pets/schemas.ts), the lists among them as the JSON text the endpoints' contracts declare
// (lib/pets/listing-form.ts). Each listing is sent as the form sends it and read back as withRoute reads it.

/** A rehoming with every field filled in, none left to its default: each must come back as it went. */
const rehoming: TPetInput = ZPet.parse({
  name: "Mithu Blue",
  breed: "Blue and gold macaw",
  age: "3 years",
  gender: "female",
  price: "2500",
  location: "Vijayawada",
  description: "Talks a little, loves guavas.\nNeeds a large cage.",
  features: ["Hand-tamed", "Talks"],
  species: "bird",
  dateOfBirth: "2023-05-01",
  vaccinated: "true",
  dewormed: "false",
  sterilised: "false",
  microchipNumber: "900123456789012",
  sellerType: "breeder",
  registrationNumber: "AWBI/AP/2025/12",
  available: "1",
  vaccinations: [{ vaccine: "Polyomavirus", date: "2024-02-10" }],
  dewormedOn: "2025-01-15",
  speciesRegistrationNumber: "LASR-AP-0042",
  withMother: [1],
  mode: "rehoming",
  rehoming_questions: ["Who will be home in the day?"],
  rehoming_wishes: "A home with a garden.",
});

const kept = (id: string, withMother = false): TPhoto => ({
  key: id,
  url: `/server/images/pets/${id}/sm.webp`,
  kind: "existing",
  id,
  withMother,
});
const photos = [kept("img1"), kept("img2", true)];

const entriesOf = (form: FormData) => Object.fromEntries([...form.entries()].map(([k, v]) => [k, typeof v === "string" ? v : "(file)"]));

describe("the listing form's multipart body", () => {
  it("holds every field of the schema in the form's values, but withMother, which the photos hold", () => {
    expect(Object.keys(defaultsFrom()).sort()).toEqual([...FORM_FIELDS].sort());
    expect(PET_FIELDS.filter((f) => !(FORM_FIELDS as string[]).includes(f))).toEqual(["withMother"]);
  });

  it("sends every field of a filled-in listing, which the edit reads back as it was, with the photos to keep", () => {
    const form = toFormData(rehoming, photos, true);
    expect(Object.keys(entriesOf(form)).sort()).toEqual([...PET_FIELDS, "keepImageIds"].sort());
    expect(parseFormFields(form, LISTING_EDIT_FORM.fields!, LISTING_EDIT_FORM.jsonFields)).toEqual({
      ...rehoming,
      keepImageIds: ["img1", "img2"],
    });
  });

  it("sends the lists as the JSON text the contract declares, and nothing else as JSON", () => {
    const sent = entriesOf(toFormData(rehoming, photos, true));
    const asJson = Object.keys(sent)
      .filter((k) => sent[k].startsWith("["))
      .sort();
    expect(asJson).toEqual(Object.keys(LISTING_EDIT_FORM.jsonFields!).sort());
  });

  it("creates a sale without the rehoming fields, a registration number only for a breeder, and only the rows filled in", () => {
    const sale = {
      ...rehoming,
      mode: "sale" as const,
      price: 25000,
      sellerType: "individual" as const,
      vaccinations: [...rehoming.vaccinations, { vaccine: "", date: "" }],
    };
    const form = toFormData(sale, [], false);
    const sent = entriesOf(form);
    expect(sent).not.toHaveProperty("rehoming_questions");
    expect(sent).not.toHaveProperty("rehoming_wishes");
    expect(sent).not.toHaveProperty("keepImageIds");
    expect(sent.registrationNumber).toBe("");
    expect(parseFormFields(form, NEW_LISTING_FORM.fields!, NEW_LISTING_FORM.jsonFields)).toEqual({
      ...sale,
      registrationNumber: undefined,
      vaccinations: rehoming.vaccinations,
      withMother: [],
      rehoming_questions: [],
      rehoming_wishes: undefined,
    });
  });
});
