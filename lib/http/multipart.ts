import "server-only";
import type * as z from "zod";
import { AppError, type TErrorCode, type TFieldProblem } from "./errors";
import { cleanInput } from "./input";

// A form upload (multipart/form-data) as an endpoint's contract declares it (lib/api/contract.ts's
// `multipart`): `withRoute` (lib/api/route.ts) reads the form, cleans its text (./input.ts), parses the
// text fields with `fields` (parseFormFields, below) and hands the handler the result as `body`, the files
// staying in the form. The API reference (lib/openapi/document.ts) describes the request from the same
// declaration. Here, in lib/http, so that a domain (lib/pets) can name the type without depending on lib/api.

/** A text field that carries a JSON list: its code when the text is not JSON, and what the reference says of it. */
export type TJsonField = { invalid: TFieldProblem; description: string };

/** A form upload: its size limit, its text fields (a zod object), the ones that carry JSON text, and its files. */
export type TMultipart<TFields extends z.ZodObject | undefined = z.ZodObject | undefined> = {
  /** The whole request's limit; past it the answer is `tooLarge` (PAYLOAD_TOO_LARGE by default). */
  maxBytes: number;
  tooLarge?: TErrorCode;
  /** The text fields, by the keys of its shape; without it the form carries files only. */
  fields?: TFields;
  /** Which of the fields arrive as JSON text (their schema is the field's own in `fields`). */
  jsonFields?: TFields extends z.ZodObject ? { [K in keyof TFields["shape"] & string]?: TJsonField } : never;
  /**
   * The file field, for the reference: the handler's service reads and checks its files (count, kind,
   * size) with its own codes. `contentType`: what its files may be (the photos' types when not given).
   */
  files: { name: string; maxItems: number; description: string; contentType?: string };
};

/**
 * The form's text fields parsed with `fields`, like a JSON body: each key of its shape read from the form
 * (the first value; a missing one is left out, as a key missing from JSON), the JSON fields decoded and
 * cleaned (an escape such as \u0000 only becomes a character once parsed). An empty JSON field is left to
 * the schema's default; one that is not JSON answers VALIDATION with its own code, before the schema runs;
 * a file sent where text belongs is refused by the schema, with the field's own text.
 */
export function parseFormFields<TFields extends z.ZodObject>(
  form: FormData,
  fields: TFields,
  jsonFields: { [name: string]: TJsonField | undefined } = {},
): z.infer<TFields> {
  const raw: Record<string, unknown> = {};
  const malformed: Record<string, TFieldProblem[]> = {};
  for (const name of Object.keys(fields.shape)) {
    const value = form.get(name);
    const json = jsonFields[name];
    if (value === null) continue;
    if (!json || typeof value !== "string") {
      raw[name] = value;
      continue;
    }
    if (!value.trim()) continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      malformed[name] = [json.invalid];
      continue;
    }
    raw[name] = cleanInput(parsed, name, 1, name);
  }
  if (Object.keys(malformed).length) throw new AppError("VALIDATION", { fields: malformed });
  const result = fields.safeParse(raw);
  if (!result.success) throw AppError.fromZod(result.error);
  return result.data;
}
