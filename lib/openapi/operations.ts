// Every endpoint under app/server, for the API reference (lib/openapi/document.ts builds the OpenAPI
// document from this table). Request schemas are the very zod schemas the handlers parse with, and
// answers are described by the zod schemas the services' types come from. The tests hold the table to
// the code: tests/unit/openapi.test.ts (every route file and method is here, and only those) and
// tests/integration/openapi.test.ts (auth, body, query, uploads and rate limits are what `withRoute`
// enforces); every answer the integration tests get is checked against the document (tests/helpers/http.ts).
import * as z from "zod";
import { ZDigestRun, ZSavedSearchDto } from "@/lib/alerts/responses";
import { ZAlertListQuery, ZSaveSearch, ZUnsubscribeLinkQuery, ZUnsubscribeQuery } from "@/lib/alerts/schemas";
import { ZSessionUser } from "@/lib/auth/responses";
import { ZForgotPassword, ZLogin, ZRegister, ZResetPassword, ZVerifyQuery } from "@/lib/auth/schemas";
import { ZCartItemDto } from "@/lib/cart/responses";
import { ZCartAdd, ZCartUpdate, ZPetRef } from "@/lib/cart/schemas";
import { ZHealthReady, ZHealthUnavailable } from "@/lib/health/responses";
import { LIVE_EVENT_KINDS } from "@/lib/live/kinds";
import { ZEventsQuery } from "@/lib/live/schemas";
import { okAnswer, ZErrorAnswer, ZMessageAnswer } from "@/lib/http/answers";
import type { TErrorCode } from "@/lib/http/errors";
import { MAX_AVATAR_REQUEST_BYTES, MAX_IMAGES_PER_LISTING, MAX_LISTING_REQUEST_BYTES } from "@/lib/images/limits";
import { ZConversationDto, ZMessageDto, ZParticipantDto } from "@/lib/messages/responses";
import { ZReportConversation, ZSendMessage } from "@/lib/messages/schemas";
import { ZSupportInboxCounts, ZSupportRequestDetail, ZSupportRequestSummary } from "@/lib/moderation/support-responses";
import { ZSupportInboxQuery, ZSupportReply } from "@/lib/moderation/support-schemas";
import { ZAdminUserDto, ZSuspendResult, ZUnsuspendResult } from "@/lib/moderation/users-responses";
import { ZSuspendUser, ZUserSearchQuery } from "@/lib/moderation/users-schemas";
import { ZOrderDto } from "@/lib/orders/responses";
import { ZCreateOrderSchema, ZOrderRefSchema } from "@/lib/orders/schemas";
import { ZTransactionDto } from "@/lib/payments/responses";
import { ZCreatePaymentSchema, ZVerifyPaymentSchema } from "@/lib/payments/schemas";
import { PET_STATUSES } from "@/lib/pets/constants";
import { ZMyPetDto, ZPetDetailDto, ZPetListAnswer } from "@/lib/pets/responses";
import { PREVIEW_CACHE, PREVIEW_CACHE_UNVERSIONED, ZPetPreviewQuery } from "@/lib/pets/preview-url";
import { ZAuditPage, ZReportsQueue } from "@/lib/moderation/reports-responses";
import { ZAppeal, ZAuditQuery, ZModerationReason, ZOptionalModerationReason } from "@/lib/moderation/reports-schemas";
import { ZKeepImageIds, ZPet, ZPetListQuery, ZPetStatus, ZReport } from "@/lib/pets/schemas";
import { ZProfileDto, ZProfileStats } from "@/lib/profile/responses";
import { ZPushKey } from "@/lib/push/responses";
import { ZPushSubscription, ZPushUnsubscribe } from "@/lib/push/schemas";
import { ZRetentionRun } from "@/lib/retention/responses";
import { ZModerationReviewDto, ZMyReviewDto } from "@/lib/reviews/responses";
import { ZCreateReview, ZHideReview, ZModerationReviewsQuery, ZMyReviewsQuery, ZReviewInput, ZReviewReply } from "@/lib/reviews/schemas";
import { ZSellerTrust } from "@/lib/sellers/responses";
import { ZChangePassword, ZConsent, ZDeleteAccount, ZNotifications, ZPreferences, ZProfile } from "@/lib/profile/schemas";
import { ZContactMessage, ZSupportRequest } from "@/lib/support/schemas";
import { ZSpeedReport } from "@/lib/vitals/responses";
import { ZSpeedQuery, ZVitalsBeacon } from "@/lib/vitals/schemas";
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
  { name: "Reviews", description: "Buyers rate the seller of a completed order; sellers reply." },
  { name: "Alerts", description: "Saved searches, and the daily mail of new pets that match them." },
  { name: "Profile", description: "The signed-in user's profile and settings." },
  { name: "Push", description: "Web Push notifications: the server's key and this browser's subscription." },
  { name: "Help", description: "The support and contact forms." },
  { name: "Service", description: "Health check, the speed beacon, the retention job and this description." },
  { name: "Moderation", description: "The moderation console's API (/server/admin/*): moderators and admins only." },
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
  /**
   * "moderator": the moderation API. A non-moderator gets 404 NOT_FOUND. These operations are held to
   * the code like every other, but left out of the published reference (`openApiDocument()`), which
   * would otherwise advertise what the 404 hides.
   */
  role?: "moderator";
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
const sessionAnswer = okAnswer({
  message: z.string(),
  token: z.string().meta({ description: "The session token: send it as `Authorization: Bearer <token>`." }),
  user: ZSessionUser,
});
const profileAnswer = okAnswer({ message: z.string(), profile: ZProfileDto });
const petRefAnswer = okAnswer({ message: z.string(), pet: z.object({ id: z.string() }) });
const idParam = (what: string) => ({ id: { description: `The ${what}'s id.` } });

const petForm = (withKeep: boolean): TMultipart => ({
  maxBytes: MAX_LISTING_REQUEST_BYTES,
  fields: ZPet,
  jsonFields: {
    features: {
      schema: ZPet.shape.features,
      description: 'The listing\'s features as a JSON array of short texts, e.g. ["Vaccinated", "Friendly"].',
    },
    ...(withKeep
      ? {
          keepImageIds: {
            schema: ZKeepImageIds,
            description: "The ids of the photos to keep (imageList[].id), in their new order, as a JSON array.",
          },
        }
      : {}),
  },
  files: {
    name: "images",
    maxItems: MAX_IMAGES_PER_LISTING,
    description: `Photos (JPEG, PNG, WebP, GIF, AVIF, HEIC or TIFF), at most ${MAX_IMAGES_PER_LISTING} per listing counting kept ones; the first is the cover. They are re-encoded as WebP without their metadata.`,
  },
});

