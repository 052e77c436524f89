// Every endpoint under app/server, for the API reference (lib/openapi/document.ts builds the OpenAPI
// document from this table). Request schemas are the very zod schemas the handlers parse with, and
// answers are described by the zod schemas the services' types come from. The tests hold the table to
// the code: tests/unit/openapi.test.ts (every route file and method is here, and only those) and
// tests/integration/openapi.test.ts (auth, body, query, uploads and rate limits are what `withRoute`
// enforces); every answer the integration tests get is checked against the document (tests/helpers/http.ts).
import * as z from "zod";
import { ZSessionUser } from "@/lib/auth/responses";
import { ZForgotPassword, ZLogin, ZRegister, ZResetPassword, ZVerifyQuery } from "@/lib/auth/schemas";
import { ZCartItemDto } from "@/lib/cart/responses";
import { ZCartAdd, ZCartUpdate, ZPetRef } from "@/lib/cart/schemas";
import { ZHealthReady, ZHealthUnavailable } from "@/lib/health/responses";
import { okAnswer, ZErrorAnswer, ZMessageAnswer } from "@/lib/http/answers";
import type { TErrorCode } from "@/lib/http/errors";
import { MAX_AVATAR_REQUEST_BYTES, MAX_IMAGES_PER_LISTING, MAX_LISTING_REQUEST_BYTES } from "@/lib/images/limits";
import { ZConversationDto, ZMessageDto, ZParticipantDto } from "@/lib/messages/responses";
import { ZSendMessage } from "@/lib/messages/schemas";
import { ZOrderDto } from "@/lib/orders/responses";
import { ZCreateOrderSchema, ZOrderRefSchema } from "@/lib/orders/schemas";
import { ZTransactionDto } from "@/lib/payments/responses";
import { ZCreatePaymentSchema, ZVerifyPaymentSchema } from "@/lib/payments/schemas";
import { PET_STATUSES } from "@/lib/pets/constants";
import { ZPetDetailDto, ZPetDto } from "@/lib/pets/responses";
import { ZKeepImageIds, ZPet, ZPetListQuery, ZPetStatus, ZReport } from "@/lib/pets/schemas";
import { ZProfileDto, ZProfileStats } from "@/lib/profile/responses";
import { ZChangePassword, ZNotifications, ZPreferences, ZProfile } from "@/lib/profile/schemas";
import { ZContactMessage, ZSupportRequest } from "@/lib/support/schemas";
import { ZWishlistItemDto } from "@/lib/wishlist/responses";

export const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type TMethod = (typeof METHODS)[number];
export type TAuthMode = "required" | "optional" | "none";

/** The groups of the reference, in the order it shows them. */
export const TAGS = [
  { name: "Accounts", description: "Sign up, sign in and out, email verification and password reset." },
  { name: "Listings", description: "Pets for sale or rehoming: browse, create, edit, report." },
  { name: "Photos", description: "The stored photos of listings and profiles." },
  { name: "Cart", description: "The signed-in user's cart." },
  { name: "Wishlist", description: "The pets the signed-in user saved." },
  { name: "Orders", description: "Ordering pets, and sellers accepting or rejecting orders." },
  { name: "Payments", description: "The (mock) payment step and the payment history." },
  { name: "Messages", description: "Conversations between buyers and sellers." },
  { name: "Profile", description: "The signed-in user's profile and settings." },
  { name: "Help", description: "The support and contact forms." },
  { name: "Service", description: "Health check and this description." },
] as const;
export type TTag = (typeof TAGS)[number]["name"];

/** A form upload (multipart/form-data): its text fields, the fields that carry JSON text, and its files. */
export type TMultipart = {
  maxBytes: number;
  fields?: z.ZodObject;
  jsonFields?: Record<string, { schema: z.ZodType; description: string }>;
  files: { name: string; maxItems: number; description: string };
};

export type TResponse = {
  status: number;
  description: string;
  /** The JSON answer; without it (and without `media`) the answer has no body. */
  schema?: z.ZodType;
  /** A non-JSON answer: its media type. */
  media?: string;
  headers?: Record<string, string>;
};

