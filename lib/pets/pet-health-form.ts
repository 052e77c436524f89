import "server-only";
import { AppError } from "@/lib/http/errors";
import { cleanInput } from "@/lib/http/input";

// The listing form's health fields as they arrive in multipart/form-data (lib/pets/form.ts): the plain
// text ones by name, the lists as JSON text fields (as `features` and `keepImageIds` are).

export const HEALTH_TEXT_FIELDS = ["dewormedOn", "speciesRegistrationNumber"] as const;
const HEALTH_JSON_FIELDS = { vaccinations: "vaccinationsInvalid", withMother: "withMotherInvalid" } as const;

/**
 * The JSON fields, parsed and cleaned like any other input (lib/http/input.ts: the JSON text was checked
 * as typed, but an escape such as \u0000 only becomes a character once parsed). A field that is not
 * JSON is refused on its own field; one that is absent or empty is left to the schema's default.
 */
export function readHealthJsonFields(form: FormData): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, problem] of Object.entries(HEALTH_JSON_FIELDS)) {
    const value = form.get(name);
    if (value === null) continue;
    if (typeof value !== "string") {
      out[name] = "not-a-list";
      continue;
    }
    if (!value.trim()) continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      throw new AppError("VALIDATION", { fields: { [name]: [problem] } });
    }
    out[name] = cleanInput(parsed, name, 1, name);
  }
  return out;
}
