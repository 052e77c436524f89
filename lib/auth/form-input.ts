import "server-only";
import type { z } from "zod";
import { AppError } from "@/lib/http/errors";
import { cleanInput, cleanString } from "@/lib/http/input";

// The reading of the account forms' server actions (lib/auth/actions.ts), apart from them so that it can
// be tested without a request: the same steps `withRoute` takes with a JSON body (lib/api/route.ts), so a
// value refused through /server/auth/* is refused through the no-script form with the same code.

/** What a failed submission shows, by code (translated on screen): the failure, its first field's code, its params. */
export type TAccountFormState = { errorCode: string | null; fieldCode?: string; params?: Record<string, string | number>; email: string };

/** The first field problem of a refusal (an INPUT_* code or a Validation key), shown with the failure. */
const firstFieldCode = (e: AppError) => (e.fieldCodes ? Object.values(e.fieldCodes)[0]?.[0] : undefined);

/** The email to put back in the form after a failure: as typed when it is clean text, otherwise nothing. */
function echoedEmail(form: FormData): string {
  const value = form.get("email");
  if (typeof value !== "string") return "";
  try {
    return cleanString(value, { field: "email" }).slice(0, 320);
  } catch {
    return "";
  }
}

export type TAccountFormRead<TSchema extends z.ZodType> =
  { success: true; data: z.infer<TSchema>; fields: Record<string, string>; email: string } | { success: false; state: TAccountFormState };

/**
 * The named text fields of an account form (a missing one, or a file, is ""), cleaned by `cleanInput`
 * (lib/http/input.ts: control characters and NUL, over-long text, malformed Unicode; NFC, passwords
 * untouched) and parsed with the API's own schema, which ignores the fields it does not know
 * (`confirmPassword`). A refusal is the form's state: `VALIDATION` with the field's code, as the JSON
 * route answers it. `fields` are the cleaned values, for the checks the API has not (the confirmation).
 */
export function readAccountForm<TSchema extends z.ZodType>(
  form: FormData,
  schema: TSchema,
  names: readonly string[],
): TAccountFormRead<TSchema> {
  const raw: Record<string, string> = {};
  for (const name of names) {
    const value = form.get(name);
    raw[name] = typeof value === "string" ? value : "";
  }
  let fields: Record<string, string>;
  try {
    fields = cleanInput(raw) as Record<string, string>;
  } catch (e) {
    if (e instanceof AppError)
      return { success: false, state: { errorCode: e.code, fieldCode: firstFieldCode(e), email: echoedEmail(form) } };
    throw e;
  }
  const email = (fields.email ?? "").slice(0, 320);
  const parsed = schema.safeParse(fields);
  if (!parsed.success)
    return { success: false, state: { errorCode: "VALIDATION", fieldCode: firstFieldCode(AppError.fromZod(parsed.error)), email } };
  return { success: true, data: parsed.data, fields, email };
}