export const OPERATIONS: TOperation[] = [
  // Accounts
  {
    method: "POST",
    path: "/server/auth/register",
    tag: "Accounts",
    auth: "none",
    isWrapped: true,
    body: ZRegister,
    isRateLimited: true,
    summary: "Create an account and sign in",
    description:
      "Creates the account, signs it in (token in the answer, and the session cookie) and mails a verification link. The email address must be verified before checkout.",
    errors: ["EMAIL_TAKEN"],
    responses: [{ status: 201, description: "Signed up and signed in.", schema: sessionAnswer }],
  },
  {
    method: "POST",
    path: "/server/auth/login",
    tag: "Accounts",
    auth: "none",
    isWrapped: true,
    body: ZLogin,
    isRateLimited: true,
    summary: "Sign in with email and password",
    description:
      "Answers a session token and sets the session cookie. Repeated wrong passwords for an account make it wait (429 with Retry-After), except on a device where it signed in before. A suspended account answers ACCOUNT_SUSPENDED (403), and only to the right password.",
    errors: ["INVALID_CREDENTIALS", "ACCOUNT_SUSPENDED", "RATE_LIMITED"],
    responses: [{ status: 200, description: "Signed in.", schema: sessionAnswer }],
  },
  {
    method: "POST",
    path: "/server/auth/logout",
    tag: "Accounts",
    auth: "optional",
    isWrapped: true,
    summary: "Sign out",
    description: "Revokes this session on the server (the token stops working at once) and clears the cookie.",
    responses: [{ status: 200, description: "Signed out.", schema: message }],
  },
  {
    method: "GET",
    path: "/server/auth/me",
    tag: "Accounts",
    auth: "required",
    isWrapped: true,
    summary: "The signed-in user",
    responses: [{ status: 200, description: "The user of this session.", schema: okAnswer({ user: ZSessionUser }) }],
  },
  {
    method: "POST",
    path: "/server/auth/send-verification-email",
    tag: "Accounts",
    auth: "required",
    isWrapped: true,
    isRateLimited: true,
    summary: "Mail a new verification link",
    errors: ["ALREADY_VERIFIED", "MAIL_FAILED"],
    responses: [{ status: 200, description: "The mail is on its way.", schema: message }],
  },
  {
    method: "GET",
    path: "/server/auth/verify",
    tag: "Accounts",
    auth: "none",
    isWrapped: true,
    query: ZVerifyQuery,
    summary: "Verify an email address",
    description: "With the single-use token from the verification mail.",
    errors: ["VERIFY_TOKEN_MISSING", "VERIFY_LINK_INVALID"],
    responses: [{ status: 200, description: "The address is verified.", schema: message }],
  },
  {
    method: "POST",
    path: "/server/auth/forgot-password",
    tag: "Accounts",
    auth: "none",
    isWrapped: true,
    body: ZForgotPassword,
    isRateLimited: true,
    summary: "Mail a password reset link",
    description: "The answer is the same whether or not an account has this address.",
    responses: [{ status: 200, description: "If the account exists, the mail is on its way.", schema: message }],
  },
  {
    method: "POST",
    path: "/server/auth/reset-password",
    tag: "Accounts",
    auth: "none",
    isWrapped: true,
    body: ZResetPassword,
    summary: "Set a new password with a reset link",
    description: "Every session of the account is signed out.",
    errors: ["RESET_LINK_INVALID"],
    responses: [{ status: 200, description: "The password is changed.", schema: message }],
  },

  // Listings
  {
    method: "GET",
    path: "/server/pets",
    tag: "Listings",
    auth: "none",
    isWrapped: true,
    query: ZPetListQuery,
    summary: "Browse and search active listings",
    description:
      'Newest first by default. Pages are keyset-paged: pass the answer\'s nextCursor as cursor (with the same filters and sort) for the next page. An unknown filter value is refused rather than ignored. The search q understands species, breeds and towns, their short and old names and their Hindi and Telugu spellings ("lab puppies in bangalore", "पर्शियन बिल्ली", "కుక్క"), a budget ("under 10k", "₹5,000 से कम", "10 వేల లోపు", "5k-10k") and a gender ("female", "मादा", "ఆడ"), which become filters (`interpretedAs`); its other words are matched against name, breed and description. Listings that mention every word come first, then those that match only what was understood (`unmatched` names the words they lack), so a word no listing has never empties the page. When nothing matches at all, misspelt words are corrected to the breeds and towns listed (`interpretedAs.corrected`).',
    errors: ["INVALID_CURSOR"],
    responses: [{ status: 200, description: "One page of listings.", schema: okAnswer(ZPetListAnswer.shape) }],
  },
  {
    method: "POST",
    path: "/server/pets",
    tag: "Listings",
    auth: "required",
    isWrapped: true,
    multipart: petForm(false),
    isRateLimited: true,
    summary: "Create a listing",
    description: "A form upload of the listing's fields and its photos.",
    errors: ["LISTING_LOGIN_REQUIRED", "PHOTOS_TOO_LARGE_TOGETHER", "PHOTO_TOO_LARGE", "IMAGES_BUSY", "PHOTO_STORE_FAILED"],
    responses: [{ status: 201, description: "The listing is created (active).", schema: petRefAnswer }],
  },
  {
    method: "GET",
    path: "/server/pets/user",
    tag: "Listings",
    auth: "required",
    isWrapped: true,
    summary: "My listings",
    description:
      "Every listing of the signed-in user, whatever its status, newest first; a listing the moderators hid says why (`hidden`).",
    responses: [{ status: 200, description: "The user's listings.", schema: okAnswer({ pets: z.array(ZMyPetDto) }) }],
  },
  {
    method: "GET",
    path: "/server/pets/{id}",
    tag: "Listings",
    auth: "optional",
    isWrapped: true,
    params: idParam("listing"),
    summary: "One listing",
    description:
      "An inactive or hidden listing is visible to its seller (and the moderators) only; to anyone else it does not exist. A listing is hidden when the moderators take it down, or automatically when three users with a verified email have reported it.",
    errors: ["PET_NOT_FOUND"],
    responses: [{ status: 200, description: "The listing with its seller.", schema: okAnswer({ pet: ZPetDetailDto }) }],
  },
  {
    method: "PUT",
    path: "/server/pets/{id}",
    tag: "Listings",
    auth: "required",
    isWrapped: true,
    params: idParam("listing"),
    multipart: petForm(true),
    summary: "Edit my listing",
    description: "A form upload of every field again, the photos to keep and any new photos.",
    errors: ["PET_NOT_FOUND", "NOT_OWNER", "PHOTOS_TOO_LARGE_TOGETHER", "PHOTO_TOO_LARGE", "IMAGES_BUSY", "PHOTO_STORE_FAILED"],
    responses: [{ status: 200, description: "The listing is saved.", schema: petRefAnswer }],
  },
  {
    method: "DELETE",
    path: "/server/pets/{id}",
    tag: "Listings",
    auth: "required",
    isWrapped: true,
    params: idParam("listing"),
    summary: "Delete my listing",
    description: "A listing that has orders cannot be deleted; mark it sold or inactive instead.",
    errors: ["PET_NOT_FOUND", "NOT_OWNER", "LISTING_HAS_ORDERS"],
    responses: [{ status: 200, description: "The listing and its photos are deleted.", schema: message }],
  },
  {
    method: "PATCH",
    path: "/server/pets/{id}/status",
    tag: "Listings",
    auth: "required",
    isWrapped: true,
    params: idParam("listing"),
    body: ZPetStatus,
    summary: "Mark my listing active, inactive or sold",
    description: "Not while the moderators have it hidden (LISTING_HIDDEN): only they bring it back; its seller may appeal.",
    errors: ["PET_NOT_FOUND", "NOT_OWNER", "LISTING_HIDDEN"],
    responses: [
      { status: 200, description: "The status is saved.", schema: okAnswer({ message: z.string(), status: z.enum(PET_STATUSES) }) },
    ],
  },
  {
    method: "POST",
    path: "/server/pets/{id}/report",
    tag: "Listings",
    auth: "required",
    isWrapped: true,
    params: idParam("listing"),
    body: ZReport,
    isRateLimited: true,
    summary: "Report a listing to the moderators",
    description:
      "One report per user and listing: reporting again while it is open updates it, and a report the moderators closed opens again. Sellers cannot report their own listings. Open reports from three different users with a verified email hide an active listing at once, until a moderator looks at it.",
    errors: ["PET_NOT_FOUND", "REPORT_OWN"],
    responses: [{ status: 201, description: "The report is stored.", schema: message }],
  },
  {
    method: "POST",
    path: "/server/pets/{id}/views",
    tag: "Listings",
    auth: "optional",
    isWrapped: true,
    params: idParam("listing"),
    isRateLimited: true,
    summary: "Count a view of a listing",
    description: "The pet page's beacon: a view counts once per visitor per day, never the seller's own.",
    errors: ["PET_NOT_FOUND"],
    responses: [{ status: 200, description: "Whether this view counted.", schema: okAnswer({ counted: z.boolean() }) }],
  },
  {
    method: "POST",
    path: "/server/pets/{id}/appeal",
    tag: "Listings",
    auth: "required",
    isWrapped: true,
    params: idParam("listing"),
    body: ZAppeal,
    summary: "Appeal the hiding of my listing",
    description:
      "The seller of a hidden listing asks the moderators to look again: a support request naming the listing, answered by email. Once per hiding.",
    errors: ["PET_NOT_FOUND", "NOT_OWNER", "APPEAL_NOT_HIDDEN", "APPEAL_ALREADY_SENT"],
    responses: [
      {
        status: 201,
        description: "The appeal is sent.",
        schema: okAnswer({ message: z.string(), requestId: z.string().meta({ description: "The support request's id." }) }),
      },
    ],
  },

  // Moderation: the reports queue and the audit log (lib/moderation/get-reports-queue.ts, get-audit-page.ts)
  {
    method: "GET",
    path: "/server/admin/reports",
    tag: "Moderation",
    auth: "required",
    role: "moderator",
    isWrapped: true,
    summary: "The reports queue",
    description:
      "Listings with open reports, grouped per listing with their reporters and reasons, the oldest report first; then open conversation reports with the last 20 messages between the two users.",
    responses: [{ status: 200, description: "The queue.", schema: okAnswer(ZReportsQueue.shape) }],
  },
  {
    method: "POST",
    path: "/server/admin/pets/{id}/hide",
    tag: "Moderation",
    auth: "required",
    role: "moderator",
    isWrapped: true,
    params: idParam("listing"),
    body: ZModerationReason,
    summary: "Hide a listing",
    description:
      "Out of every list, search, sitemap and cached page; its open reports are actioned and its seller is mailed the reason (and may appeal once). A listing hidden automatically by reports may be hidden again: the moderator's reason replaces the automatic one.",
    errors: ["NOT_FOUND", "PET_NOT_FOUND", "LISTING_ALREADY_HIDDEN"],
    responses: [{ status: 200, description: "Hidden.", schema: message }],
  },
  {
    method: "POST",
    path: "/server/admin/pets/{id}/restore",
    tag: "Moderation",
    auth: "required",
    role: "moderator",
    isWrapped: true,
    params: idParam("listing"),
    body: ZOptionalModerationReason,
    summary: "Restore a hidden listing",
    description:
      "Back to sold when one of its orders was accepted, to active otherwise; its open reports are dismissed and its seller is mailed. Not while its seller is suspended.",
    errors: ["NOT_FOUND", "PET_NOT_FOUND", "LISTING_NOT_HIDDEN", "LISTING_SELLER_SUSPENDED"],
    responses: [{ status: 200, description: "Restored.", schema: message }],
  },
  {
    method: "POST",
    path: "/server/admin/pets/{id}/dismiss-reports",
    tag: "Moderation",
    auth: "required",
    role: "moderator",
    isWrapped: true,
    params: idParam("listing"),
    body: ZOptionalModerationReason,
    summary: "Dismiss a listing's open reports",
    description:
      "The listing stays as it is. A hidden listing's reports are answered by restoring or deleting it instead (REPORTS_LISTING_HIDDEN).",
    errors: ["NOT_FOUND", "PET_NOT_FOUND", "NO_OPEN_REPORTS", "REPORTS_LISTING_HIDDEN"],
    responses: [{ status: 200, description: "Dismissed.", schema: message }],
  },
  {
    method: "DELETE",
    path: "/server/admin/pets/{id}",
    tag: "Moderation",
    auth: "required",
    role: "moderator",
    isWrapped: true,
    params: idParam("listing"),
    body: ZModerationReason,
    summary: "Delete a listing",
    description:
      "The listing, its photos and its reports are deleted (the audit log keeps the record) and its seller is mailed the reason. A listing with orders cannot be deleted, since the orders would go with it: hide it instead.",
    errors: ["NOT_FOUND", "PET_NOT_FOUND", "LISTING_HAS_ORDERS"],
    responses: [{ status: 200, description: "Deleted.", schema: message }],
  },
  {
    method: "POST",
    path: "/server/admin/conversation-reports/{id}/dismiss",
    tag: "Moderation",
    auth: "required",
    role: "moderator",
    isWrapped: true,
    params: idParam("conversation report"),
    body: ZOptionalModerationReason,
    summary: "Dismiss a conversation report",
    errors: ["NOT_FOUND", "CONVERSATION_REPORT_NOT_FOUND", "CONVERSATION_REPORT_CLOSED"],
    responses: [{ status: 200, description: "Dismissed.", schema: message }],
  },
  {
    method: "POST",
    path: "/server/admin/conversation-reports/{id}/action",
    tag: "Moderation",
    auth: "required",
    role: "moderator",
    isWrapped: true,
    params: idParam("conversation report"),
    body: ZModerationReason,
    summary: "Uphold a conversation report",
    description: "The reported user is warned by mail, with the reason.",
    errors: ["NOT_FOUND", "CONVERSATION_REPORT_NOT_FOUND", "CONVERSATION_REPORT_CLOSED"],
    responses: [{ status: 200, description: "Upheld.", schema: message }],
  },
  {
    method: "GET",
    path: "/server/admin/audit",
    tag: "Moderation",
    auth: "required",
    role: "moderator",
    isWrapped: true,
    query: ZAuditQuery,
    summary: "The audit log",
    description:
      "Every moderation action, newest first, keyset-paged: pass nextCursor as cursor for older entries. The log is append-only: no endpoint changes or deletes an entry, and the database refuses to.",
    errors: ["INVALID_CURSOR"],
    responses: [{ status: 200, description: "One page of the log.", schema: okAnswer(ZAuditPage.shape) }],
  },
  {
    method: "GET",
    path: "/server/admin/vitals",
    tag: "Moderation",
    auth: "required",
    role: "moderator",
    isWrapped: true,
    query: ZSpeedQuery,
    summary: "Real visitors' speed",
    description:
      "The 75th percentile of LCP, INP, CLS and TTFB per kind of page, over the last 7 and the last 28 days (India's calendar, today included), with the number of samples and the Core Web Vitals rating; `device` narrows it to phones, tablets or computers.",
    responses: [{ status: 200, description: "The figures.", schema: okAnswer({ report: ZSpeedReport }) }],
  },

  // Photos
  {
    method: "GET",
    path: "/server/images/{key}",
    tag: "Photos",
    auth: "none",
    isWrapped: true,
    params: {
      key: {
        description: "The photo's key, slashes included: pets/<id>/sm.webp (480 px) or lg.webp (1200 px); avatars/<id>/sm.webp or lg.webp.",
        isCatchAll: true,
        pattern: "^(pets|avatars)/[a-z0-9]{10,40}/(sm|lg)\\.webp$",
      },
    },
    summary: "A stored photo",
    description:
      "Photo addresses never change, so the answer may be cached for a year (Cache-Control: immutable); send If-None-Match with its ETag to revalidate.",
    errors: ["IMAGE_NOT_FOUND"],
    responses: [
      {
        status: 200,
        description: "The photo.",
        media: "image/webp",
        headers: { ETag: "The photo's version.", "Cache-Control": "public, max-age=31536000, immutable" },
      },
      { status: 304, description: "Not modified: the ETag in If-None-Match is current." },
    ],
  },
  {
    method: "GET",
    path: "/server/og/pets/{id}",
    tag: "Photos",
    auth: "none",
    isWrapped: true,
    params: idParam("listing"),
    query: ZPetPreviewQuery,
    summary: "A listing's link preview",
    description:
      "The image that WhatsApp and other apps show under a shared link to the listing (the pet page names it in og:image with its current version): 1200×630 JPEG with the first photo, the name, the price and the town. At the current version's address browsers may keep it for a year and shared caches for a day; without the version, or with an old one, for five minutes. An inactive or hidden listing has none.",
    errors: ["PET_NOT_FOUND"],
    responses: [
      {
        status: 200,
        description: "The preview.",
        media: "image/jpeg",
        headers: {
          ETag: "The preview's version.",
          "Cache-Control": `${PREVIEW_CACHE} at the current version, else ${PREVIEW_CACHE_UNVERSIONED}`,
        },
      },
      { status: 304, description: "Not modified: the ETag in If-None-Match is current." },
    ],
  },

  // Cart
  {
    method: "GET",
    path: "/server/cart",
    tag: "Cart",
    auth: "required",
    isWrapped: true,
    summary: "My cart",
    responses: [{ status: 200, description: "The cart's lines, oldest first.", schema: okAnswer({ cart: z.array(ZCartItemDto) }) }],
  },
  {
    method: "POST",
    path: "/server/cart",
    tag: "Cart",
    auth: "required",
    isWrapped: true,
    body: ZCartAdd,
    summary: "Add a pet to my cart",
    description: "Adding a pet that is already there raises its quantity (at most 10).",
    errors: ["CART_LOGIN_REQUIRED", "PET_NOT_FOUND", "OWN_PET_CART", "PET_NOT_AVAILABLE"],
    responses: [{ status: 200, description: "Added.", schema: message }],
  },
  {
    method: "PUT",
    path: "/server/cart",
    tag: "Cart",
    auth: "required",
    isWrapped: true,
    body: ZCartUpdate,
    summary: "Set a line's quantity",
    description: "A quantity below 1 removes the line.",
    errors: ["NOT_IN_CART"],
    responses: [{ status: 200, description: "Saved.", schema: message }],
  },
  {
    method: "DELETE",
    path: "/server/cart",
    tag: "Cart",
    auth: "required",
    isWrapped: true,
    summary: "Empty my cart",
    responses: [{ status: 200, description: "The cart is empty.", schema: message }],
  },
  {
    method: "POST",
    path: "/server/cart/remove",
    tag: "Cart",
    auth: "required",
    isWrapped: true,
    body: ZPetRef,
    summary: "Take a pet out of my cart",
    errors: ["NOT_IN_CART"],
    responses: [{ status: 200, description: "Removed.", schema: message }],
  },

  // Wishlist
  {
    method: "GET",
    path: "/server/wishlist",
    tag: "Wishlist",
    auth: "required",
    isWrapped: true,
    summary: "My saved pets",
    description: "A bare JSON array, newest first (the one answer without the success envelope, as this endpoint has always answered).",
    errors: ["WISHLIST_LOGIN_REQUIRED"],
    responses: [{ status: 200, description: "The saved pets.", schema: z.array(ZWishlistItemDto) }],
  },
  {
    method: "POST",
    path: "/server/wishlist",
    tag: "Wishlist",
    auth: "required",
    isWrapped: true,
    body: ZPetRef,
    summary: "Save a pet",
    description: "Saving a pet twice is not an error.",
    errors: ["WISHLIST_ADD_LOGIN_REQUIRED", "PET_NOT_FOUND"],
    responses: [{ status: 200, description: "Saved.", schema: message }],
  },
  {
    method: "DELETE",
    path: "/server/wishlist",
    tag: "Wishlist",
    auth: "required",
    isWrapped: true,
    summary: "Clear my wishlist",
    errors: ["WISHLIST_LOGIN_REQUIRED"],
    responses: [{ status: 200, description: "The wishlist is empty.", schema: message }],
  },
  {
    method: "POST",
    path: "/server/wishlist/check",
    tag: "Wishlist",
    auth: "required",
    isWrapped: true,
    body: ZPetRef,
    summary: "Whether I saved a pet",
    responses: [{ status: 200, description: "Whether the pet is saved.", schema: okAnswer({ inWishlist: z.boolean() }) }],
  },
  {
    method: "POST",
    path: "/server/wishlist/remove",
    tag: "Wishlist",
    auth: "required",
    isWrapped: true,
    body: ZPetRef,
    summary: "Un-save a pet",
    errors: ["WISHLIST_LOGIN_REQUIRED", "NOT_IN_WISHLIST"],
    responses: [{ status: 200, description: "Removed.", schema: message }],
  },

  // Orders
  {
    method: "GET",
    path: "/server/orders",
    tag: "Orders",
    auth: "required",
    isWrapped: true,
    summary: "My orders, as buyer and as seller",
    description: "Newest first; each order says the user's role in it.",
    responses: [{ status: 200, description: "The orders.", schema: okAnswer({ orders: z.array(ZOrderDto) }) }],
  },
  {
    method: "POST",
    path: "/server/orders",
    tag: "Orders",
    auth: "required",
    isWrapped: true,
    body: ZCreateOrderSchema,
    isRateLimited: true,
    summary: "Order one pet",
    description: "Needs a verified email address. The seller then accepts or rejects it.",
    errors: ["PET_NOT_FOUND", "OWN_PET_ORDER", "PET_NOT_AVAILABLE", "EMAIL_NOT_VERIFIED"],
    responses: [
      { status: 201, description: "The order is placed (pending).", schema: okAnswer({ message: z.string(), order: ZOrderDto }) },
    ],
  },
  {
    method: "POST",
    path: "/server/orders/checkout",
    tag: "Orders",
    auth: "required",
    isWrapped: true,
    isRateLimited: true,
    summary: "Check out my cart",
    description:
      "One order per cart line, all or none, and their total, which the payment must match. Checking out again reuses the open unpaid orders; the cart stays until the payment succeeds. Needs a verified email address.",
    errors: ["EMAIL_NOT_VERIFIED", "CART_EMPTY", "CART_PET_GONE", "CART_PET_UNAVAILABLE", "CART_OWN_PET"],
    responses: [
      {
        status: 201,
        description: "The orders to pay.",
        schema: okAnswer({
          message: z.string(),
          orders: z.array(z.string()).meta({ description: "The order ids." }),
          total: z.number().int().meta({ description: "What the payment must be, in whole rupees." }),
        }),
      },
    ],
  },
  {
    method: "POST",
    path: "/server/orders/accept",
    tag: "Orders",
    auth: "required",
    isWrapped: true,
    body: ZOrderRefSchema,
    isRateLimited: true,
    summary: "Accept an order (seller)",
    description: "The pet is marked sold and its other pending orders are rejected (and refunded when paid).",
    errors: ["ORDER_NOT_FOUND", "NOT_YOUR_SALE", "ORDER_NOT_PENDING", "PET_NOT_AVAILABLE"],
    responses: [{ status: 200, description: "Accepted.", schema: message }],
  },
  {
    method: "POST",
    path: "/server/orders/reject",
    tag: "Orders",
    auth: "required",
    isWrapped: true,
    body: ZOrderRefSchema,
    isRateLimited: true,
    summary: "Reject an order (seller)",
    description: "A paid order is refunded.",
    errors: ["ORDER_NOT_FOUND", "NOT_YOUR_SALE", "ORDER_NOT_PENDING"],
    responses: [{ status: 200, description: "Rejected.", schema: message }],
  },
  {
    method: "POST",
    path: "/server/orders/cancel",
    tag: "Orders",
    auth: "required",
    isWrapped: true,
    body: ZOrderRefSchema,
    isRateLimited: true,
    summary: "Cancel my pending order (buyer)",
    description: "A paid order is refunded.",
    errors: ["ORDER_NOT_FOUND", "NOT_YOUR_ORDER", "ORDER_NOT_PENDING"],
    responses: [{ status: 200, description: "Cancelled.", schema: message }],
  },

  // Payments
  {
    method: "POST",
    path: "/server/payments/create-order",
    tag: "Payments",
    auth: "required",
    isWrapped: true,
    body: ZCreatePaymentSchema,
    isRateLimited: true,
    summary: "Open a payment",
    description:
      "A (mock) payment for the checkout's orders, at the total the server computed; any other amount is refused. Without order_ids the cart is checked out first. Asking again for the same orders answers the open payment.",
    errors: [
      "EMAIL_NOT_VERIFIED",
      "CART_EMPTY",
      "CART_PET_GONE",
      "CART_PET_UNAVAILABLE",
      "CART_OWN_PET",
      "ORDER_NOT_FOUND",
      "ORDER_NOT_PAYABLE",
      "ALREADY_PAID",
      "PET_NOT_AVAILABLE",
      "AMOUNT_MISMATCH",
    ],
    responses: [
      {
        status: 200,
        description: "The payment to complete.",
        schema: okAnswer({ order_id: z.string().meta({ description: "The payment's id, for POST /server/payments/verify." }) }),
      },
    ],
  },
  {
    method: "POST",
    path: "/server/payments/verify",
    tag: "Payments",
    auth: "required",
    isWrapped: true,
    body: ZVerifyPaymentSchema,
    isRateLimited: true,
    summary: "Record a payment's outcome",
    description:
      "Once per payment. Success marks its orders paid and takes their pets out of the cart; a failed payment cannot succeed later (start a new one).",
    errors: ["PAYMENT_NOT_FOUND", "ALREADY_PAID", "PAYMENT_CLOSED", "ORDER_NOT_PAYABLE", "PET_NOT_AVAILABLE"],
    responses: [{ status: 200, description: "The outcome recorded.", schema: okAnswer({ status: z.enum(["success", "failed"]) }) }],
  },
  {
    method: "GET",
    path: "/server/transactions",
    tag: "Payments",
    auth: "required",
    isWrapped: true,
    summary: "My payments and refunds",
    description: "Newest first.",
    responses: [{ status: 200, description: "The transactions.", schema: okAnswer({ transactions: z.array(ZTransactionDto) }) }],
  },

  // Messages
  {
    method: "GET",
    path: "/server/messages",
    tag: "Messages",
    auth: "required",
    isWrapped: true,
    summary: "My conversations",
    description: "One per other user, newest first.",
    responses: [{ status: 200, description: "The conversations.", schema: okAnswer({ conversations: z.array(ZConversationDto) }) }],
  },
  {
    method: "POST",
    path: "/server/messages",
    tag: "Messages",
    auth: "required",
    isWrapped: true,
    body: ZSendMessage,
    isRateLimited: true,
    summary: "Send a message",
    description: "Optionally about a listing (pet_id). The receiver may get a mail about it.",
    errors: ["MESSAGE_SELF", "RECIPIENT_NOT_FOUND", "PET_NOT_FOUND"],
    responses: [{ status: 201, description: "The message sent.", schema: okAnswer({ message: z.string(), data: ZMessageDto }) }],
  },
  {
    method: "GET",
    path: "/server/messages/{id}",
    tag: "Messages",
    auth: "required",
    isWrapped: true,
    params: idParam("other user"),
    summary: "A conversation",
    description:
      "The other person, then the messages oldest first (the latest 200). The other person is named only to someone who has exchanged a message with them, or when they sell a listing anyone can open (active or sold: the pet page's Contact seller opens this before the first message); to anyone else the answer is USER_NOT_FOUND, as for an unknown id. The messages they sent me are marked read. Each message I received carries `safety`: what in it advance-fee scams use (a phone number, a UPI ID, bank details, a payment link, a request for an advance or fee), for a safety notice; the text itself is never changed.",
    errors: ["MESSAGE_SELF", "USER_NOT_FOUND"],
    responses: [
      { status: 200, description: "The conversation.", schema: okAnswer({ participant: ZParticipantDto, messages: z.array(ZMessageDto) }) },
    ],
  },
  {
    method: "POST",
    path: "/server/messages/report",
    tag: "Messages",
    auth: "required",
    isWrapped: true,
    body: ZReportConversation,
    isRateLimited: true,
    summary: "Report a conversation",
    description:
      "Sends my conversation with `userId` to the moderators' queue, with an optional note and the pet it is about (by default the pet of our latest message that names one). Only someone I have exchanged a message with. One report per person: reporting again re-opens and updates it.",
    errors: ["USER_NOT_FOUND", "PET_NOT_FOUND", "CONVERSATION_REPORT_SELF", "CONVERSATION_REPORT_NO_MESSAGES"],
    responses: [
      { status: 201, description: "Reported.", schema: message },
      { status: 200, description: "Reported again: the earlier report is open again and updated.", schema: message },
    ],
  },
  {
    method: "GET",
    path: "/server/messages/unread",
    tag: "Messages",
    auth: "required",
    isWrapped: true,
    summary: "How many messages I have not read",
    responses: [{ status: 200, description: "The count.", schema: okAnswer({ unread: z.number().int() }) }],
  },

  // Live events (lib/live/stream.ts): listed with Messages, whose live updates are most of them
  {
    method: "GET",
    path: "/server/events",
    tag: "Messages",
    auth: "required",
    isWrapped: true,
    query: ZEventsQuery,
    isRateLimited: true,
    summary: "My live events (Server-Sent Events)",
    description:
      `A text/event-stream for EventSource. Each event is \`id: <id>\`, \`event: <kind>\` (${LIVE_EVENT_KINDS.join(", ")}) and \`data:\` a JSON object \`{ id, kind, data, createdAt }\` whose \`data\` holds ids and names only (orderId, petId, petName, otherUserId, otherUserName, messageId, status…), never a message's text. ` +
      "The stream starts with `retry: 3000`; with a `Last-Event-ID` header (a reconnecting EventSource sends it) or `?lastEventId=` it first sends again, without `id:`, the events up to that id written in the last 30 s (one may have committed late, after a higher id was sent: skip those you have, by `data.id`), then replays the events after it; else it starts from now. Then `event: ready` with `{ lastEventId }`. An event that commits late while the stream is open also comes without `id:`. A comment `: ping` comes every 20 s. " +
      'At 280 s the stream ends with `event: reconnect` (EventSource reconnects by itself and misses nothing). When the session is revoked or the account suspended it ends with `event: end` and `{ reason: "signed-out" | "suspended" }`: the client must close its EventSource then. At most 30 new connections a minute per person.',
    responses: [
      {
        status: 200,
        description: "The event stream (open until it ends itself or the client goes).",
        media: "text/event-stream",
        headers: { "Cache-Control": "no-store, no-transform", "X-Accel-Buffering": "no" },
      },
    ],
  },

  // Reviews (lib/reviews/service.ts)
  {
    method: "GET",
    path: "/server/reviews",
    tag: "Reviews",
    auth: "required",
    isWrapped: true,
    query: ZMyReviewsQuery,
    summary: "Reviews I wrote, or reviews of me",
    description:
      "`as=author` (the default): the reviews I wrote, to change them while I may. `as=seller`: the reviews of me, to reply, with my trust figures as buyers see them. Hidden reviews are included and marked. Newest first, at most 100.",
    responses: [
      {
        status: 200,
        description: "The reviews (and, as a seller, my figures).",
        schema: okAnswer({
          reviews: z.array(ZMyReviewDto),
          trust: ZSellerTrust.optional().meta({ description: "With `as=seller` only." }),
        }),
      },
    ],
  },
  {
    method: "POST",
    path: "/server/reviews",
    tag: "Reviews",
    auth: "required",
    isWrapped: true,
    body: ZCreateReview,
    isRateLimited: true,
    summary: "Rate the seller of one of my orders",
    description:
      "Only the order's buyer, only once the seller has accepted it and it is paid, and once per order. The comment may be empty.",
    errors: ["ORDER_NOT_FOUND", "REVIEW_NOT_YOUR_ORDER", "REVIEW_ORDER_NOT_COMPLETE", "REVIEW_EXISTS"],
    responses: [{ status: 201, description: "The review is published.", schema: okAnswer({ message: z.string(), review: ZMyReviewDto }) }],
  },
  {
    method: "PATCH",
    path: "/server/reviews/{id}",
    tag: "Reviews",
    auth: "required",
    isWrapped: true,
    params: idParam("review"),
    body: ZReviewInput,
    isRateLimited: true,
    summary: "Change my review",
    description: "Its author, within 14 days of writing it; not once a moderator has hidden it.",
    errors: ["REVIEW_NOT_FOUND", "NOT_YOUR_REVIEW", "REVIEW_HIDDEN", "REVIEW_EDIT_CLOSED"],
    responses: [{ status: 200, description: "Changed.", schema: okAnswer({ message: z.string(), review: ZMyReviewDto }) }],
  },
  {
    method: "POST",
    path: "/server/reviews/{id}/reply",
    tag: "Reviews",
    auth: "required",
    isWrapped: true,
    params: idParam("review"),
    body: ZReviewReply,
    isRateLimited: true,
    summary: "Reply to a review of me",
    description: "The seller the review is about, once; not to a hidden review.",
    errors: ["REVIEW_NOT_FOUND", "NOT_REVIEW_SELLER", "REVIEW_HIDDEN", "REVIEW_REPLY_EXISTS"],
    responses: [
      {
        status: 201,
        description: "The reply is published under the review.",
        schema: okAnswer({ message: z.string(), review: ZMyReviewDto }),
      },
    ],
  },

  // Profile
  {
    method: "GET",
    path: "/server/profile",
    tag: "Profile",
    auth: "required",
    isWrapped: true,
    summary: "My profile and statistics",
    responses: [{ status: 200, description: "The profile.", schema: okAnswer({ profile: ZProfileDto, stats: ZProfileStats }) }],
  },
  {
    method: "PUT",
    path: "/server/profile",
    tag: "Profile",
    auth: "required",
    isWrapped: true,
    body: ZProfile,
    isRateLimited: true,
    summary: "Save my profile",
    description: "A new email address must be verified again: a link is mailed to it.",
    errors: ["EMAIL_TAKEN"],
    responses: [
      {
        status: 200,
        description: "Saved.",
        schema: okAnswer({
          message: z.string(),
          profile: ZProfileDto,
          isEmailChanged: z.boolean(),
          isVerificationSent: z.boolean().meta({ description: "False when the new address changed but its mail could not be sent." }),
        }),
      },
    ],
  },
  {
    method: "POST",
    path: "/server/profile/avatar",
    tag: "Profile",
    auth: "required",
    isWrapped: true,
    isRateLimited: true,
    multipart: {
      maxBytes: MAX_AVATAR_REQUEST_BYTES,
      files: {
        name: "avatar",
        maxItems: 1,
        description: "One photo (any field name), at most 10 MB; it is re-encoded as WebP without its metadata.",
      },
    },
    summary: "Upload my profile photo",
    errors: ["PAYLOAD_TOO_LARGE", "PHOTO_TOO_LARGE", "IMAGES_BUSY", "PHOTO_STORE_FAILED"],
    responses: [{ status: 200, description: "The photo is saved.", schema: profileAnswer }],
  },
  {
    method: "DELETE",
    path: "/server/profile/avatar",
    tag: "Profile",
    auth: "required",
    isWrapped: true,
    summary: "Remove my profile photo",
    responses: [{ status: 200, description: "The photo is removed.", schema: profileAnswer }],
  },
  {
    method: "DELETE",
    path: "/server/profile",
    tag: "Profile",
    auth: "required",
    isWrapped: true,
    body: ZDeleteAccount,
    isRateLimited: true,
    summary: "Delete my account",
    description:
      "Needs the password again. At once and for good: every session is signed out (the cookie is cleared), listings without orders are deleted and the others hidden, " +
      "pending orders for my pets rejected and my own pending orders cancelled (a paid one is refunded), and everything about me that nobody else needs is erased. " +
      'Orders and payments stay as tax records, and the messages I sent stay with their receivers, under "Deleted user". My email address can register again. ' +
      "A moderator or admin gives up the role first (ACCOUNT_DELETE_STAFF).",
    errors: ["WRONG_PASSWORD", "ACCOUNT_DELETE_STAFF"],
    responses: [
      {
        status: 200,
        description: "Deleted.",
        schema: okAnswer({ message: z.string(), rejectedOrders: z.int().nonnegative(), cancelledOrders: z.int().nonnegative() }),
      },
    ],
  },
  {
    method: "POST",
    path: "/server/profile/consent",
    tag: "Profile",
    auth: "required",
    isWrapped: true,
    body: ZConsent,
    isRateLimited: true,
    summary: "Accept the current terms and privacy policy",
    description:
      "Records the version accepted and when. The session's user says whether the current version is accepted (`hasAcceptedTerms`); `version` must be the current one, as the site shows it.",
    responses: [{ status: 200, description: "Recorded.", schema: message }],
  },
  {
    method: "POST",
    path: "/server/profile/password",
    tag: "Profile",
    auth: "required",
    isWrapped: true,
    body: ZChangePassword,
    isRateLimited: true,
    summary: "Change my password",
    description: "Needs the current password. Every other session is signed out; this one stays.",
    errors: ["WRONG_PASSWORD"],
    responses: [{ status: 200, description: "Changed.", schema: message }],
  },
  {
    method: "DELETE",
    path: "/server/profile/sessions",
    tag: "Profile",
    auth: "required",
    isWrapped: true,
    summary: "Sign out everywhere",
    description: "Every session of the account, this one included, and the cookie.",
    responses: [{ status: 200, description: "Signed out on every device.", schema: message }],
  },
  {
    method: "GET",
    path: "/server/profile/export",
    tag: "Profile",
    auth: "required",
    isWrapped: true,
    isRateLimited: true,
    summary: "Download my data (a ZIP archive)",
    description:
      'Everything kept about me, streamed as a ZIP archive (`Content-Disposition: attachment; filename="pawbazaar-data-YYYY-MM-DD.zip"`): a README.txt in my language that says what each file holds; ' +
      "profile.json, listings.json, orders-as-buyer.json, orders-as-seller.json, payments.json, messages.json, reviews-written.json, reviews-received.json, reports.json, saved-searches.json, " +
      "notification-settings.json, sessions.json, cart.json, wishlist.json and support-requests.json (pretty-printed JSON, dates ISO 8601 in UTC, amounts in whole rupees); " +
      "and photos/ with my profile photo and my listings' photos as stored (WebP). Of other people, only their display name. " +
      "At most 3 a day per person; each download is mailed to me. A browser request that another site started (`Sec-Fetch-Site` cross-site or same-site) is refused with CROSS_SITE, before it counts.",
    errors: ["CROSS_SITE"],
    responses: [
      {
        status: 200,
        description: "The archive, streamed as it is made.",
        media: "application/zip",
        headers: {
          "Content-Disposition": 'attachment; filename="pawbazaar-data-YYYY-MM-DD.zip" (the day in India)',
          "Cache-Control": "no-store",
        },
      },
    ],
  },
  {
    method: "PUT",
    path: "/server/profile/notifications",
    tag: "Profile",
    auth: "required",
    isWrapped: true,
    body: ZNotifications,
    isRateLimited: true,
    summary: "Choose which mails I get",
    description:
      "The three mail switches, and optionally `push`: the push switches to change (each optional; one left out stays as it is).",
    responses: [{ status: 200, description: "Saved.", schema: profileAnswer }],
  },

  // Push
  {
    method: "GET",
    path: "/server/push/key",
    tag: "Push",
    auth: "none",
    isWrapped: true,
    summary: "The key browsers subscribe with",
    description:
      "The VAPID public key, for PushManager.subscribe({ applicationServerKey }). PUSH_OFF (404) when this server sends no push notifications.",
    errors: ["PUSH_OFF"],
    responses: [{ status: 200, description: "Push is on.", schema: okAnswer({ publicKey: ZPushKey }) }],
  },
  {
    method: "POST",
    path: "/server/push/subscriptions",
    tag: "Push",
    auth: "required",
    isWrapped: true,
    body: ZPushSubscription,
    isRateLimited: true,
    summary: "Keep this browser's push subscription",
    description:
      "The body is PushSubscription.toJSON(). The endpoint must be an https address of a browser's push service; a subscription already kept for that endpoint moves to this user. Which notifications are sent is chosen with the push switches (PUT /server/profile/notifications). A push goes only when the user has no page of the site open with live updates, and says who and which pet, never a message's text.",
    responses: [{ status: 200, description: "Kept.", schema: message }],
  },
  {
    method: "DELETE",
    path: "/server/push/subscriptions",
    tag: "Push",
    auth: "required",
    isWrapped: true,
    body: ZPushUnsubscribe,
    summary: "Forget this browser's push subscription",
    description: "Only the user's own: another user's subscription with that endpoint stays (`removed: 0`).",
    responses: [
      {
        status: 200,
        description: "Done.",
        schema: okAnswer({ message: z.string(), removed: z.number().int().meta({ description: "Subscriptions removed: 0 or 1." }) }),
      },
    ],
  },
  {
    method: "PUT",
    path: "/server/profile/preferences",
    tag: "Profile",
    auth: "required",
    isWrapped: true,
    body: ZPreferences,
    isRateLimited: true,
    summary: "Choose my language",
    description: "The language of the site and of the mails.",
    responses: [{ status: 200, description: "Saved.", schema: profileAnswer }],
  },

  // Help
  {
    method: "POST",
    path: "/server/support",
    tag: "Help",
    auth: "optional",
    isWrapped: true,
    body: ZSupportRequest,
    isRateLimited: true,
    summary: "Send a support request",
    description: "Stored, then mailed to the support inbox.",
    responses: [{ status: 201, description: "Received.", schema: message }],
  },
  {
    method: "POST",
    path: "/server/contact",
    tag: "Help",
    auth: "optional",
    isWrapped: true,
    body: ZContactMessage,
    isRateLimited: true,
    summary: "Send a contact message",
    description: "Stored, then mailed to the support inbox.",
    responses: [{ status: 201, description: "Received.", schema: message }],
  },

  // Moderation: members and suspension (lib/moderation/users.ts)
  {
    method: "GET",
    path: "/server/admin/users",
    tag: "Moderation",
    auth: "required",
    role: "moderator",
    isWrapped: true,
    query: ZUserSearchQuery,
    summary: "Search members",
    description:
      "By part of the email address or the name, any case; an exact email address comes first. Newest members first, at most 50; without q, the 50 newest.",
    responses: [{ status: 200, description: "The members found.", schema: okAnswer({ users: z.array(ZAdminUserDto) }) }],
  },
  {
    method: "POST",
    path: "/server/admin/users/{id}/suspend",
    tag: "Moderation",
    auth: "required",
    role: "moderator",
    isWrapped: true,
    params: idParam("member"),
    body: ZSuspendUser,
    isRateLimited: true,
    summary: "Suspend a member",
    description:
      "In one transaction: the account is suspended (it cannot sign in), every session revoked, its active listings hidden, the pending orders for its pets rejected (refunded when paid), and an audit entry written. Then the buyers of those orders and the member are mailed. Moderators and admins cannot be suspended, nor can a moderator suspend themself.",
    errors: [
      "NOT_FOUND",
      "USER_NOT_FOUND",
      "CANNOT_SUSPEND_SELF",
      "CANNOT_SUSPEND_STAFF",
      "SUSPEND_REASON_REQUIRED",
      "SUSPEND_REASON_TOO_LONG",
      "USER_ALREADY_SUSPENDED",
    ],
    responses: [{ status: 200, description: "Suspended.", schema: okAnswer({ message: z.string(), ...ZSuspendResult.shape }) }],
  },
  {
    method: "POST",
    path: "/server/admin/users/{id}/unsuspend",
    tag: "Moderation",
    auth: "required",
    role: "moderator",
    isWrapped: true,
    params: idParam("member"),
    isRateLimited: true,
    summary: "Lift a member's suspension",
    description:
      "The listings the suspension hid are active again; a listing hidden for another reason stays hidden. The member is mailed.",
    errors: ["NOT_FOUND", "USER_NOT_FOUND", "USER_NOT_SUSPENDED"],
    responses: [{ status: 200, description: "No longer suspended.", schema: okAnswer({ message: z.string(), ...ZUnsuspendResult.shape }) }],
  },

  // Moderation: the support inbox (lib/moderation/support-inbox.ts)
  {
    method: "GET",
    path: "/server/admin/support",
    tag: "Moderation",
    auth: "required",
    role: "moderator",
    isWrapped: true,
    query: ZSupportInboxQuery,
    summary: "The support inbox",
    description:
      "Support requests, contact messages and appeals of hidden listings, with their two clocks: acknowledge within 24 hours (until the first reply) and resolve within 15 days (until closed). Overdue ones first, then the oldest; closed ones newest first. At most 100.",
    responses: [
      {
        status: 200,
        description: "The requests and the inbox's counts.",
        schema: okAnswer({ requests: z.array(ZSupportRequestSummary), counts: ZSupportInboxCounts }),
      },
    ],
  },
  {
    method: "GET",
    path: "/server/admin/support/{id}",
    tag: "Moderation",
    auth: "required",
    role: "moderator",
    isWrapped: true,
    params: idParam("support request"),
    summary: "One support request",
    errors: ["NOT_FOUND", "SUPPORT_REQUEST_NOT_FOUND"],
    responses: [{ status: 200, description: "The request with its replies.", schema: okAnswer({ request: ZSupportRequestDetail }) }],
  },
  {
    method: "POST",
    path: "/server/admin/support/{id}/reply",
    tag: "Moderation",
    auth: "required",
    role: "moderator",
    isWrapped: true,
    params: idParam("support request"),
    body: ZSupportReply,
    isRateLimited: true,
    summary: "Reply to a support request",
    description:
      "The reply is kept and mailed to the sender in the request's language; the request becomes answered. A closed request must be reopened first.",
    errors: ["NOT_FOUND", "SUPPORT_REQUEST_NOT_FOUND", "SUPPORT_REQUEST_CLOSED"],
    responses: [{ status: 200, description: "Replied.", schema: okAnswer({ message: z.string(), request: ZSupportRequestDetail }) }],
  },
  {
    method: "POST",
    path: "/server/admin/support/{id}/close",
    tag: "Moderation",
    auth: "required",
    role: "moderator",
    isWrapped: true,
    params: idParam("support request"),
    summary: "Close a support request",
    errors: ["NOT_FOUND", "SUPPORT_REQUEST_NOT_FOUND", "SUPPORT_ALREADY_CLOSED"],
    responses: [{ status: 200, description: "Closed.", schema: okAnswer({ message: z.string(), request: ZSupportRequestDetail }) }],
  },
  {
    method: "POST",
    path: "/server/admin/support/{id}/reopen",
    tag: "Moderation",
    auth: "required",
    role: "moderator",
    isWrapped: true,
    params: idParam("support request"),
    summary: "Reopen a closed support request",
    description: "It becomes answered if it had a reply, open otherwise.",
    errors: ["NOT_FOUND", "SUPPORT_REQUEST_NOT_FOUND", "SUPPORT_NOT_CLOSED"],
    responses: [{ status: 200, description: "Open again.", schema: okAnswer({ message: z.string(), request: ZSupportRequestDetail }) }],
  },

  // Moderation: reviews (lib/reviews/service.ts)
  {
    method: "GET",
    path: "/server/admin/reviews",
    tag: "Moderation",
    auth: "required",
    role: "moderator",
    isWrapped: true,
    query: ZModerationReviewsQuery,
    summary: "Every review",
    description: "Newest first, hidden ones marked (`hidden=only` for those alone), keyset-paged: pass `nextCursor` back as `cursor`.",
    errors: ["INVALID_CURSOR"],
    responses: [
      {
        status: 200,
        description: "A page of reviews.",
        schema: okAnswer({ reviews: z.array(ZModerationReviewDto), nextCursor: z.string().nullable() }),
      },
    ],
  },
  {
    method: "POST",
    path: "/server/admin/reviews/{id}/hide",
    tag: "Moderation",
    auth: "required",
    role: "moderator",
    isWrapped: true,
    params: idParam("review"),
    body: ZHideReview,
    isRateLimited: true,
    summary: "Hide a review",
    description:
      "Out of every public page and figure at once; the author sees the reason. The audit entry is written in the same transaction.",
    errors: ["NOT_FOUND", "REVIEW_NOT_FOUND", "REVIEW_ALREADY_HIDDEN"],
    responses: [{ status: 200, description: "Hidden.", schema: okAnswer({ message: z.string(), review: ZModerationReviewDto }) }],
  },
  {
    method: "POST",
    path: "/server/admin/reviews/{id}/restore",
    tag: "Moderation",
    auth: "required",
    role: "moderator",
    isWrapped: true,
    params: idParam("review"),
    isRateLimited: true,
    summary: "Restore a hidden review",
    description: "Back on the public pages and in the figures. The audit entry is written in the same transaction.",
    errors: ["NOT_FOUND", "REVIEW_NOT_FOUND", "REVIEW_NOT_HIDDEN"],
    responses: [{ status: 200, description: "Visible again.", schema: okAnswer({ message: z.string(), review: ZModerationReviewDto }) }],
  },

  // Alerts (lib/alerts): saved searches and their daily digest
  {
    method: "POST",
    path: "/server/alerts",
    tag: "Alerts",
    auth: "required",
    isWrapped: true,
    body: ZSaveSearch,
    isRateLimited: true,
    summary: "Save a search for the daily alert mail",
    description:
      "Keeps the browse filters (the fields and limits of GET /server/pets, without sort and paging; at least one). Once a day the signed-in user is mailed the active pets listed since that match, never their own. The same filters saved again (breed, town and words compared whatever their case) answer the search already kept, with 200. At most 20 saved searches per user.",
    errors: ["SAVED_SEARCHES_LIMIT"],
    responses: [
      { status: 201, description: "Saved.", schema: okAnswer({ message: z.string(), isNew: z.boolean(), search: ZSavedSearchDto }) },
      {
        status: 200,
        description: "These filters were saved before: that search.",
        schema: okAnswer({ message: z.string(), isNew: z.boolean(), search: ZSavedSearchDto }),
      },
    ],
  },
  {
    method: "GET",
    path: "/server/alerts",
    tag: "Alerts",
    auth: "required",
    isWrapped: true,
    query: ZAlertListQuery,
    summary: "My saved searches",
    description:
      "Newest first, each with its label in the reader's language (`locale`, else the language cookie) and the browse page it stands for.",
    responses: [{ status: 200, description: "The saved searches.", schema: okAnswer({ searches: z.array(ZSavedSearchDto) }) }],
  },
  {
    method: "DELETE",
    path: "/server/alerts/{id}",
    tag: "Alerts",
    auth: "required",
    isWrapped: true,
    params: idParam("saved search"),
    isRateLimited: true,
    summary: "Remove a saved search",
    description: "Only one's own: another user's id is SAVED_SEARCH_NOT_FOUND, as a missing one.",
    errors: ["SAVED_SEARCH_NOT_FOUND"],
    responses: [{ status: 200, description: "Removed.", schema: message }],
  },
  {
    method: "GET",
    path: "/server/alerts/run",
    tag: "Alerts",
    auth: "none",
    isWrapped: true,
    summary: "Run the daily alert digest (the scheduler's call)",
    description:
      "For the scheduler only: `Authorization: Bearer <CRON_SECRET>` (Vercel Cron sends exactly that). Without CRON_SECRET configured the endpoint answers 404. Mails each user with saved searches the pets listed since their last check that match, at most one mail per user and day (India's calendar): running it again the same day sends nothing twice. Stops within its time budget; `isComplete: false` says to call again.",
    errors: ["NOT_FOUND", "CRON_SECRET_INVALID"],
    responses: [{ status: 200, description: "What the run did.", schema: okAnswer({ run: ZDigestRun }) }],
  },
  {
    method: "GET",
    path: "/server/retention/run",
    tag: "Service",
    auth: "none",
    isWrapped: true,
    summary: "Run the retention job (the scheduler's call)",
    description:
      'For the scheduler only: `Authorization: Bearer <CRON_SECRET>` (Vercel Cron sends exactly that). Without CRON_SECRET configured the endpoint answers 404. Deletes the personal data past its period in the retention table (lib/retention/policy.ts; the README\'s "Personal data and how long we keep it"): old mails, ended sessions, used tokens, expired counters, old notifications, view marks, digests, speed figures, audit entries and closed support requests; never orders or payments. In batches that commit on their own, within a time budget: `isComplete: false` says to call again, and a run again the same day deletes nothing.',
    errors: ["NOT_FOUND", "CRON_SECRET_INVALID"],
    responses: [{ status: 200, description: "What the run deleted.", schema: okAnswer({ run: ZRetentionRun }) }],
  },
  {
    method: "GET",
    path: "/server/alerts/unsubscribe",
    tag: "Alerts",
    auth: "none",
    isWrapped: true,
    query: ZUnsubscribeLinkQuery,
    summary: "The alert mail's unsubscribe link",
    description:
      "The address in the mails' List-Unsubscribe header, for a browser. Opening it changes nothing (link scanners open links): it answers 303 to the confirmation page `/unsubscribe`, never cached. With a valid token the page is in its owner's language and carries the token (its button posts here to unsubscribe); with an invalid or missing token it is the English page without one, which says the link is not valid. Mail programs unsubscribe with POST.",
    isRateLimited: true,
    responses: [
      {
        status: 303,
        description: "To the confirmation page.",
        headers: {
          Location:
            "The confirmation page: `/{locale}/unsubscribe?token=…` for a valid token, `/unsubscribe` (which says the link is not valid) otherwise.",
          "Cache-Control": "no-store",
        },
      },
    ],
  },
  {
    method: "POST",
    path: "/server/alerts/unsubscribe",
    tag: "Alerts",
    auth: "none",
    isWrapped: true,
    query: ZUnsubscribeQuery,
    isRateLimited: true,
    summary: "Unsubscribe from alert mails in one click (RFC 8058)",
    description:
      "No session: the signed token from the mail is the proof. Mail programs post `List-Unsubscribe=One-Click` here (List-Unsubscribe-Post); the body is not needed. Removes the saved searches the mail was about (those saved until it was sent), so no digest follows; a second call removes nothing and succeeds. A browser (the confirmation page's button) is sent back to the page, which says it is done.",
    errors: ["UNSUBSCRIBE_LINK_INVALID"],
    responses: [
      {
        status: 200,
        description: "Unsubscribed.",
        schema: okAnswer({ message: z.string(), removed: z.number().int().meta({ description: "Saved searches removed." }) }),
      },
      {
        status: 303,
        description: "A browser's form: to the confirmation page.",
        headers: { Location: "The confirmation page, saying it is done." },
      },
    ],
  },

  // Service
  {
    method: "GET",
    path: "/server/health",
    tag: "Service",
    auth: "none",
    isWrapped: true,
    summary: "Readiness",
    description: "200 when this instance reaches the database; 503 with Retry-After when it does not (for load balancers and monitors).",
    responses: [
      { status: 200, description: "Ready.", schema: ZHealthReady },
      {
        status: 503,
        description: "Not ready: the database cannot be reached.",
        schema: z.union([ZHealthUnavailable, ZErrorAnswer]),
        headers: { "Retry-After": "Seconds to wait before asking again." },
      },
    ],
  },
  {
    method: "POST",
    path: "/server/vitals",
    tag: "Service",
    auth: "none",
    isWrapped: true,
    body: ZVitalsBeacon,
    isRateLimited: true,
    summary: "Count a page view's speed figures",
    description:
      "The pages' beacon (sent with navigator.sendBeacon as the page is hidden, for a sample of page views): the Core Web Vitals LCP, INP and CLS and the TTFB one page load measured, with the kind of page, the device class and the connection type. Each value is counted in a histogram per day, kind of page, device and connection; no address, account, page address or browser is kept. Values past their bound and fields it does not know are refused. 600 an hour per address.",
    responses: [{ status: 204, description: "Counted." }],
  },
  {
    method: "GET",
    path: "/server/openapi.json",
    tag: "Service",
    auth: "none",
    isWrapped: false,
    summary: "This description (OpenAPI 3.1)",
    responses: [
      {
        status: 200,
        description: "The OpenAPI document.",
        schema: z.record(z.string(), z.unknown()).meta({ description: "An OpenAPI 3.1 document." }),
      },
    ],
  },
];
