import "server-only";
import { createTranslator } from "next-intl";
import type { ZodError } from "zod";
import en from "@/messages/en.json";
import type { TValidationKey } from "@/lib/validation/messages";
import { ERRORS, type TErrorCode } from "./error-codes";

// The codes and their statuses (lib/http/error-codes.ts), with their texts and the error class here.
export { ERRORS, type TErrorCode } from "./error-codes";

/** What a field failed: an error code or a `Validation.<key>` of the catalogue (the forms' own texts). */
export type TFieldProblem = TErrorCode | TValidationKey;
/** Values put into a text's `{placeholders}` (already formatted: a price as "₹25,000"). */
export type TErrorParams = Record<string, string | number>;

// Every code has its English text: this fails to compile when one is missing from messages/en.json.
const englishValidation: Record<TValidationKey, string> = en.Validation;
type _EveryCodeHasAnEnglishText = Pick<typeof en.Errors, TErrorCode>;

// The English texts are formatted by next-intl, as every page and mail is. Not by hand: in the
// production build the catalogues are precompiled (next.config.ts), so a text with a placeholder is no
// longer a string there, only in Jest's module graph; the translator reads either form.
const translate = createTranslator({
  locale: "en",
  messages: { Errors: en.Errors, Validation: en.Validation },
  // A missing parameter is filled with its placeholder below, so nothing is left to report.
  onError: () => undefined,
});

/** The parameters a code's text takes (`ERRORS[code].params`): `{ name }` placeholders, nothing else. */
export const errorParams = (code: TErrorCode): readonly string[] => (ERRORS[code] as { params?: readonly string[] }).params ?? [];
/** A code's parameters, each standing for itself (`{ total: "{total}" }`): its text as the API reference shows it. */
export const placeholderParams = (code: TErrorCode): TErrorParams =>
  Object.fromEntries(errorParams(code).map((name) => [name, `{${name}}`]));

export const isErrorCode = (value: string): value is TErrorCode => Object.hasOwn(ERRORS, value);
const isValidationKey = (value: string): value is TValidationKey => Object.hasOwn(englishValidation, value);

/** The English text of a code (the API's `message`); a parameter not given keeps its `{placeholder}`. */
export const englishError = (code: TErrorCode, params?: TErrorParams): string =>
  translate(`Errors.${code}` as never, { ...placeholderParams(code), ...params } as never);
export const englishProblem = (problem: TFieldProblem): string =>
  isErrorCode(problem) ? englishError(problem) : translate(`Validation.${problem}` as never);

type TFieldDetail = { fieldErrors: Record<string, string[]>; fieldCodes: Record<string, TFieldProblem[]> };

/** A failure the user can act on. Services throw it with a code (never a text); the route wrapper answers it. */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly status: number;
  readonly params?: TErrorParams;
  /** Per field, the English texts (the API's `fieldErrors`) and their codes (`fieldCodes`). */
  readonly fieldErrors?: Record<string, string[]>;
  readonly fieldCodes?: Record<string, TFieldProblem[]>;
  readonly headers?: Record<string, string>;

  constructor(
    code: TErrorCode,
    extra?: { params?: TErrorParams; fields?: Record<string, TFieldProblem[]>; headers?: Record<string, string> },
    detail?: TFieldDetail,
  ) {
    const fields = detail ?? (extra?.fields ? fieldDetail(extra.fields) : undefined);
    // A field failure's message is its first field's text, as a form would show it.
    const first = fields && Object.values(fields.fieldErrors)[0]?.[0];
    super(first && (code === "VALIDATION" || code === "INVALID_QUERY") ? first : englishError(code, extra?.params));
    this.name = "AppError";
    this.code = code;
    this.status = ERRORS[code].status;
    this.params = extra?.params;
    this.fieldErrors = fields?.fieldErrors;
    this.fieldCodes = fields?.fieldCodes;
    this.headers = extra?.headers;
  }

  /** A schema's failure. Schemas name catalogue keys (or error codes); a text of a schema that only API
   * clients can trip (say, `limit must be a number`) stays the English detail, coded as the failure itself. */
  static fromZod(error: ZodError, code: "VALIDATION" | "INVALID_QUERY" = "VALIDATION") {
    const detail: TFieldDetail = { fieldErrors: {}, fieldCodes: {} };
    for (const issue of error.issues) {
      const key = issue.path.length ? issue.path.join(".") : "_";
      const problem: TFieldProblem = isErrorCode(issue.message) || isValidationKey(issue.message) ? issue.message : code;
      (detail.fieldErrors[key] ??= []).push(problem === code ? issue.message : englishProblem(problem));
      (detail.fieldCodes[key] ??= []).push(problem);
    }
    return new AppError(code, undefined, detail);
  }

  /** The same failure reported on another field (an avatar upload reuses the listing photos' checks). */
  onField(field: string) {
    const problems = this.fieldCodes ? Object.values(this.fieldCodes)[0] : undefined;
    return problems ? new AppError(this.code, { params: this.params, fields: { [field]: problems }, headers: this.headers }) : this;
  }
}

function fieldDetail(fields: Record<string, TFieldProblem[]>): TFieldDetail {
  const fieldErrors: Record<string, string[]> = {};
  for (const [field, problems] of Object.entries(fields)) fieldErrors[field] = problems.map(englishProblem);
  return { fieldErrors, fieldCodes: fields };
}