export type TOperation = {
  method: TMethod;
  /** The path as OpenAPI writes it: `[id]` is `{id}`, and a catch-all `[...key]` is `{key}` too. */
  path: string;
  tag: TTag;
  summary: string;
  description?: string;
  auth: TAuthMode;
  /** Handled by `withRoute` (lib/api/route.ts), which adds its own failures (see `wrapperErrors`). */
  isWrapped: boolean;
  params?: Record<string, { description: string; isCatchAll?: boolean; pattern?: string }>;
  query?: z.ZodType;
  body?: z.ZodType;
  multipart?: TMultipart;
  isRateLimited?: boolean;
  /** The failures the endpoint itself can answer, besides the wrapper's. */
  errors?: TErrorCode[];
  responses: TResponse[];
};

const message = ZMessageAnswer;
const sessionAnswer = okAnswer({ message: z.string(), token: z.string().meta({ description: "The session token: send it as `Authorization: Bearer <token>`." }), user: ZSessionUser });
const profileAnswer = okAnswer({ message: z.string(), profile: ZProfileDto });
const petRefAnswer = okAnswer({ message: z.string(), pet: z.object({ id: z.string() }) });
const idParam = (what: string) => ({ id: { description: `The ${what}'s id.` } });

const petForm = (withKeep: boolean): TMultipart => ({
  maxBytes: MAX_LISTING_REQUEST_BYTES,
  fields: ZPet,
  jsonFields: {
    features: { schema: ZPet.shape.features, description: "The listing's features as a JSON array of short texts, e.g. [\"Vaccinated\", \"Friendly\"]." },
    ...(withKeep ? { keepImageIds: { schema: ZKeepImageIds, description: "The ids of the photos to keep (imageList[].id), in their new order, as a JSON array." } } : {}),
  },
  files: { name: "images", maxItems: MAX_IMAGES_PER_LISTING, description: `Photos (JPEG, PNG, WebP, GIF, AVIF, HEIC or TIFF), at most ${MAX_IMAGES_PER_LISTING} per listing counting kept ones; the first is the cover. They are re-encoded as WebP without their metadata.` },
});

