import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { E164_INDIAN_MOBILE } from "./format";

// Reading a mobile number as people type it ("+91 98765 43210", "098765 43210", "98765-43210") with
// libphonenumber-js and its full metadata (the number plans of India's operators, so a landline or an
// unallocated range is told apart from a mobile). Only Indian mobiles are taken: the codes go out through
// an Indian SMS route (docs/trust.md, "Phone verification"). Plain code without the database: the service,
// the profile's save and the unit test share it. Server-side only in practice (the full metadata is
// about 145 KB): the browser's form checks the shape with the profile schema's lighter pattern.

/** What a number is typed with: digits, a leading +, spaces, dashes, dots and brackets. */
const TYPED = /^\+?[\d\s\-.()]{6,24}$/;

/** The number as E.164 ("+919876543210") when it is an Indian mobile, or null for anything else. */
export function normalizePhone(raw: string): string | null {
  const typed = raw.trim();
  if (!TYPED.test(typed)) return null;
  const parsed = parsePhoneNumberFromString(typed, "IN");
  if (!parsed || parsed.country !== "IN" || parsed.ext || !parsed.isValid()) return null;
  const type = parsed.getType();
  if (type !== "MOBILE" && type !== "FIXED_LINE_OR_MOBILE") return null;
  return E164_INDIAN_MOBILE.test(parsed.number) ? parsed.number : null;
}
