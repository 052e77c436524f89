import "server-only";
import { AppError, type TErrorCode } from "./errors";

/**
 * The one input hygiene layer: `withRoute` runs every JSON body, query string and multipart text field
 * through `cleanInput` before its schema, and pages their URL parameters through `cleanParam` / `isId`, so
 * no handler can forget it. Control characters (PostgreSQL cannot store NUL) and broken Unicode are refused;
 * strings are NFC-normalised (passwords left as typed: their hashes were made from those bytes) and capped,
 * like arrays and depth, against unbounded work; `__proto__` is dropped (it would become the copy's
 * prototype). A refusal is a 422 with its INPUT_* code. docs/security.md, "No input reaches a 500".
 */
export const MAX_STRING_LENGTH = 10_000;
export const MAX_ARRAY_ITEMS = 200;
export const MAX_DEPTH = 6;

const MULTILINE_FIELDS = new Set(["description", "message", "bio", "note", "comment", "reply"]);
const SECRET_FIELD = /password/i;
// C0 controls and DEL, and the C1 controls; tab (09), newline (0A) and carriage return (0D) are checked apart.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LINE_BREAK_OR_TAB = /[\t\n\r]/;

function refuse(path: string, problem: TErrorCode): never {
  throw new AppError("VALIDATION", { fields: { [path || "input"]: [problem] } });
}

/** One string, checked and normalised; `field` is the last key of its path (decides multi-line and secrets). */
export function cleanString(value: string, { field = "", path = field }: { field?: string; path?: string } = {}): string {
  if (value.length > MAX_STRING_LENGTH) refuse(path, "INPUT_TOO_LONG");
  if (CONTROL.test(value) || !value.isWellFormed()) refuse(path, "INPUT_UNSAFE");
  // Around a single-line value a line break is only what a paste brought along (the schemas trim it);
  // inside one it is refused.
  if (!MULTILINE_FIELDS.has(field) && LINE_BREAK_OR_TAB.test(value.trim())) refuse(path, "INPUT_UNSAFE");
  if (SECRET_FIELD.test(field)) return value;
  // Forms send line breaks as CRLF; one kind of line break is stored.
  const text = MULTILINE_FIELDS.has(field) ? value.replace(/\r\n?/g, "\n") : value;
  return text.normalize("NFC");
}

/** A parsed JSON body or a record of query/form values, every string cleaned (a copy; the input is untouched). */
export function cleanInput(value: unknown, path = "", depth = 0, field = ""): unknown {
  if (typeof value === "string") return cleanString(value, { field, path });
  if (value === null || typeof value !== "object") return value;
  if (depth >= MAX_DEPTH) refuse(path, "INPUT_TOO_DEEP");
  if (Array.isArray(value)) {
    if (value.length > MAX_ARRAY_ITEMS) refuse(path, "INPUT_LIST_TOO_LONG");
    // Items of a list share its field's rules (features of a listing are single-line, like the field).
    return value.map((item, i) => cleanInput(item, `${path}.${i}`, depth + 1, field));
  }
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key.length > 100 || CONTROL.test(key)) refuse(path, "INPUT_FIELD_NAME");
    // JSON.parse makes "__proto__" an own key like any other, but assigning it to the copy would set
    // the copy's prototype: its properties (`isAdmin`…) would then show through every read of a field
    // the body left out. No schema of ours has such a field, so it is dropped, at every depth.
    // "constructor" and "prototype" stay: assigned, they are plain own properties, which a schema
    // ignores or refuses like any unknown field.
    if (key === "__proto__") continue;
    out[key] = cleanInput(item, path ? `${path}.${key}` : key, depth + 1, key);
  }
  return out;
}

/** Multipart fields: text cleaned like JSON strings, files passed on untouched (images are decoded apart). */
export function cleanForm(form: FormData): FormData {
  const out = new FormData();
  let count = 0;
  for (const [key, value] of form.entries()) {
    if (++count > MAX_ARRAY_ITEMS) refuse("", "INPUT_TOO_MANY_FIELDS");
    if (key.length > 100 || CONTROL.test(key)) refuse("", "INPUT_FIELD_NAME");
    out.append(key, typeof value === "string" ? cleanString(value, { field: key }) : value);
  }
  return out;
}

// Our ids are cuids (lower-case letters and digits); 40 leaves room for other generators.
const ID = /^[A-Za-z0-9_-]{1,40}$/;

/** Whether a value can be one of our ids; anything else is answered as "not found" without a query. */
export const isId = (value: unknown): value is string => typeof value === "string" && ID.test(value);

/** A page's URL parameter as clean single-line text, or undefined when it is missing, a list or unsafe. */
export function cleanParam(value: string | string[] | undefined, max = 500): string | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  if (typeof text !== "string" || text.length > max) return undefined;
  try {
    return cleanString(text);
  } catch {
    return undefined;
  }
}