export const OPERATIONS: TOperation[] = [
  // Accounts
  {
    method: "POST", path: "/server/auth/register", tag: "Accounts", auth: "none", isWrapped: true, body: ZRegister, isRateLimited: true,
    summary: "Create an account and sign in",
    description: "Creates the account, signs it in (token in the answer, and the session cookie) and mails a verification link. The email address must be verified before checkout.",
    errors: ["EMAIL_TAKEN"],
    responses: [{ status: 201, description: "Signed up and signed in.", schema: sessionAnswer }],
  },
  {
    method: "POST", path: "/server/auth/login", tag: "Accounts", auth: "none", isWrapped: true, body: ZLogin, isRateLimited: true,
    summary: "Sign in with email and password",
    description: "Answers a session token and sets the session cookie. Repeated wrong passwords for an account make it wait (429 with Retry-After), except on a device where it signed in before.",
    errors: ["INVALID_CREDENTIALS", "RATE_LIMITED"],
    responses: [{ status: 200, description: "Signed in.", schema: sessionAnswer }],
  },
  {
    method: "POST", path: "/server/auth/logout", tag: "Accounts", auth: "optional", isWrapped: true,
    summary: "Sign out",
    description: "Revokes this session on the server (the token stops working at once) and clears the cookie.",
    responses: [{ status: 200, description: "Signed out.", schema: message }],
  },
  {
    method: "GET", path: "/server/auth/me", tag: "Accounts", auth: "required", isWrapped: true,
    summary: "The signed-in user",
    responses: [{ status: 200, description: "The user of this session.", schema: okAnswer({ user: ZSessionUser }) }],
  },
  {
    method: "POST", path: "/server/auth/send-verification-email", tag: "Accounts", auth: "required", isWrapped: true, isRateLimited: true,
    summary: "Mail a new verification link",
    errors: ["ALREADY_VERIFIED", "MAIL_FAILED"],
    responses: [{ status: 200, description: "The mail is on its way.", schema: message }],
  },
  {
    method: "GET", path: "/server/auth/verify", tag: "Accounts", auth: "none", isWrapped: true, query: ZVerifyQuery,
    summary: "Verify an email address",
    description: "With the single-use token from the verification mail.",
    errors: ["VERIFY_TOKEN_MISSING", "VERIFY_LINK_INVALID"],
    responses: [{ status: 200, description: "The address is verified.", schema: message }],
  },
  {
    method: "POST", path: "/server/auth/forgot-password", tag: "Accounts", auth: "none", isWrapped: true, body: ZForgotPassword, isRateLimited: true,
    summary: "Mail a password reset link",
    description: "The answer is the same whether or not an account has this address.",
    responses: [{ status: 200, description: "If the account exists, the mail is on its way.", schema: message }],
  },
  {
    method: "POST", path: "/server/auth/reset-password", tag: "Accounts", auth: "none", isWrapped: true, body: ZResetPassword,
    summary: "Set a new password with a reset link",
    description: "Every session of the account is signed out.",
    errors: ["RESET_LINK_INVALID"],
    responses: [{ status: 200, description: "The password is changed.", schema: message }],
  },

  // Listings
  {
    method: "GET", path: "/server/pets", tag: "Listings", auth: "none", isWrapped: true, query: ZPetListQuery,
    summary: "Browse and search active listings",
    description: "Newest first by default. Pages are keyset-paged: pass the answer's nextCursor as cursor (with the same filters and sort) for the next page. An unknown filter value is refused rather than ignored.",
    errors: ["INVALID_CURSOR"],
    responses: [{ status: 200, description: "One page of listings.", schema: okAnswer({ pets: z.array(ZPetDto), nextCursor: z.string().nullable().meta({ description: "The cursor of the next page; null on the last one." }) }) }],
  },
  {
    method: "POST", path: "/server/pets", tag: "Listings", auth: "required", isWrapped: true, multipart: petForm(false), isRateLimited: true,
    summary: "Create a listing",
    description: "A form upload of the listing's fields and its photos.",
    errors: ["LISTING_LOGIN_REQUIRED", "PHOTOS_TOO_LARGE_TOGETHER", "PHOTO_TOO_LARGE", "IMAGES_BUSY", "PHOTO_STORE_FAILED"],
    responses: [{ status: 201, description: "The listing is created (active).", schema: petRefAnswer }],
  },
  {
    method: "GET", path: "/server/pets/user", tag: "Listings", auth: "required", isWrapped: true,
    summary: "My listings",
    description: "Every listing of the signed-in user, whatever its status, newest first.",
    responses: [{ status: 200, description: "The user's listings.", schema: okAnswer({ pets: z.array(ZPetDto) }) }],
  },
  {
    method: "GET", path: "/server/pets/{id}", tag: "Listings", auth: "optional", isWrapped: true, params: idParam("listing"),
    summary: "One listing",
    description: "An inactive listing is visible to its seller only; to anyone else it does not exist.",
    errors: ["PET_NOT_FOUND"],
    responses: [{ status: 200, description: "The listing with its seller.", schema: okAnswer({ pet: ZPetDetailDto }) }],
  },
  {
    method: "PUT", path: "/server/pets/{id}", tag: "Listings", auth: "required", isWrapped: true, params: idParam("listing"), multipart: petForm(true),
    summary: "Edit my listing",
    description: "A form upload of every field again, the photos to keep and any new photos.",
    errors: ["PET_NOT_FOUND", "NOT_OWNER", "PHOTOS_TOO_LARGE_TOGETHER", "PHOTO_TOO_LARGE", "IMAGES_BUSY", "PHOTO_STORE_FAILED"],
    responses: [{ status: 200, description: "The listing is saved.", schema: petRefAnswer }],
  },
  {
    method: "DELETE", path: "/server/pets/{id}", tag: "Listings", auth: "required", isWrapped: true, params: idParam("listing"),
    summary: "Delete my listing",
    description: "A listing that has orders cannot be deleted; mark it sold or inactive instead.",
    errors: ["PET_NOT_FOUND", "NOT_OWNER", "LISTING_HAS_ORDERS"],
    responses: [{ status: 200, description: "The listing and its photos are deleted.", schema: message }],
  },
  {
    method: "PATCH", path: "/server/pets/{id}/status", tag: "Listings", auth: "required", isWrapped: true, params: idParam("listing"), body: ZPetStatus,
    summary: "Mark my listing active, inactive or sold",
    errors: ["PET_NOT_FOUND", "NOT_OWNER"],
    responses: [{ status: 200, description: "The status is saved.", schema: okAnswer({ message: z.string(), status: z.enum(PET_STATUSES) }) }],
  },
  {
    method: "POST", path: "/server/pets/{id}/report", tag: "Listings", auth: "required", isWrapped: true, params: idParam("listing"), body: ZReport, isRateLimited: true,
    summary: "Report a listing to the moderators",
    description: "One report per user and listing: reporting again replaces it. Sellers cannot report their own listings.",
    errors: ["PET_NOT_FOUND", "REPORT_OWN"],
    responses: [{ status: 201, description: "The report is stored.", schema: message }],
  },
  {
    method: "POST", path: "/server/pets/{id}/views", tag: "Listings", auth: "optional", isWrapped: true, params: idParam("listing"), isRateLimited: true,
    summary: "Count a view of a listing",
    description: "The pet page's beacon: a view counts once per visitor per day, never the seller's own.",
    errors: ["PET_NOT_FOUND"],
    responses: [{ status: 200, description: "Whether this view counted.", schema: okAnswer({ counted: z.boolean() }) }],
  },

  // Photos
  {
    method: "GET", path: "/server/images/{key}", tag: "Photos", auth: "none", isWrapped: true,
    params: { key: { description: "The photo's key, slashes included: pets/<id>/sm.webp (480 px) or lg.webp (1200 px); avatars/<id>/sm.webp or lg.webp.", isCatchAll: true, pattern: "^(pets|avatars)/[a-z0-9]{10,40}/(sm|lg)\\.webp$" } },
    summary: "A stored photo",
    description: "Photo addresses never change, so the answer may be cached for a year (Cache-Control: immutable); send If-None-Match with its ETag to revalidate.",
    errors: ["IMAGE_NOT_FOUND"],
    responses: [
      { status: 200, description: "The photo.", media: "image/webp", headers: { ETag: "The photo's version.", "Cache-Control": "public, max-age=31536000, immutable" } },
      { status: 304, description: "Not modified: the ETag in If-None-Match is current." },
    ],
  },

  // Cart
  {
    method: "GET", path: "/server/cart", tag: "Cart", auth: "required", isWrapped: true,
    summary: "My cart",
    responses: [{ status: 200, description: "The cart's lines, oldest first.", schema: okAnswer({ cart: z.array(ZCartItemDto) }) }],
  },
  {
    method: "POST", path: "/server/cart", tag: "Cart", auth: "required", isWrapped: true, body: ZCartAdd,
    summary: "Add a pet to my cart",
    description: "Adding a pet that is already there raises its quantity (at most 10).",
    errors: ["CART_LOGIN_REQUIRED", "PET_NOT_FOUND", "OWN_PET_CART", "PET_NOT_AVAILABLE"],
    responses: [{ status: 200, description: "Added.", schema: message }],
  },
  {
    method: "PUT", path: "/server/cart", tag: "Cart", auth: "required", isWrapped: true, body: ZCartUpdate,
    summary: "Set a line's quantity",
    description: "A quantity below 1 removes the line.",
    errors: ["NOT_IN_CART"],
    responses: [{ status: 200, description: "Saved.", schema: message }],
  },
  {
    method: "DELETE", path: "/server/cart", tag: "Cart", auth: "required", isWrapped: true,
    summary: "Empty my cart",
    responses: [{ status: 200, description: "The cart is empty.", schema: message }],
  },
  {
    method: "POST", path: "/server/cart/remove", tag: "Cart", auth: "required", isWrapped: true, body: ZPetRef,
    summary: "Take a pet out of my cart",
    errors: ["NOT_IN_CART"],
    responses: [{ status: 200, description: "Removed.", schema: message }],
  },

  // Wishlist
  {
    method: "GET", path: "/server/wishlist", tag: "Wishlist", auth: "required", isWrapped: true,
    summary: "My saved pets",
    description: "A bare JSON array, newest first (the one answer without the success envelope, as this endpoint has always answered).",
    errors: ["WISHLIST_LOGIN_REQUIRED"],
    responses: [{ status: 200, description: "The saved pets.", schema: z.array(ZWishlistItemDto) }],
  },
  {
    method: "POST", path: "/server/wishlist", tag: "Wishlist", auth: "required", isWrapped: true, body: ZPetRef,
    summary: "Save a pet",
    description: "Saving a pet twice is not an error.",
    errors: ["WISHLIST_ADD_LOGIN_REQUIRED", "PET_NOT_FOUND"],
    responses: [{ status: 200, description: "Saved.", schema: message }],
  },
  {
    method: "DELETE", path: "/server/wishlist", tag: "Wishlist", auth: "required", isWrapped: true,
    summary: "Clear my wishlist",
    errors: ["WISHLIST_LOGIN_REQUIRED"],
    responses: [{ status: 200, description: "The wishlist is empty.", schema: message }],
  },
  {
    method: "POST", path: "/server/wishlist/check", tag: "Wishlist", auth: "required", isWrapped: true, body: ZPetRef,
    summary: "Whether I saved a pet",
    responses: [{ status: 200, description: "Whether the pet is saved.", schema: okAnswer({ inWishlist: z.boolean() }) }],
  },
  {
    method: "POST", path: "/server/wishlist/remove", tag: "Wishlist", auth: "required", isWrapped: true, body: ZPetRef,
    summary: "Un-save a pet",
    errors: ["WISHLIST_LOGIN_REQUIRED", "NOT_IN_WISHLIST"],
    responses: [{ status: 200, description: "Removed.", schema: message }],
  },

  // Orders
  {
    method: "GET", path: "/server/orders", tag: "Orders", auth: "required", isWrapped: true,
    summary: "My orders, as buyer and as seller",
    description: "Newest first; each order says the user's role in it.",
    responses: [{ status: 200, description: "The orders.", schema: okAnswer({ orders: z.array(ZOrderDto) }) }],
  },
  {
    method: "POST", path: "/server/orders", tag: "Orders", auth: "required", isWrapped: true, body: ZCreateOrderSchema, isRateLimited: true,
    summary: "Order one pet",
    description: "Needs a verified email address. The seller then accepts or rejects it.",
    errors: ["PET_NOT_FOUND", "OWN_PET_ORDER", "PET_NOT_AVAILABLE", "EMAIL_NOT_VERIFIED"],
    responses: [{ status: 201, description: "The order is placed (pending).", schema: okAnswer({ message: z.string(), order: ZOrderDto }) }],
  },
  {
    method: "POST", path: "/server/orders/checkout", tag: "Orders", auth: "required", isWrapped: true, isRateLimited: true,
    summary: "Check out my cart",
    description: "One order per cart line, all or none, and their total, which the payment must match. Checking out again reuses the open unpaid orders; the cart stays until the payment succeeds. Needs a verified email address.",
    errors: ["EMAIL_NOT_VERIFIED", "CART_EMPTY", "CART_PET_GONE", "CART_PET_UNAVAILABLE", "CART_OWN_PET"],
    responses: [{ status: 201, description: "The orders to pay.", schema: okAnswer({ message: z.string(), orders: z.array(z.string()).meta({ description: "The order ids." }), total: z.number().int().meta({ description: "What the payment must be, in whole rupees." }) }) }],
  },
  {
    method: "POST", path: "/server/orders/accept", tag: "Orders", auth: "required", isWrapped: true, body: ZOrderRefSchema, isRateLimited: true,
    summary: "Accept an order (seller)",
    description: "The pet is marked sold and its other pending orders are rejected (and refunded when paid).",
    errors: ["ORDER_NOT_FOUND", "NOT_YOUR_SALE", "ORDER_NOT_PENDING", "PET_NOT_AVAILABLE"],
    responses: [{ status: 200, description: "Accepted.", schema: message }],
  },
  {
    method: "POST", path: "/server/orders/reject", tag: "Orders", auth: "required", isWrapped: true, body: ZOrderRefSchema, isRateLimited: true,
    summary: "Reject an order (seller)",
    description: "A paid order is refunded.",
    errors: ["ORDER_NOT_FOUND", "NOT_YOUR_SALE", "ORDER_NOT_PENDING"],
    responses: [{ status: 200, description: "Rejected.", schema: message }],
  },
  {
    method: "POST", path: "/server/orders/cancel", tag: "Orders", auth: "required", isWrapped: true, body: ZOrderRefSchema, isRateLimited: true,
    summary: "Cancel my pending order (buyer)",
    description: "A paid order is refunded.",
    errors: ["ORDER_NOT_FOUND", "NOT_YOUR_ORDER", "ORDER_NOT_PENDING"],
    responses: [{ status: 200, description: "Cancelled.", schema: message }],
  },

  // Payments
  {
    method: "POST", path: "/server/payments/create-order", tag: "Payments", auth: "required", isWrapped: true, body: ZCreatePaymentSchema, isRateLimited: true,
    summary: "Open a payment",
    description: "A (mock) payment for the checkout's orders, at the total the server computed; any other amount is refused. Without order_ids the cart is checked out first. Asking again for the same orders answers the open payment.",
    errors: ["EMAIL_NOT_VERIFIED", "CART_EMPTY", "CART_PET_GONE", "CART_PET_UNAVAILABLE", "CART_OWN_PET", "ORDER_NOT_FOUND", "ORDER_NOT_PAYABLE", "ALREADY_PAID", "AMOUNT_MISMATCH"],
    responses: [{ status: 200, description: "The payment to complete.", schema: okAnswer({ order_id: z.string().meta({ description: "The payment's id, for POST /server/payments/verify." }) }) }],
  },
  {
    method: "POST", path: "/server/payments/verify", tag: "Payments", auth: "required", isWrapped: true, body: ZVerifyPaymentSchema, isRateLimited: true,
    summary: "Record a payment's outcome",
    description: "Once per payment. Success marks its orders paid and takes their pets out of the cart; a failed payment cannot succeed later (start a new one).",
    errors: ["PAYMENT_NOT_FOUND", "ALREADY_PAID", "PAYMENT_CLOSED", "ORDER_NOT_PAYABLE"],
    responses: [{ status: 200, description: "The outcome recorded.", schema: okAnswer({ status: z.enum(["success", "failed"]) }) }],
  },
  {
    method: "GET", path: "/server/transactions", tag: "Payments", auth: "required", isWrapped: true,
    summary: "My payments and refunds",
    description: "Newest first.",
    responses: [{ status: 200, description: "The transactions.", schema: okAnswer({ transactions: z.array(ZTransactionDto) }) }],
  },

  // Messages
  {
    method: "GET", path: "/server/messages", tag: "Messages", auth: "required", isWrapped: true,
    summary: "My conversations",
    description: "One per other user, newest first.",
    responses: [{ status: 200, description: "The conversations.", schema: okAnswer({ conversations: z.array(ZConversationDto) }) }],
  },
  {
    method: "POST", path: "/server/messages", tag: "Messages", auth: "required", isWrapped: true, body: ZSendMessage, isRateLimited: true,
    summary: "Send a message",
    description: "Optionally about a listing (pet_id). The receiver may get a mail about it.",
    errors: ["MESSAGE_SELF", "RECIPIENT_NOT_FOUND", "PET_NOT_FOUND"],
    responses: [{ status: 201, description: "The message sent.", schema: okAnswer({ message: z.string(), data: ZMessageDto }) }],
  },
  {
    method: "GET", path: "/server/messages/{id}", tag: "Messages", auth: "required", isWrapped: true, params: idParam("other user"),
    summary: "A conversation",
    description: "The other person, then the messages oldest first (the latest 200). The messages they sent me are marked read.",
    errors: ["MESSAGE_SELF", "USER_NOT_FOUND"],
    responses: [{ status: 200, description: "The conversation.", schema: okAnswer({ participant: ZParticipantDto, messages: z.array(ZMessageDto) }) }],
  },
  {
    method: "GET", path: "/server/messages/unread", tag: "Messages", auth: "required", isWrapped: true,
    summary: "How many messages I have not read",
    responses: [{ status: 200, description: "The count.", schema: okAnswer({ unread: z.number().int() }) }],
  },

  // Profile
  {
    method: "GET", path: "/server/profile", tag: "Profile", auth: "required", isWrapped: true,
    summary: "My profile and statistics",
    responses: [{ status: 200, description: "The profile.", schema: okAnswer({ profile: ZProfileDto, stats: ZProfileStats }) }],
  },
  {
    method: "PUT", path: "/server/profile", tag: "Profile", auth: "required", isWrapped: true, body: ZProfile, isRateLimited: true,
    summary: "Save my profile",
    description: "A new email address must be verified again: a link is mailed to it.",
    errors: ["EMAIL_TAKEN"],
    responses: [{
      status: 200, description: "Saved.",
      schema: okAnswer({ message: z.string(), profile: ZProfileDto, isEmailChanged: z.boolean(), isVerificationSent: z.boolean().meta({ description: "False when the new address changed but its mail could not be sent." }) }),
    }],
  },
  {
    method: "POST", path: "/server/profile/avatar", tag: "Profile", auth: "required", isWrapped: true, isRateLimited: true,
    multipart: { maxBytes: MAX_AVATAR_REQUEST_BYTES, files: { name: "avatar", maxItems: 1, description: "One photo (any field name), at most 10 MB; it is re-encoded as WebP without its metadata." } },
    summary: "Upload my profile photo",
    errors: ["PAYLOAD_TOO_LARGE", "PHOTO_TOO_LARGE", "IMAGES_BUSY", "PHOTO_STORE_FAILED"],
    responses: [{ status: 200, description: "The photo is saved.", schema: profileAnswer }],
  },
  {
    method: "DELETE", path: "/server/profile/avatar", tag: "Profile", auth: "required", isWrapped: true,
    summary: "Remove my profile photo",
    responses: [{ status: 200, description: "The photo is removed.", schema: profileAnswer }],
  },
  {
    method: "POST", path: "/server/profile/password", tag: "Profile", auth: "required", isWrapped: true, body: ZChangePassword, isRateLimited: true,
    summary: "Change my password",
    description: "Needs the current password. Every other session is signed out; this one stays.",
    errors: ["WRONG_PASSWORD"],
    responses: [{ status: 200, description: "Changed.", schema: message }],
  },
  {
    method: "DELETE", path: "/server/profile/sessions", tag: "Profile", auth: "required", isWrapped: true,
    summary: "Sign out everywhere",
    description: "Every session of the account, this one included, and the cookie.",
    responses: [{ status: 200, description: "Signed out on every device.", schema: message }],
  },
  {
    method: "PUT", path: "/server/profile/notifications", tag: "Profile", auth: "required", isWrapped: true, body: ZNotifications, isRateLimited: true,
    summary: "Choose which mails I get",
    responses: [{ status: 200, description: "Saved.", schema: profileAnswer }],
  },
  {
    method: "PUT", path: "/server/profile/preferences", tag: "Profile", auth: "required", isWrapped: true, body: ZPreferences, isRateLimited: true,
    summary: "Choose my language",
    description: "The language of the site and of the mails.",
    responses: [{ status: 200, description: "Saved.", schema: profileAnswer }],
  },

  // Help
  {
    method: "POST", path: "/server/support", tag: "Help", auth: "optional", isWrapped: true, body: ZSupportRequest, isRateLimited: true,
    summary: "Send a support request",
    description: "Stored, then mailed to the support inbox.",
    responses: [{ status: 201, description: "Received.", schema: message }],
  },
  {
    method: "POST", path: "/server/contact", tag: "Help", auth: "optional", isWrapped: true, body: ZContactMessage, isRateLimited: true,
    summary: "Send a contact message",
    description: "Stored, then mailed to the support inbox.",
    responses: [{ status: 201, description: "Received.", schema: message }],
  },

  // Service
  {
    method: "GET", path: "/server/health", tag: "Service", auth: "none", isWrapped: true,
    summary: "Readiness",
    description: "200 when this instance reaches the database; 503 with Retry-After when it does not (for load balancers and monitors).",
    responses: [
      { status: 200, description: "Ready.", schema: ZHealthReady },
      { status: 503, description: "Not ready: the database cannot be reached.", schema: z.union([ZHealthUnavailable, ZErrorAnswer]), headers: { "Retry-After": "Seconds to wait before asking again." } },
    ],
  },
  {
    method: "GET", path: "/server/openapi.json", tag: "Service", auth: "none", isWrapped: false,
    summary: "This description (OpenAPI 3.1)",
    responses: [{ status: 200, description: "The OpenAPI document.", schema: z.record(z.string(), z.unknown()).meta({ description: "An OpenAPI 3.1 document." }) }],
  },
];
