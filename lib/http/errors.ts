import "server-only";
import type { ZodError } from "zod";
import en from "@/messages/en.json";
import type { TValidationKey } from "@/lib/validation/messages";

// The error contract (docs/architecture.md, "Errors"): every failure a service or handler can raise has
// one code here, which fixes its HTTP status; its text is the catalogue entry `Errors.<code>` in
// messages/{en,te,hi}.json. The API answers the English text as `message` beside the code for clients
// that do not translate; our pages translate by `code` (and `fieldCodes`, `params`) only.
// tests/unit/error-codes.test.ts fails when a code has no text in any language.
export const ERRORS = {
  // The request itself
  BAD_REQUEST: { status: 400 },
  INVALID_JSON: { status: 400 },
  INVALID_QUERY: { status: 400 },
  INVALID_CURSOR: { status: 400 },
  REQUEST_INTERRUPTED: { status: 400 },
  UPLOAD_UNREADABLE: { status: 400 },
  VALIDATION: { status: 422 },
  CROSS_SITE: { status: 403 },
  PAYLOAD_TOO_LARGE: { status: 413 },
  JSON_REQUIRED: { status: 415 },
  MULTIPART_REQUIRED: { status: 415 },
  RATE_LIMITED: { status: 429 },
  // What the input hygiene layer (lib/http/input.ts) refuses, per field
  INPUT_UNSAFE: { status: 422 },
  INPUT_TOO_LONG: { status: 422 },
  INPUT_TOO_DEEP: { status: 422 },
  INPUT_LIST_TOO_LONG: { status: 422 },
  INPUT_FIELD_NAME: { status: 422 },
  INPUT_TOO_MANY_FIELDS: { status: 422 },
  // Accounts
  UNAUTHORIZED: { status: 401 },
  CART_LOGIN_REQUIRED: { status: 401 },
  WISHLIST_ADD_LOGIN_REQUIRED: { status: 401 },
  WISHLIST_LOGIN_REQUIRED: { status: 401 },
  LISTING_LOGIN_REQUIRED: { status: 401 },
  INVALID_CREDENTIALS: { status: 401 },
  EMAIL_NOT_VERIFIED: { status: 403 },
  EMAIL_TAKEN: { status: 409 },
  ALREADY_VERIFIED: { status: 409 },
  VERIFY_TOKEN_MISSING: { status: 400 },
  VERIFY_LINK_INVALID: { status: 400 },
  RESET_LINK_INVALID: { status: 400 },
  WRONG_PASSWORD: { status: 400 },
  USER_NOT_FOUND: { status: 404 },
  // Listings and photos
  PET_NOT_FOUND: { status: 404 },
  IMAGE_NOT_FOUND: { status: 404 },
  NOT_OWNER: { status: 403 },
  LISTING_HAS_ORDERS: { status: 409 },
  REPORT_OWN: { status: 400 },
  REPORT_REASON: { status: 422 },
  STATUS_INVALID: { status: 422 },
  PHOTO_TOO_LARGE: { status: 413 },
  PHOTOS_TOO_LARGE_TOGETHER: { status: 413 },
  PHOTO_UNREADABLE: { status: 422 },
  PHOTO_DAMAGED: { status: 422 },
  PHOTO_TOO_MANY_PIXELS: { status: 422 },
  PHOTOS_NOT_FILES: { status: 422 },
  KEEP_IMAGE_IDS_INVALID: { status: 422 },
  AVATAR_ONE_PHOTO: { status: 422 },
  IMAGES_BUSY: { status: 503 },
  PHOTO_STORE_FAILED: { status: 503 },
  // Moderation of listings: hidden listings, appeals, the reports queue (lib/moderation/listings.ts)
  LISTING_HIDDEN: { status: 409 },
  APPEAL_NOT_HIDDEN: { status: 409 },
  APPEAL_ALREADY_SENT: { status: 409 },
  LISTING_ALREADY_HIDDEN: { status: 409 },
  LISTING_NOT_HIDDEN: { status: 409 },
  LISTING_SELLER_SUSPENDED: { status: 409 },
  NO_OPEN_REPORTS: { status: 409 },
  REPORTS_LISTING_HIDDEN: { status: 409 },
  CONVERSATION_REPORT_NOT_FOUND: { status: 404 },
  CONVERSATION_REPORT_CLOSED: { status: 409 },
  MODERATION_REASON_REQUIRED: { status: 422 },
  MODERATION_REASON_TOO_LONG: { status: 422 },
  // Cart, wishlist, orders and payments
  NOT_IN_CART: { status: 404 },
  NOT_IN_WISHLIST: { status: 404 },
  OWN_PET_CART: { status: 403 },
  OWN_PET_ORDER: { status: 403 },
  PET_NOT_AVAILABLE: { status: 409 },
  CART_EMPTY: { status: 400 },
  CART_PET_UNAVAILABLE: { status: 409 },
  CART_PET_GONE: { status: 409 },
  CART_OWN_PET: { status: 409 },
  ORDER_NOT_FOUND: { status: 404 },
  NOT_YOUR_SALE: { status: 403 },
  NOT_YOUR_ORDER: { status: 403 },
  ORDER_NOT_PENDING: { status: 409 },
  PAYMENT_NOT_FOUND: { status: 404 },
  AMOUNT_MISMATCH: { status: 400 },
  ALREADY_PAID: { status: 409 },
  ORDER_NOT_PAYABLE: { status: 409 },
  PAYMENT_CLOSED: { status: 409 },
  // Messages
  MESSAGE_SELF: { status: 400 },
  RECIPIENT_NOT_FOUND: { status: 404 },
  MESSAGE_EMPTY: { status: 422 },
  MESSAGE_TOO_LONG: { status: 422 },
  CONVERSATION_REPORT_SELF: { status: 400 },
  CONVERSATION_REPORT_NO_MESSAGES: { status: 409 },
  // Reviews of sellers
  REVIEW_NOT_FOUND: { status: 404 },
  REVIEW_ORDER_NOT_COMPLETE: { status: 409 },
  REVIEW_EXISTS: { status: 409 },
  NOT_YOUR_REVIEW: { status: 403 },
  NOT_REVIEW_SELLER: { status: 403 },
  REVIEW_EDIT_CLOSED: { status: 409 },
  REVIEW_REPLY_EXISTS: { status: 409 },
  REVIEW_HIDDEN: { status: 409 },
  REVIEW_ALREADY_HIDDEN: { status: 409 },
  REVIEW_NOT_HIDDEN: { status: 409 },
  REVIEW_RATING: { status: 422 },
  REVIEW_COMMENT_TOO_LONG: { status: 422 },
  REVIEW_REPLY_EMPTY: { status: 422 },
  REVIEW_REPLY_TOO_LONG: { status: 422 },
  REVIEW_HIDE_REASON: { status: 422 },
  // Moderation: suspending accounts, the support inbox
  ACCOUNT_SUSPENDED: { status: 403 },
  CANNOT_SUSPEND_SELF: { status: 403 },
  CANNOT_SUSPEND_STAFF: { status: 403 },
  SUSPEND_REASON_REQUIRED: { status: 422 },
  SUSPEND_REASON_TOO_LONG: { status: 422 },
  USER_ALREADY_SUSPENDED: { status: 409 },
  USER_NOT_SUSPENDED: { status: 409 },
  SUPPORT_REQUEST_NOT_FOUND: { status: 404 },
  SUPPORT_REQUEST_CLOSED: { status: 409 },
  SUPPORT_ALREADY_CLOSED: { status: 409 },
  SUPPORT_NOT_CLOSED: { status: 409 },
  // Saved searches and their alert mails (lib/alerts)
  SAVED_SEARCH_NOT_FOUND: { status: 404 },
  SAVED_SEARCHES_LIMIT: { status: 409 },
  SAVED_SEARCH_EMPTY: { status: 422 },
  UNSUBSCRIBE_LINK_INVALID: { status: 400 },
  CRON_SECRET_INVALID: { status: 401 },
  // Generic answers and the server's own state
  NOT_FOUND: { status: 404 },
  CONFLICT: { status: 409 },
  CONCURRENT_CHANGE: { status: 409 },
  MAIL_FAILED: { status: 502 },
  UNAVAILABLE: { status: 503 },
  INTERNAL: { status: 500 },
} as const satisfies Record<string, { status: number }>;

