// One table of error codes: their HTTP status and the default user-facing English text.
// The client translates by `code`; `message` is the contract's English text for clients that do not.
export const ERRORS = {
  BAD_REQUEST: { status: 400, message: "The request is not valid." },
  CART_EMPTY: { status: 400, message: "Your cart is empty" },
  AMOUNT_MISMATCH: { status: 400, message: "The amount does not match your cart total." },
  INVALID_JSON: { status: 400, message: "The request body is not valid JSON." },
  INVALID_QUERY: { status: 400, message: "The request has invalid parameters." },
  VALIDATION: { status: 422, message: "Please check the highlighted fields." },
  UNAUTHORIZED: { status: 401, message: "Please log in to continue." },
  INVALID_CREDENTIALS: { status: 401, message: "Invalid credentials" },
  FORBIDDEN: { status: 403, message: "You are not allowed to do that." },
  CROSS_SITE: { status: 403, message: "This request came from another site and was refused." },
  EMAIL_NOT_VERIFIED: { status: 403, message: "Please verify your email address before proceeding to checkout." },
  NOT_FOUND: { status: 404, message: "Not found." },
  METHOD_NOT_ALLOWED: { status: 405, message: "Method not allowed." },
  CONFLICT: { status: 409, message: "That already exists." },
  ALREADY_PAID: { status: 409, message: "These orders are already paid." },
  ORDER_NOT_PAYABLE: { status: 409, message: "An order in this payment can no longer be paid: the seller rejected it or it was cancelled." },
  PAYMENT_CLOSED: { status: 409, message: "This payment has already ended. Please start the payment again." },
  EMAIL_TAKEN: { status: 409, message: "An account with this email already exists." },
  ALREADY_VERIFIED: { status: 409, message: "Your email address is already verified." },
  INVALID_TOKEN: { status: 400, message: "This link is invalid or has expired." },
  PAYLOAD_TOO_LARGE: { status: 413, message: "The request is too large." },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: "Unsupported content type." },
  RATE_LIMITED: { status: 429, message: "Too many attempts. Please wait a few minutes and try again." },
  MAIL_FAILED: { status: 502, message: "We could not send the email. Please try again." },
  UNAVAILABLE: { status: 503, message: "We can't reach our servers right now. Please try again in a moment." },
  PHOTO_STORE_FAILED: { status: 503, message: "We could not save your photos right now. Please try again in a moment." },
  IMAGES_BUSY: { status: 503, message: "We're processing a lot of photos right now. Please try again in a moment." },
  INTERNAL: { status: 500, message: "Server error. Please try again." },
  WRONG_PASSWORD: { status: 400, message: "Your current password is incorrect." },
} as const;

export type TErrorCode = keyof typeof ERRORS;

/** A failure the user can act on. Services throw it; the route wrapper turns it into an answer. */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly status: number;
  readonly fieldErrors?: Record<string, string[]>;
  readonly headers?: Record<string, string>;

  constructor(code: TErrorCode, message?: string, extra?: { fieldErrors?: Record<string, string[]>; headers?: Record<string, string> }) {
    super(message ?? ERRORS[code].message);
    this.name = "AppError";
    this.code = code;
    this.status = ERRORS[code].status;
    this.fieldErrors = extra?.fieldErrors;
    this.headers = extra?.headers;
  }
}