export type TErrorCode = keyof typeof ERRORS;
/** What a field failed: an error code or a `Validation.<key>` of the catalogue (the forms' own texts). */
export type TFieldProblem = TErrorCode | TValidationKey;
/** Values put into a text's `{placeholders}` (already formatted: a price as "₹25,000"). */
export type TErrorParams = Record<string, string | number>;

// Every code has its English text: this fails to compile when one is missing from messages/en.json.
const englishErrors: Record<TErrorCode, string> = en.Errors;
const englishValidation: Record<TValidationKey, string> = en.Validation;

const fill = (text: string, params?: TErrorParams) => (params ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole)) : text);

export const isErrorCode = (value: string): value is TErrorCode => Object.hasOwn(ERRORS, value);
const isValidationKey = (value: string): value is TValidationKey => Object.hasOwn(englishValidation, value);

/** The English text of a code (the API's `message`). Texts take simple `{name}` placeholders only. */
export const englishError = (code: TErrorCode, params?: TErrorParams) => fill(englishErrors[code], params);
export const englishProblem = (problem: TFieldProblem) => (isErrorCode(problem) ? englishErrors[problem] : englishValidation[problem]);

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

  constructor(code: TErrorCode, extra?: { params?: TErrorParams; fields?: Record<string, TFieldProblem[]>; headers?: Record<string, string> }, detail?: TFieldDetail) {
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
